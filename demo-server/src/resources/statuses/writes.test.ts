import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as events from '../../model/operations/publish'
import { findAccount } from '../../model/store'
import { NOW, form, postingServer, signIn } from '../../testing/posting'

type Json = Record<string, unknown>
let app: FastifyInstance
let alice: Record<string, string>
let bob: Record<string, string>
beforeAll(async () => {
  app = await postingServer()
  alice = await signIn(app, 'alice')
  bob = await signIn(app, 'bob')
})
afterAll(() => app.close())

const post = (fields: Record<string, string | string[]>, headers = alice) =>
  form(app, 'POST', '/api/v1/statuses', fields, headers)
const postJson = (body: Json, headers = alice) =>
  app.inject({ method: 'POST', url: '/api/v1/statuses', payload: body, headers })
const bobId = () => findAccount(app.starlingStore, 'bob')?.id ?? ''

describe('POST /api/v1/statuses', () => {
  it('posts text/plain with a mention, a hashtag, an emoji and a link, and tells the social side', async () => {
    const spy = vi.spyOn(events, 'statusCreated')
    const res = await post({
      status: 'Hi @bob, #Tea time :bread:\nsee https://example.org/a?b=1&c=2',
    })
    expect(res.statusCode).toBe(200)
    const s = res.json()
    expect(s.content).toBe(
      `Hi <span class="h-card"><a class="u-url mention" data-user="${bobId()}" href="http://localhost:80/users/bob" rel="ugc">@<span>bob</span></a></span>, ` +
        '<a class="hashtag" data-tag="tea" href="http://localhost:80/tag/tea" rel="tag ugc">#Tea</a> time :bread:<br/>' +
        'see <a href="https://example.org/a?b=1&amp;c=2" rel="ugc">https://example.org/a?b=1&amp;c=2</a>',
    )
    expect(s.mentions.map((m: Json) => m.acct)).toEqual(['bob'])
    expect(s.tags).toEqual([{ name: 'tea', url: 'http://localhost:80/tag/tea' }])
    expect(s.emojis.map((e: Json) => e.shortcode)).toEqual(['bread'])
    expect(s.pleroma.content['text/plain']).toBe(
      'Hi @bob, #Tea time :bread:\nsee https://example.org/a?b=1&c=2',
    )
    expect(s.visibility).toBe('public')
    expect(s.account.username).toBe('alice')
    expect(spy).toHaveBeenCalledWith(app.starlingStore, app.starlingStore.statuses.get(s.id))
    spy.mockRestore()
    const read = await app.inject(`/api/v1/statuses/${s.id}`)
    expect(read.json().content).toBe(s.content)
  })

  it('renders Markdown to sanitized HTML, keeping mentions intact', async () => {
    const res = await postJson({
      status: '**bold** and _em_ for @bob\n\n- one\n- two\n\n<script>alert(1)</script>',
      content_type: 'text/markdown',
    })
    const s = res.json()
    expect(s.content).toContain(
      '<p><strong>bold</strong> and <em>em</em> for <span class="h-card">',
    )
    expect(s.content).toContain('<ul><li>one</li><li>two</li></ul>')
    expect(s.content).not.toContain('script')
    expect(s.mentions).toHaveLength(1)
  })

  it('renders BBCode with semantic tags', async () => {
    const res = await post({
      status: '[b]loud[/b] [i]soft[/i] [s]gone[/s] [url=https://example.org]site[/url] <b>raw</b>',
      content_type: 'text/bbcode',
    })
    expect(res.json().content).toBe(
      '<strong>loud</strong> <em>soft</em> <del>gone</del> <a href="https://example.org">site</a> &lt;b&gt;raw&lt;/b&gt;',
    )
  })

  it("sanitizes text/html with Pleroma's allow-list and still links hashtags", async () => {
    const res = await post({
      status:
        '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">bad</a> <h1>big</h1> #garden</p>',
      content_type: 'text/html',
    })
    const html = res.json().content as string
    expect(html).not.toMatch(/script|onclick|javascript|<h1/)
    expect(html).toContain('<a class="hashtag" data-tag="garden"')
  })

  it('treats an unknown content type as text/plain', async () => {
    const res = await post({ status: '<b>x</b>', content_type: 'text/x-unknown' })
    expect(res.json().content).toBe('&lt;b&gt;x&lt;/b&gt;')
    const source = await app.inject({
      url: `/api/v1/statuses/${res.json().id}/source`,
      headers: alice,
    })
    expect(source.json()).toEqual({
      id: res.json().id,
      text: '<b>x</b>',
      spoiler_text: '',
      content_type: 'text/plain',
    })
  })

  it('de-duplicates by Idempotency-Key per user for an hour', async () => {
    const before = app.starlingStore.statuses.size
    const first = await post({ status: 'once' }, { ...alice, 'idempotency-key': 'k1' })
    const again = await post({ status: 'once' }, { ...alice, 'idempotency-key': 'k1' })
    expect(again.json().id).toBe(first.json().id)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(app.starlingStore.statuses.size).toBe(before + 1)
    const other = await post({ status: 'once' }, { ...bob, 'idempotency-key': 'k1' })
    expect(other.json().id).not.toBe(first.json().id)
    const cached = app.starlingStore.posting.idempotency.get(
      `${findAccount(app.starlingStore, 'alice')?.id}\nk1`,
    )
    expect(cached?.expires).toBe(NOW.getTime() + 3_600_000)
  })

  it('answers a preview without storing it', async () => {
    const before = app.starlingStore.statuses.size
    const res = await post({
      status: '*hi* #preview',
      content_type: 'text/markdown',
      preview: 'true',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: 'pleroma:fakeid',
      uri: 'pleroma:fake_object_id',
      content: expect.stringContaining('<em>hi</em>'),
    })
    expect(app.starlingStore.statuses.size).toBe(before)
  })

  it.each([
    [{ status: '' }, 422, 'Cannot post an empty status without attachments'],
    [{ status: '   ', spoiler_text: '' }, 422, 'Cannot post an empty status without attachments'],
    [
      { status: 'x'.repeat(4999), spoiler_text: 'yy' },
      422,
      'The status is over the character limit',
    ],
    [{ status: 'x', in_reply_to_id: 'nope' }, 422, 'Cannot reply to a deleted status'],
    [
      { status: 'x', 'poll[options][]': ['a'], 'poll[expires_in]': '600' },
      422,
      'Poll must contain at least 2 options',
    ],
    [
      {
        status: 'x',
        'poll[options][]': Array.from({ length: 21 }, (_, i) => `o${i}`),
        'poll[expires_in]': '600',
      },
      422,
      "Poll can't contain more than 20 options",
    ],
    [
      { status: 'x', 'poll[options][]': ['a', 'b'.repeat(201)], 'poll[expires_in]': '600' },
      422,
      'Poll options cannot be longer than 200 characters each',
    ],
    [
      { status: 'x', 'poll[options][]': ['a', 'b'], 'poll[expires_in]': '31536001' },
      422,
      'Expiration date is too far in the future',
    ],
    [
      { status: 'x', 'poll[options][]': ['a', 'b'], 'poll[expires_in]': '-1' },
      422,
      'Expiration date is too soon',
    ],
    [{ status: 'x', 'poll[options][]': ['a', 'b'] }, 400, 'Missing field: expires_in.'],
    [{ status: 'x', visibility: 'everyone' }, 400, 'visibility - Invalid value for enum.'],
  ])('refuses %j with %i %s', async (fields, code, error) => {
    const res = await post(fields)
    expect(res.statusCode).toBe(code)
    expect(res.json().error).toBe(error)
  })

  it('refuses a body with neither status nor media, and anonymous writers', async () => {
    const empty = await post({ spoiler_text: 'x' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toEqual({ errors: { detail: 'Internal server error' } })
    const anon = await form(app, 'POST', '/api/v1/statuses', { status: 'x' }, {})
    expect(anon.statusCode).toBe(403)
    expect(anon.json()).toEqual({ error: 'Invalid credentials.' })
  })

  it('creates a poll from form or JSON fields within the limits', async () => {
    const res = await postJson({
      status: 'Tea or coffee?',
      poll: { options: ['tea', 'coffee :bread:'], expires_in: 3600, multiple: true },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().poll).toMatchObject({
      expires_at: new Date(NOW.getTime() + 3_600_000).toISOString(),
      expired: false,
      multiple: true,
      options: [
        { title: 'tea', votes_count: 0 },
        { title: 'coffee :bread:', votes_count: 0 },
      ],
    })
    expect(res.json().poll.emojis.map((e: Json) => e.shortcode)).toEqual(['bread'])
  })
})

describe('replies', () => {
  it('threads a reply, copies the visibility and mentions the parent author', async () => {
    const parent = (await post({ status: 'followers only', visibility: 'private' }, alice)).json()
    const res = await post({ status: 'answer', in_reply_to_id: parent.id }, bob)
    const reply = res.json()
    expect(reply).toMatchObject({
      in_reply_to_id: parent.id,
      in_reply_to_account_id: parent.account.id,
      visibility: 'private',
    })
    expect(reply.pleroma.context).toBe(parent.pleroma.context)
    expect(reply.mentions.map((m: Json) => m.acct)).toEqual(['alice'])
    const context = await app.inject({ url: `/api/v1/statuses/${parent.id}/context`, headers: bob })
    expect(context.json().descendants.map((s: Json) => s.id)).toContain(reply.id)
  })

  it('keeps a reply to a direct message direct, with everyone it addressed', async () => {
    const dm = (await post({ status: '@bob @dave secret', visibility: 'direct' })).json()
    const wrong = await post({ status: 'oops', in_reply_to_id: dm.id, visibility: 'public' }, bob)
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json()).toEqual({ error: 'The message visibility must be direct' })
    const res = await post({ status: 'ok', in_reply_to_id: dm.id }, bob)
    expect(res.json().visibility).toBe('direct')
    expect(
      res
        .json()
        .mentions.map((m: Json) => m.acct)
        .sort(),
    ).toEqual(['alice', 'dave'])
  })

  it('refuses a reply to a post the author cannot see', async () => {
    const dm = (await post({ status: '@dave just you', visibility: 'direct' })).json()
    const res = await post({ status: 'peek', in_reply_to_id: dm.id }, bob)
    expect(res.json()).toEqual({ error: 'Cannot reply to a deleted status' })
  })
})

describe('editing', () => {
  it('edits own posts, keeps the poll, records history and the source', async () => {
    const spy = vi.spyOn(events, 'statusUpdated')
    const created = (
      await postJson({
        status: 'first *draft*',
        content_type: 'text/markdown',
        poll: { options: ['a', 'b'], expires_in: 600 },
      })
    ).json()
    const res = await form(
      app,
      'PUT',
      `/api/v1/statuses/${created.id}`,
      {
        status: 'second **take** #edited',
        content_type: 'text/markdown',
        spoiler_text: 'cw',
        'poll[options][]': ['x', 'y', 'z'],
        'poll[expires_in]': '60',
      },
      alice,
    )
    expect(res.statusCode).toBe(200)
    const edited = res.json()
    expect(edited.content).toContain('<strong>take</strong>')
    expect(edited.spoiler_text).toBe('cw')
    expect(edited.tags.map((t: Json) => t.name)).toEqual(['edited'])
    expect(edited.poll.options.map((o: Json) => o.title)).toEqual(['a', 'b'])
    expect(edited.edited_at).not.toBeNull()
    expect(spy).toHaveBeenCalledOnce()
    spy.mockRestore()
    const history = (
      await app.inject({ url: `/api/v1/statuses/${created.id}/history`, headers: alice })
    ).json()
    expect(history.map((v: Json) => v.content)).toEqual([created.content, edited.content])
    const source = (
      await app.inject({ url: `/api/v1/statuses/${created.id}/source`, headers: alice })
    ).json()
    expect(source).toEqual({
      id: created.id,
      text: 'second **take** #edited',
      spoiler_text: 'cw',
      content_type: 'text/markdown',
    })
  })

  it('lets only the author edit, and refuses an empty edit', async () => {
    const created = (await post({ status: 'mine' })).json()
    const other = await form(
      app,
      'PUT',
      `/api/v1/statuses/${created.id}`,
      { status: 'theirs' },
      bob,
    )
    expect(other.statusCode).toBe(403)
    expect(other.json()).toEqual({ error: 'Access denied' })
    const empty = await form(app, 'PUT', `/api/v1/statuses/${created.id}`, { status: '' }, alice)
    expect(empty.json()).toEqual({ error: 'Cannot post an empty status without attachments' })
    const missing = await form(app, 'PUT', '/api/v1/statuses/unknown', { status: 'x' }, alice)
    expect(missing.statusCode).toBe(404)
  })
})
