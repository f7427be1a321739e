import { describe, expect, it } from 'vitest'
import { compareIds } from '../lib/ids'
import { acctOf } from '../model/store'
import type { StatusRecord } from '../model/records'
import type { Store } from '../model/store'
import { seed } from './index'

const NOW = new Date('2025-05-01T12:00:00.000Z')

/** Depth of the reply chain above a status (0 for a top-level post). */
function depth(store: Store, s: StatusRecord): number {
  let d = 0
  let cur: StatusRecord | undefined = s
  while (cur?.in_reply_to_id) {
    cur = store.statuses.get(cur.in_reply_to_id)
    d++
  }
  return d
}

describe('seed', () => {
  const store = seed({ now: NOW })

  it('is deterministic for a fixed clock', () => {
    const again = seed({ now: NOW })
    const digest = (s: Store) =>
      s.timeline.map((x) => `${x.id}|${x.account_id}|${x.content}|${x.visibility}`)
    expect(digest(again)).toEqual(digest(store))
    expect([...again.accounts.keys()]).toEqual([...store.accounts.keys()])
    expect([...again.files.keys()]).toEqual([...store.files.keys()])
  })

  it('has at least 20 local and remote accounts with the named local ones', () => {
    const accounts = [...store.accounts.values()]
    expect(accounts.length).toBeGreaterThanOrEqual(20)
    expect(accounts.some((a) => a.host)).toBe(true)
    const byName = new Map(accounts.map((a) => [acctOf(a), a]))
    expect(byName.get('bob')?.locked).toBe(true)
    expect(byName.get('admin')?.is_admin).toBe(true)
    expect(byName.get('moderator')?.is_moderator).toBe(true)
    expect(byName.get('carol')).toBeDefined()
    expect(byName.get('frank')?.moved_to_id).toBe(byName.get('frank@birds.example')?.id)
    expect(accounts.some((a) => a.bot)).toBe(true)
    expect(accounts.some((a) => a.host?.startsWith('xn--'))).toBe(true)
  })

  it('has 300+ statuses over the three weeks before now, newest close to now', () => {
    expect(store.statuses.size).toBeGreaterThanOrEqual(300)
    const times = store.timeline.map((s) => s.created_at.getTime())
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime())
    expect(NOW.getTime() - Math.max(...times)).toBeLessThan(10 * 60_000)
    expect(NOW.getTime() - Math.min(...times)).toBeGreaterThan(14 * 86_400_000)
  })

  it('mints 18-character FlakeIds that sort by creation time', () => {
    const list = [...store.statuses.values()].sort((a, b) => compareIds(a.id, b.id))
    for (const s of list) expect(s.id).toMatch(/^[0-9A-Za-z]{18}$/)
    for (let i = 1; i < list.length; i++) {
      expect((list[i] as StatusRecord).created_at.getTime()).toBeGreaterThanOrEqual(
        (list[i - 1] as StatusRecord).created_at.getTime(),
      )
    }
  })

  it('has a thread at least 8 replies deep', () => {
    const deepest = Math.max(...[...store.statuses.values()].map((s) => depth(store, s)))
    expect(deepest).toBeGreaterThanOrEqual(8)
  })

  it('covers every visibility and the rich content kinds', () => {
    const all = [...store.statuses.values()]
    for (const v of ['public', 'unlisted', 'private', 'direct'])
      expect(all.some((s) => s.visibility === v)).toBe(true)
    const now = NOW.getTime()
    expect(all.some((s) => s.poll && s.poll.expires_at.getTime() > now && !s.poll.multiple)).toBe(
      true,
    )
    expect(all.some((s) => s.poll && s.poll.expires_at.getTime() <= now)).toBe(true)
    expect(all.some((s) => s.poll?.multiple)).toBe(true)
    expect(all.some((s) => s.spoiler_text !== '')).toBe(true)
    expect(all.some((s) => s.reblog_of_id)).toBe(true)
    expect(all.some((s) => s.card?.image)).toBe(true)
    expect(all.some((s) => s.media.length > 0 && s.sensitive)).toBe(true)
    expect(all.some((s) => s.quote_id)).toBe(true)
    expect(
      all.some((s) => s.content.includes('<span class="h-card"><a class="u-url mention"')),
    ).toBe(true)
    expect(all.some((s) => s.content.includes('<a class="hashtag" data-tag="'))).toBe(true)
    expect(all.some((s) => s.emojis.length > 0 && /:[a-z_]+:/.test(s.content))).toBe(true)
    expect(all.some((s) => s.content.includes('&gt;be me'))).toBe(true)
  })

  it('serves the artwork it references', () => {
    for (const s of store.statuses.values()) {
      for (const m of s.media) expect(store.files.has(m.url.replace('@@ORIGIN@@', ''))).toBe(true)
    }
    for (const a of store.accounts.values())
      expect(store.files.has(a.avatar.replace('@@ORIGIN@@', ''))).toBe(true)
  })
})
