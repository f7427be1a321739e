import { afterEach, describe, expect, it, vi } from 'vitest'
import { seed } from './index'
import { startActivity } from './activity'
import { seedSocial } from './social'

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
    const acted = store.timeline.length - before + store.social.notifications.length - notes
    expect(acted).toBeGreaterThanOrEqual(10)
    expect(store.timeline.length).toBeGreaterThan(before)
    stop()
    const after = store.timeline.length
    vi.advanceTimersByTime(60_000)
    expect(store.timeline.length).toBe(after)
  })
})
