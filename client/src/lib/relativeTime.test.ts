// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatRelativeTime, relativeTime, timeAgo } from './relativeTime'

const NOW = Date.parse('2024-06-01T12:00:00Z')
const ago = (ms: number): string => new Date(NOW - ms).toISOString()
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('relativeTime steps (s1 §9)', () => {
  it.each([
    [0, { value: 0, unit: 'now' }],
    [999, { value: 0, unit: 'now' }],
    [SECOND, { value: -1, unit: 'second' }],
    [59 * SECOND, { value: -59, unit: 'second' }],
    [MINUTE, { value: -1, unit: 'minute' }],
    [59 * MINUTE + 59 * SECOND, { value: -59, unit: 'minute' }],
    [HOUR, { value: -1, unit: 'hour' }],
    [23 * HOUR, { value: -23, unit: 'hour' }],
    [DAY, { value: -1, unit: 'day' }],
    [6 * DAY, { value: -6, unit: 'day' }],
    [7 * DAY, { value: -1, unit: 'week' }],
    [29 * DAY, { value: -4, unit: 'week' }],
    [30 * DAY, { value: -1, unit: 'month' }],
    [365 * DAY, { value: -12, unit: 'month' }],
    [365.25 * DAY, { value: -1, unit: 'year' }],
    [3 * 365.25 * DAY, { value: -3, unit: 'year' }],
  ])('%i ms ago gives %j', (ms, expected) => {
    expect(relativeTime(ago(ms), NOW)).toEqual(expected)
  })

  it('counts future times as positive', () => {
    expect(relativeTime(new Date(NOW + 2 * HOUR).toISOString(), new Date(NOW))).toEqual({
      value: 2,
      unit: 'hour',
    })
  })

  it('treats an unreadable date as now', () => {
    expect(relativeTime('not a date', NOW)).toEqual({ value: 0, unit: 'now' })
  })
})

describe('formatRelativeTime', () => {
  it('formats in the given language', () => {
    expect(formatRelativeTime({ value: 0, unit: 'now' }, 'en')).toBe('now')
    expect(formatRelativeTime({ value: -5, unit: 'minute' }, 'en')).toBe('5 minutes ago')
    expect(formatRelativeTime({ value: -5, unit: 'minute' }, 'de')).toBe('vor 5 Minuten')
    expect(formatRelativeTime({ value: 3, unit: 'day' }, 'en')).toBe('in 3 days')
  })
})

describe('timeAgo (s1 §9: a time ahead of the clock reads now)', () => {
  it('reads a future time as now', () => {
    expect(timeAgo(new Date(NOW + 13 * SECOND).toISOString(), NOW)).toEqual({
      value: 0,
      unit: 'now',
    })
  })

  it('keeps past times as relativeTime counts them', () => {
    expect(timeAgo(ago(5 * MINUTE), NOW)).toEqual({ value: -5, unit: 'minute' })
  })
})
