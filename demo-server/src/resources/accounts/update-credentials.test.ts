import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipart, pngHeader, postingServer, signIn } from '../../testing/posting'

let app: FastifyInstance
let bob: Record<string, string>
let moderator: Record<string, string>
beforeAll(async () => {
  app = await postingServer()
  bob = await signIn(app, 'bob')
  moderator = await signIn(app, 'moderator')
})
afterAll(() => app.close())

const PATH = '/api/v1/accounts/update_credentials'

const patchJson = (body: unknown, headers = bob): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'PATCH', url: PATH, payload: body as object, headers })

const patchForm = (fields: Record<string, string>, headers = bob) =>
  app.inject({
    method: 'PATCH',
    url: PATH,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  })

const me = async (headers = bob) =>
  (await app.inject({ url: '/api/v1/accounts/verify_credentials', headers })).json()

describe('PATCH /api/v1/accounts/update_credentials (PLEROMA-API §4.2)', () => {
  it('applies name, bio, fields and switches from JSON and answers the own account', async () => {
    const res = await patchJson({
      display_name: 'Bob :note:',
      note: 'Synths & #music\nsecond line',
      fields_attributes: [
        { name: 'Site', value: 'https://bob.example' },
        { name: '', value: '' },
      ],
      locked: true,
      hide_followers: 'true',
      discoverable: 0,
      accepts_chat_messages: false,
      allow_following_move: 'false',
      no_rich_text: true,
      default_scope: 'unlisted',
      source: { sensitive: true },
      avatar: null,
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      display_name: 'Bob :note:',
      locked: true,
      fields: [
        {
          name: 'Site',
          value: '<a href="https://bob.example" rel="ugc">https://bob.example</a>',
        },
      ],
      source: {
        note: 'Synths & #music\nsecond line',
        privacy: 'unlisted',
        sensitive: true,
        fields: [{ name: 'Site', value: 'https://bob.example' }],
        pleroma: { discoverable: false, no_rich_text: true },
      },
      pleroma: { hide_followers: true, accepts_chat_messages: false, allow_following_move: false },
    })
    expect(body.note).toContain('Synths &amp; <a class="hashtag"')
    expect(body.note).toContain('<br/>second line')
    expect(body.emojis.map((e: { shortcode: string }) => e.shortcode)).toEqual(['note'])
    expect(body.pleroma.chat_token).toBeUndefined()
    expect(body.avatar).not.toContain('/images/avi.png')
    const again = await me()
    expect(again.display_name).toBe('Bob :note:')
  })

  it('takes url-encoded bracket fields and keeps other keys as they were', async () => {
    const res = await patchForm({
      'fields_attributes[1][name]': 'Second',
      'fields_attributes[1][value]': 'two',
      'fields_attributes[0][name]': 'First',
      'fields_attributes[0][value]': 'one',
      'source[privacy]': 'private',
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.fields).toEqual([
      { name: 'First', value: 'one' },
      { name: 'Second', value: 'two' },
    ])
    expect(body.source.privacy).toBe('private')
    expect(body.display_name).toBe('Bob :note:')
  })

  it('stores avatar, banner and background from multipart, serves them, and resets with ""', async () => {
    const png = pngHeader(150, 150)
    const res = await multipart(
      app,
      'PATCH',
      PATH,
      { avatar_description: 'Bob at the synth' },
      [
        { name: 'avatar', filename: 'me.png', type: 'image/png', data: png },
        { name: 'header', filename: 'banner.png', type: 'image/png', data: pngHeader(600, 200) },
        { name: 'pleroma_background_image', filename: 'bg.png', type: 'image/png', data: png },
      ],
      bob,
    )
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.avatar).toMatch(/^http:\/\/localhost:80\/media\/[0-9a-f]{32}\/me\.png$/)
    expect(body.avatar_static).toBe(body.avatar)
    expect(body.header).toMatch(/\/banner\.png$/)
    expect(body.pleroma.background_image).toMatch(/\/media\/.*\/bg\.png$/)
    expect(body.pleroma.avatar_description).toBe('Bob at the synth')
    const served = await app.inject(new URL(body.avatar as string).pathname)
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(png)).toBe(true)

    const reset = (await patchJson({ avatar: '', header: '', pleroma_background_image: '' })).json()
    expect(reset.avatar).toBe('http://localhost:80/images/avi.png')
    expect(reset.header).toBe('http://localhost:80/images/banner.png')
    expect(reset.pleroma.background_image).toBeNull()
    const fallback = await app.inject('/images/avi.png')
    expect(fallback.statusCode).toBe(200)
    expect(fallback.headers['content-type']).toBe('image/png')
  })

  it('shallow-merges pleroma_settings_store per front-end key, types kept', async () => {
    await patchJson({ pleroma_settings_store: { other: { a: 1 }, 'pleroma-fe': { x: [1] } } })
    const res = await patchJson({
      pleroma_settings_store: { 'pleroma-fe': { _version: 1, prefsStorage: { _journal: [] } } },
    })
    expect(res.json().pleroma.settings_store).toEqual({
      other: { a: 1 },
      'pleroma-fe': { _version: 1, prefsStorage: { _journal: [] } },
    })
    expect((await me()).pleroma.settings_store['pleroma-fe']._version).toBe(1)
    const bad = await patchJson({ pleroma_settings_store: 'nope' })
    expect(bad.statusCode).toBe(403)
    expect(bad.json()).toEqual({ error: 'Invalid request' })
  })

  it('answers the limits with 413 and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ display_name: 'n'.repeat(101) }, 'Name is too long'],
      [{ note: 'b'.repeat(5001) }, 'Bio is too long'],
      [{ avatar_description: 'd'.repeat(5001) }, 'Avatar description is too long'],
      [{ header_description: 'd'.repeat(5001) }, 'Banner description is too long'],
      [
        {
          fields_attributes: Array.from({ length: 11 }, (_, i) => ({ name: `n${i}`, value: 'v' })),
        },
        'Too many field entries',
      ],
      [
        { display_name: 'ok', fields_attributes: [{ name: 'n', value: 'v'.repeat(2049) }] },
        'One or more field entries are too long',
      ],
    ]
    for (const [body, error] of cases) {
      const res = await patchJson(body, moderator)
      expect(res.statusCode).toBe(413)
      expect(res.json()).toEqual({ error })
    }
    expect((await me(moderator)).display_name).toBe('Mira (moderator)')
    const big = await multipart(
      app,
      'PATCH',
      PATH,
      {},
      [{ name: 'avatar', filename: 'big.png', type: 'image/png', data: Buffer.alloc(2_000_001) }],
      moderator,
    )
    expect(big.statusCode).toBe(413)
    expect(big.json()).toEqual({ error: 'File is too large' })
  })

  it('refuses a token without write:accounts', async () => {
    const res = await app.inject({ method: 'PATCH', url: PATH, payload: { note: 'x' } })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ error: 'Invalid credentials.' })
  })
})
