import { afterAll, describe, expect, it } from 'vitest'
import { buildServer } from '../app'
import { XSS_VECTORS } from './hostile'
import { signIn } from '../testing/posting'
import shared from '../../../../shared/xss/vectors.json' with { type: 'json' }

const app = buildServer({
  now: new Date('2025-05-01T12:00:00.000Z'),
  hostile: true,
  clientDist: '/nonexistent',
})
afterAll(() => app.close())

type Status = {
  content: string
  spoiler_text: string
  tags: { name: string }[]
  emojis: { url: string }[]
  poll: { options: { title: string }[] } | null
  card: { title: string; description: string } | null
  media_attachments: { description: string }[]
  account: {
    acct: string
    display_name: string
    note: string
    fields: { name: string; value: string }[]
  }
}

/** Every hostile status (they are all tagged #xsstest). */
async function hostileStatuses(): Promise<Status[]> {
  const out: Status[] = []
  let url: string | undefined = '/api/v1/timelines/tag/xsstest?limit=40'
  while (url) {
    const res: { body: string; headers: Record<string, unknown> } = await app.inject(url)
    const page = JSON.parse(res.body) as Status[]
    out.push(...page)
    url = page.length
      ? /<http:\/\/[^/]+([^>]+)>; rel="next"/.exec(String(res.headers.link))?.[1]
      : undefined
  }
  return out
}

describe('hostile mode', () => {
  it('keeps every shared vector and adds its own', () => {
    for (const v of shared.vectors) expect(XSS_VECTORS).toContain(v)
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(shared.vectors.length + 3)
  })

  it('carries every vector in every server-provided text field', async () => {
    const statuses = await hostileStatuses()
    for (const v of XSS_VECTORS) {
      expect(statuses.some((s) => s.content.includes(v))).toBe(true)
      expect(statuses.some((s) => s.spoiler_text === v)).toBe(true)
      expect(statuses.some((s) => s.poll?.options.some((o) => o.title === v))).toBe(true)
      expect(statuses.some((s) => s.card?.title === v && s.card.description === v)).toBe(true)
      expect(statuses.some((s) => s.media_attachments.some((m) => m.description === v))).toBe(true)
      expect(
        statuses.some((s) => s.account.display_name.includes(v) && s.account.note.includes(v)),
      ).toBe(true)
      expect(
        statuses.some((s) => s.account.fields.some((f) => f.name === v && f.value === v)),
      ).toBe(true)
    }
    const urls = statuses.flatMap((s) => s.emojis.map((e) => e.url))
    expect(urls.some((u) => u.startsWith('javascript:'))).toBe(true)
    expect(urls.some((u) => u.startsWith('data:'))).toBe(true)
  })

  it('makes the hostile posts the newest on the local public timeline, each tagged #xsstest', async () => {
    const res = await app.inject('/api/v1/timelines/public?local=true&limit=40')
    const page = JSON.parse(res.body) as Status[]
    for (const s of page) expect(s.tags.map((t) => t.name)).toContain('xsstest')
  })

  it("gives alice xss1's chat, newest and read, with every vector in its messages", async () => {
    const alice = await signIn(app, 'alice')
    const chats = (await app.inject({ url: '/api/v1/pleroma/chats', headers: alice })).json() as {
      id: string
      unread: number
      account: { acct: string }
    }[]
    expect(chats.map((c) => [c.account.acct, c.unread])).toEqual([
      ['xss1', 0],
      ['bob', 2],
      ['carol', 0],
    ])
    type Message = {
      content: string
      emojis: { url: string }[]
      attachment: { description: string } | null
    }
    const messages: Message[] = []
    for (const query of ['limit=40', `limit=40&offset=0&max_id=`]) {
      const last = messages.length ? (messages.at(-1) as unknown as { id: string }).id : ''
      const url = `/api/v1/pleroma/chats/${chats[0]?.id}/messages?${query}${query.endsWith('=') ? last : ''}`
      messages.push(...((await app.inject({ url, headers: alice })).json() as Message[]))
    }
    expect(messages).toHaveLength(XSS_VECTORS.length)
    for (const v of XSS_VECTORS) expect(messages.some((m) => m.content.includes(v))).toBe(true)
    expect(messages.some((m) => m.attachment?.description === XSS_VECTORS[0])).toBe(true)
    expect(messages.every((m) => m.emojis.some((e) => e.url.startsWith('javascript:')))).toBe(true)
  })
})
