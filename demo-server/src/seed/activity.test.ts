import { afterEach, describe, expect, it, vi } from 'vitest'
import { chatsOf, refsOf, unreadCount } from '../model/operations/chats'
import { findAccount } from '../model/store'
import type { Store } from '../model/store'
import { startActivity } from './activity'
import { seedChats } from './chats'
import { seed } from './index'
import { seedSocial } from './social'

/** How many chat messages alice has, and how many of them she has not read. */
function aliceChats(store: Store): { messages: number; unread: number } {
  const chats = chatsOf(store, findAccount(store, 'alice')?.id ?? '')
  return {
    messages: chats.reduce((n, c) => n + refsOf(store, c).length, 0),
    unread: chats.reduce((n, c) => n + unreadCount(store, c), 0),
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('activity switch', () => {
  it('acts every 5 to 8 s: new posts land on the timeline, and stopping ends it', () => {
    vi.useFakeTimers({ now: new Date('2025-05-01T12:00:00Z') })
    const store = seed({ now: new Date('2025-05-01T12:00:00Z') })
    seedSocial(store, new Date('2025-05-01T12:00:00Z'))
    const before = store.timeline.length
    const notes = store.social.notifications.length
    const stop = startActivity(store)
    vi.advanceTimersByTime(4_999)
    expect(store.timeline.length + store.social.notifications.length).toBe(before + notes)
    vi.advanceTimersByTime(80_000 - 4_999)
    const acted =
      store.timeline.length -
      before +
      store.social.notifications.length -
      notes +
      aliceChats(store).messages
    expect(acted).toBeGreaterThanOrEqual(10)
    expect(store.timeline.length).toBeGreaterThan(before)
    stop()
    const after = store.timeline.length
    vi.advanceTimersByTime(60_000)
    expect(store.timeline.length).toBe(after)
  })

  it('has seeded people write alice chat messages, unread for her', () => {
    vi.useFakeTimers({ now: new Date('2025-05-01T12:00:00Z') })
    const store = seed({ now: new Date('2025-05-01T12:00:00Z') })
    seedChats(store, new Date('2025-05-01T12:00:00Z'), false)
    const before = aliceChats(store)
    const stop = startActivity(store)
    vi.advanceTimersByTime(300_000)
    stop()
    const after = aliceChats(store)
    expect(after.messages).toBeGreaterThan(before.messages)
    expect(after.unread - before.unread).toBe(after.messages - before.messages)
  })
})
