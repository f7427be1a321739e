import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../auth/state'
import { ADMIN_PRIVILEGES } from '../../model/privileges'
import { seed } from '../../seed/index'
import {
  bearer,
  buildServer,
  createApp,
  passwordGrant,
  postForm,
  type TestServer,
} from '../../testing/auth'

let server: TestServer
afterEach(async () => {
  await server.app.close()
})

/** Signs `username` in and returns their own account from verify_credentials. */
async function me(
  username: string,
  scope?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const client = await createApp(server.app)
  const token = (await passwordGrant(server.app, client, username, DEMO_PASSWORD, scope)).json()
    .access_token
  const res = await server.app.inject({
    url: '/api/v1/accounts/verify_credentials',
    headers: bearer(token),
  })
  return { status: res.statusCode, body: res.json() }
}

describe('GET /api/v1/accounts/verify_credentials (PLEROMA-API §4)', () => {
  it("renders alice's own account with source and the self-only pleroma extras", async () => {
    server = await buildServer()
    const { status, body } = await me('alice')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      username: 'alice',
      acct: 'alice',
      display_name: 'Alice',
      locked: false,
      url: 'http://localhost:80/users/alice',
      fqn: 'alice@localhost:80',
      source: {
        privacy: 'public',
        sensitive: false,
        note: '',
        fields: [],
        pleroma: {
          actor_type: 'Person',
          discoverable: false,
          no_rich_text: false,
          show_role: true,
        },
      },
      pleroma: {
        is_admin: false,
        is_moderator: false,
        privileges: [],
        settings_store: {},
        unread_chat_count: 0,
        follow_request_count: 0,
        notification_settings: { block_from_strangers: false, hide_notification_contents: false },
        allow_following_move: true,
        accepts_chat_messages: true,
        skip_thread_containment: false,
        email: 'alice@starling.test',
      },
    })
    expect(body.id).toMatch(/^[0-9A-Za-z]{18}$/)
    expect((body.pleroma as { chat_token: string }).chat_token).toMatch(/.{20,}/)
    expect(body.avatar).toBe('http://localhost:80/images/avi.png')
  })

  it('lists every privilege for admin and two for the moderator; bob is locked', async () => {
    server = await buildServer()
    expect((await me('admin')).body.pleroma).toMatchObject({
      is_admin: true,
      privileges: [...ADMIN_PRIVILEGES],
    })
    expect((await me('moderator')).body.pleroma).toMatchObject({
      is_moderator: true,
      privileges: ['messages_delete', 'reports_manage_reports'],
    })
    expect((await me('bob')).body.locked).toBe(true)
  })

  it('needs read:accounts and a user token', async () => {
    server = await buildServer()
    const writeOnly = await me('alice', 'write')
    expect(writeOnly.status).toBe(403)
    expect(writeOnly.body).toEqual({ error: 'Insufficient permissions: read:accounts.' })
    const client = await createApp(server.app)
    const app = (
      await postForm(server.app, '/oauth/token', { ...client, grant_type: 'client_credentials' })
    ).json()
    const res = await server.app.inject({
      url: '/api/v1/accounts/verify_credentials',
      headers: bearer(app.access_token),
    })
    expect(res.json()).toEqual({ error: 'Invalid credentials.' })
  })

  it('signs in the seeded demo accounts without duplicating them', async () => {
    const store = seed({ now: new Date('2025-01-01T00:00:00Z') })
    const before = store.accounts.size
    server = await buildServer({}, store)
    expect(store.accounts.size).toBe(before)
    const alice = await me('alice')
    expect(alice.body).toMatchObject({
      display_name: 'Alice Lindqvist :sprout:',
      following_count: expect.any(Number),
    })
    expect((await me('moderator')).body.pleroma).toMatchObject({ is_moderator: true })
    const client = await createApp(server.app)
    const dave = await passwordGrant(server.app, client, 'dave', DEMO_PASSWORD)
    expect(dave.json().identifier).toBe('password_reset_required')
  })
})
