import { decode, isBlurhashValid } from 'blurhash'
import type { FastifyInstance } from 'fastify'
import jpeg from 'jpeg-js'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_LIMIT } from '../model/limits'
import { form, multipart, pngHeader, postingServer, signIn } from '../testing/posting'

let app: FastifyInstance
let alice: Record<string, string>
let bob: Record<string, string>
beforeAll(async () => {
  app = await postingServer()
  alice = await signIn(app, 'alice')
  bob = await signIn(app, 'bob')
})
afterAll(() => app.close())

const upload = (
  data: Buffer,
  type = 'image/png',
  fields: Record<string, string> = {},
  url = '/api/v1/media',
) =>
  multipart(
    app,
    'POST',
    url,
    fields,
    [{ name: 'file', filename: 'bird pic.png', type, data }],
    alice,
  )

describe('media', () => {
  it('stores an upload, serves its bytes, and answers the attachment with its size', async () => {
    const data = pngHeader(640, 480)
    const res = await upload(data, 'image/png', { description: 'a bird' })
    expect(res.statusCode).toBe(200)
    const a = res.json()
    expect(a).toMatchObject({
      type: 'image',
      description: 'a bird',
      meta: { original: { width: 640, height: 480, aspect: 640 / 480 } },
      pleroma: { mime_type: 'image/png' },
    })
    expect(a.id).toMatch(/^\d+$/)
    expect(a.url).toMatch(/^http:\/\/localhost:80\/media\/[0-9a-f]{32}\/bird_pic\.png$/)
    const file = await app.inject(new URL(a.url).pathname)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.rawPayload.equals(data)).toBe(true)
  })

  it('answers 202 on v2, types by MIME, and leaves meta out when the size is unknown', async () => {
    const res = await upload(Buffer.from('ID3...'), 'audio/mpeg', {}, '/api/v2/media')
    expect(res.statusCode).toBe(202)
    expect(res.json()).toMatchObject({ type: 'audio', description: '' })
    expect(res.json().meta).toBeUndefined()
    const other = await upload(Buffer.from('%PDF'), 'application/pdf')
    expect(other.json().type).toBe('unknown')
  })

  it('gives a PNG or JPEG it can read the blurhash Pleroma computes, and null otherwise', async () => {
    // 40 x 20 px, red on the left half and blue on the right.
    const png = new PNG({ width: 40, height: 20 })
    for (let i = 0; i < 40 * 20; i++)
      png.data.set(i % 40 < 20 ? [255, 0, 0, 255] : [0, 0, 255, 255], i * 4)
    const encoded = { width: 40, height: 20, data: png.data }
    for (const [data, type] of [
      [PNG.sync.write(png), 'image/png'],
      [jpeg.encode(encoded, 90).data, 'image/jpeg'],
    ] as const) {
      const { blurhash } = (await upload(data, type)).json() as { blurhash: string }
      expect(isBlurhashValid(blurhash).result).toBe(true)
      // 5 components along the longer side, 3 along the other (round(20 * 5 / 40)).
      expect(blurhash.length).toBe(4 + 2 * 5 * 3)
      const pixels = decode(blurhash, 2, 1)
      expect(pixels[0]).toBeGreaterThan(pixels[2] ?? 0)
      expect(pixels[6]).toBeGreaterThan(pixels[4] ?? 0)
    }
    expect((await upload(pngHeader(640, 480))).json().blurhash).toBeNull()
    expect((await upload(Buffer.from('GIF89a'), 'image/gif')).json().blurhash).toBeNull()
    expect((await upload(Buffer.from('ID3...'), 'audio/mpeg')).json().blurhash).toBeNull()
  })

  it('refuses a file over the upload limit with 413', async () => {
    const res = await upload(Buffer.alloc(UPLOAD_LIMIT + 1))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ errors: { detail: 'Request Entity Too Large' } })
  })

  it('refuses a missing file and a too long description', async () => {
    const none = await multipart(app, 'POST', '/api/v1/media', { description: 'x' }, [], alice)
    expect(none.statusCode).toBe(400)
    expect(none.json().error).toBe('Missing field: file.')
    const long = await upload(pngHeader(1, 1), 'image/png', { description: 'd'.repeat(5001) })
    expect(long.json()).toEqual({ error: 'description_too_long' })
  })

  it('describes an upload (owner only) and reads it back', async () => {
    const a = (await upload(pngHeader(2, 2))).json()
    const put = await form(
      app,
      'PUT',
      `/api/v1/media/${a.id}`,
      { description: 'two pixels' },
      alice,
    )
    expect(put.json().description).toBe('two pixels')
    const unchanged = await form(app, 'PUT', `/api/v1/media/${a.id}`, {}, alice)
    expect(unchanged.json().description).toBe('two pixels')
    const got = await app.inject({ url: `/api/v1/media/${a.id}`, headers: alice })
    expect(got.json().description).toBe('two pixels')
    const foreign = await form(app, 'PUT', `/api/v1/media/${a.id}`, { description: 'mine' }, bob)
    expect(foreign.statusCode).toBe(403)
    expect(foreign.json()).toEqual({ error: 'Access denied' })
    const anon = await multipart(app, 'POST', '/api/v1/media', {}, [], {})
    expect(anon.statusCode).toBe(403)
    expect(anon.json()).toEqual({ error: 'Invalid credentials.' })
  })

  it("attaches own uploads to a post, ignores others' and allows a post of media alone", async () => {
    const mine = (await upload(pngHeader(3, 3))).json()
    const theirs = (
      await multipart(
        app,
        'POST',
        '/api/v1/media',
        {},
        [{ name: 'file', filename: 'b.png', type: 'image/png', data: pngHeader(4, 4) }],
        bob,
      )
    ).json()
    const res = await form(
      app,
      'POST',
      '/api/v1/statuses',
      { status: '', 'media_ids[]': [mine.id, theirs.id] },
      alice,
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().media_attachments.map((m: { id: string }) => m.id)).toEqual([mine.id])
    const onlyForeign = await form(
      app,
      'POST',
      '/api/v1/statuses',
      { 'media_ids[]': [theirs.id] },
      alice,
    )
    expect(onlyForeign.json()).toEqual({ error: 'Cannot post an empty status without attachments' })
  })

  it('posts through multipart too', async () => {
    const res = await multipart(
      app,
      'POST',
      '/api/v1/statuses',
      { status: 'multi #part', 'poll[options][]': ['a', 'b'], 'poll[expires_in]': '600' },
      [],
      alice,
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().tags.map((t: { name: string }) => t.name)).toEqual(['part'])
    expect(res.json().poll.options).toHaveLength(2)
  })
})
