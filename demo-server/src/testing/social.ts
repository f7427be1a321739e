/**
 * Test support for the social suites (not a test file): the demo instance with a fixed clock
 * and test hooks on, signed-in tokens for alice, bob and moderator, and JSON request shortcuts.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildServer } from '../app'
import { authConfigFromEnv } from '../auth/config'
import { DEMO_PASSWORD } from '../auth/state'
import { createApp, passwordGrant } from './auth'
import { findAccount } from '../model/store'

/** The fixed clock of the social suites. */
export const NOW = new Date('2025-05-01T12:00:00.000Z')

/** A signed-in demo user: account id and bearer token. */
export interface Member {
  id: string
  token: string
}

/** A server, its members, and request helpers that send a member's token. */
export interface SocialTestServer {
  app: FastifyInstance
  alice: Member
  bob: Member
  mod: Member
  /** Signs another demo account in (admin, carol...), with every scope or only `scope`. */
  signIn(name: string, scope?: string): Promise<Member>
  call(
    who: Member | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse>
}

/**
 * Builds the demo instance (hooks on, captcha off, plus the switches of `env`, e.g.
 * `{ STARLING_PRIVATE: '1' }`) and signs alice, bob and moderator in.
 */
export async function socialServer(env: NodeJS.ProcessEnv = {}): Promise<SocialTestServer> {
  const app = buildServer({
    now: NOW,
    clientDist: '/nonexistent',
    authConfig: authConfigFromEnv({ STARLING_TEST_HOOKS: '1', STARLING_CAPTCHA: 'off', ...env }),
  })
  await app.ready()
  const client = await createApp(app)
  const member = async (name: string, scope?: string): Promise<Member> => {
    const token = (await passwordGrant(app, client, name, DEMO_PASSWORD, scope)).json()
    const account = findAccount(app.starlingStore, name)
    if (!account || typeof token.access_token !== 'string') throw new Error(`no ${name}`)
    return { id: account.id, token: token.access_token }
  }
  const call: SocialTestServer['call'] = (who, method, url, body) =>
    app.inject({
      method,
      url,
      headers: {
        ...(who ? { authorization: `Bearer ${who.token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    })
  return {
    app,
    alice: await member('alice'),
    bob: await member('bob'),
    mod: await member('moderator'),
    signIn: member,
    call,
  }
}
