import { describe, expect, it } from 'vitest'
import { compareIds } from '../../lib/ids'
import {
  emptyTimeline,
  olderCursor,
  removeStatuses,
  shouldReload,
  sortNewestFirst,
  timelineReducer,
  type TimelineAction,
  type TimelineState,
  distinctStatuses,
} from './timelineRules'

/** Ids '100'..'999': same length, so they order as numbers. */
function ids(from: number, to: number): string[] {
  const out: string[] = []
  for (let n = from; n >= to; n -= 1) out.push(String(n))
  return out
}

function run(...actions: TimelineAction[]): TimelineState {
  return actions.reduce(timelineReducer, emptyTimeline())
}

const first = (list: string[]): TimelineAction => ({
  type: 'received',
  direction: 'initial',
  ids: list,
})
const poll = (list: string[]): TimelineAction => ({
  type: 'received',
  direction: 'newer',
  ids: list,
})
const older = (list: string[], nextMaxId?: string): TimelineAction => ({
  type: 'received',
  direction: 'older',
  ids: list,
  nextMaxId,
})

describe('compareIds (PLEROMA-API §1.8: length, then code points)', () => {
  it('orders FlakeIds byte-wise, not by locale', () => {
    expect(compareIds('AIW4bHoICoZ9CsRTW4', '9hptFmUF3ztxYh3Svg')).toBeGreaterThan(0)
    expect(compareIds('9hptFmUF3ztxYh3Svg', '9hptFmUF3ztxYh3SvG')).toBeGreaterThan(0)
  })
  it('puts shorter legacy ids before longer ones', () => {
    expect(compareIds('12345', '9hptFmUF3ztxYh3Svg')).toBeLessThan(0)
    expect(compareIds('99', '100')).toBeLessThan(0)
    expect(compareIds('100', '100')).toBe(0)
  })
  it('sorts newest first without duplicates', () => {
    expect(sortNewestFirst(['99', '101', '100', '101'])).toEqual(['101', '100', '99'])
  })
})

describe('timelineReducer (s1 §4 "Timeline")', () => {
  it('fills statuses and visible with the first fetch', () => {
    const state = run({ type: 'fetchStarted', direction: 'initial' }, first(ids(120, 101)))
    expect(state.visibleStatuses).toEqual(ids(120, 101))
    expect(state.statuses).toEqual(ids(120, 101))
    expect(state.loading).toBe(false)
    expect(state.newStatusCount).toBe(0)
    expect(state.maxId).toBe('120')
    expect(state.minId).toBe('101')
    expect(state.minVisibleId).toBe('101')
  })

  it('marks loading while the first or an older page is fetched, not during a poll', () => {
    expect(run({ type: 'fetchStarted', direction: 'initial' }).loading).toBe(true)
    expect(run(first(['101']), { type: 'fetchStarted', direction: 'newer' }).loading).toBe(false)
  })

  it('holds polled statuses behind "show new" and counts them', () => {
    const state = run(first(ids(110, 101)), poll(['113', '112', '111']))
    expect(state.visibleStatuses).toEqual(ids(110, 101))
    expect(state.statuses).toEqual(ids(113, 101))
    expect(state.newStatusCount).toBe(3)
    expect(state.maxId).toBe('113')
    expect(state.flushMarker).toBeNull()
  })

  it('keeps counting across polls and ignores duplicates', () => {
    const state = run(first(ids(110, 101)), poll(['112', '111']), poll(['113', '112', '110']))
    expect(state.newStatusCount).toBe(3)
    expect(state.statuses).toEqual(ids(113, 101))
  })

  it('shows the newest 50 when new statuses are shown', () => {
    const state = run(first(ids(110, 101)), poll(ids(160, 111)), { type: 'showNew' })
    expect(state.visibleStatuses).toEqual(ids(160, 111))
    expect(state.visibleStatuses).toHaveLength(50)
    expect(state.newStatusCount).toBe(0)
    expect(state.minVisibleId).toBe('111')
    expect(olderCursor(state)).toBe('111')
  })

  it('shows every held status when fewer than 50 in all', () => {
    const state = run(first(ids(110, 101)), poll(['112', '111']), { type: 'showNew' })
    expect(state.visibleStatuses).toEqual(ids(112, 101))
    expect(state.newStatusCount).toBe(0)
  })

  it('queues a flush when a poll returns 20 or more on a non-empty timeline', () => {
    const nineteen = run(first(ids(110, 101)), poll(ids(129, 111)))
    expect(shouldReload(nineteen)).toBe(false)
    const twenty = run(first(ids(110, 101)), poll(ids(130, 111)))
    expect(shouldReload(twenty)).toBe(true)
    expect(twenty.newStatusCount).toBe(20)
  })

  it('does not queue a flush for a full first page', () => {
    expect(shouldReload(run(first(ids(120, 101))))).toBe(false)
    expect(shouldReload(run(poll(ids(120, 101))))).toBe(false)
  })

  it('clears everything, the flush marker too', () => {
    const state = run(first(ids(110, 101)), poll(ids(130, 111)), { type: 'clear' })
    expect(state).toEqual(emptyTimeline())
  })

  it('appends older statuses and follows the Link cursor', () => {
    const state = run(first(ids(120, 111)), older(ids(110, 101), '101'))
    expect(state.visibleStatuses).toEqual(ids(120, 101))
    expect(state.minId).toBe('101')
    expect(olderCursor(state)).toBe('101')
    expect(state.bottomedOut).toBe(false)
  })

  it('ignores duplicates in an older page', () => {
    const state = run(first(ids(120, 111)), older(['112', '111', '110']))
    expect(state.visibleStatuses).toEqual(ids(120, 110))
  })

  it('bottoms out on an empty older page', () => {
    const state = run(first(ids(120, 111)), older([]))
    expect(state.bottomedOut).toBe(true)
    expect(state.visibleStatuses).toEqual(ids(120, 111))
  })

  it('goes on after a page whose every item was unusable when its Link header moved on', () => {
    const state = run(first(ids(120, 111)), older([], '90'))
    expect(state.bottomedOut).toBe(false)
    expect(olderCursor(state)).toBe('90')
    expect(run(first(ids(120, 111)), older([], '90'), older([], '90')).bottomedOut).toBe(true)
  })

  it('is empty and bottomed out when the first page is empty', () => {
    const state = run(first([]))
    expect(state.bottomedOut).toBe(true)
    expect(state.loaded).toBe(true)
    expect(state.visibleStatuses).toEqual([])
  })

  it('keeps the error of a failed page for the retry button, but not of a poll', () => {
    const failed = run(
      { type: 'fetchStarted', direction: 'initial' },
      { type: 'fetchFailed', direction: 'initial', message: 'boom' },
    )
    expect(failed.error).toBe('boom')
    expect(failed.loading).toBe(false)
    const polled = run(first(['101']), { type: 'fetchFailed', direction: 'newer', message: 'x' })
    expect(polled.error).toBeNull()
  })

  it('orders mixed-length ids as Pleroma does', () => {
    const state = run(first(['9hptFmUF3ztxYh3Svg', '12345']), poll(['AIW4bHoICoZ9CsRTW4']), {
      type: 'showNew',
    })
    expect(state.visibleStatuses).toEqual(['AIW4bHoICoZ9CsRTW4', '9hptFmUF3ztxYh3Svg', '12345'])
  })
})

describe('removeStatuses (s1 §4 "Follow button": unfollow removes the statuses from home)', () => {
  it('drops held and visible ids and keeps counts and bounds consistent', () => {
    const state = run(first(ids(110, 101)), poll(['112', '111']))
    const after = removeStatuses(state, new Set(['112', '110', '101']))
    expect(after.statuses).toEqual(['111', ...ids(109, 102)])
    expect(after.visibleStatuses).toEqual(ids(109, 102))
    expect(after.newStatusCount).toBe(1)
    expect(after.maxId).toBe('111')
    expect(after.minId).toBe('102')
    expect(after.minVisibleId).toBe('102')
  })

  it('returns the same state when none of the ids is held', () => {
    const state = run(first(ids(105, 101)))
    expect(removeStatuses(state, new Set(['999']))).toBe(state)
    expect(timelineReducer(state, { type: 'remove', ids: new Set(['105']) }).statuses).toEqual(
      ids(104, 101),
    )
  })
})

describe('distinctStatuses (issue 11 item 10: a repeat and its original show once)', () => {
  it('keeps the newest appearance of each post', () => {
    // R9 repeats O1, R7 repeats O1 too; O5 stands alone.
    const ids = ['R9', 'O5', 'R7', 'O1']
    expect(distinctStatuses(ids, ['O1', 'O5', 'O1', 'O1'])).toEqual(['R9', 'O5'])
  })

  it('returns the same array when nothing repeats', () => {
    const ids = ['3', '2', '1']
    expect(distinctStatuses(ids, ids)).toBe(ids)
  })
})
