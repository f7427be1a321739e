/**
 * Relative time (s1 §9): "now" below 1 s, then seconds, minutes, hours, days, weeks (7 days),
 * months (30 days) and years (365.25 days). Each step counts whole units, rounded down.
 * Formatting uses Intl.RelativeTimeFormat in the given language.
 */

/** The unit of a relative time; 'now' has value 0. */
export type RelativeUnit = 'now' | 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year'

/** A relative time: `value` whole units, negative in the past, positive in the future. */
export interface RelativeTime {
  value: number
  unit: RelativeUnit
}

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const WEEK = 7 * DAY
const MONTH = 30 * DAY
const YEAR = 365.25 * DAY

/** Each unit with its length in ms, the largest first. */
const STEPS: readonly (readonly [Exclude<RelativeUnit, 'now'>, number])[] = [
  ['year', YEAR],
  ['month', MONTH],
  ['week', WEEK],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
]

/**
 * The relative time of `when` (an ISO 8601 date-time, or ms since the epoch) seen at `now`
 * (ms since the epoch, or a Date). An unparsable date gives 'now'.
 */
export function relativeTime(when: string | number, now: number | Date): RelativeTime {
  const then = typeof when === 'number' ? when : Date.parse(when)
  const at = typeof now === 'number' ? now : now.getTime()
  if (Number.isNaN(then)) return { value: 0, unit: 'now' }
  const delta = then - at
  const distance = Math.abs(delta)
  for (const [unit, length] of STEPS) {
    if (distance >= length) {
      const count = Math.floor(distance / length)
      return { value: delta < 0 ? -count : count, unit }
    }
  }
  return { value: 0, unit: 'now' }
}

/**
 * How long ago `when` was, seen at `now` (same units as {@link relativeTime}): a time ahead of
 * `now` (a clock that has not ticked yet, or a server whose clock runs ahead) reads 'now'
 * (s1 §9). For the dates of posts, edits and notifications; a poll's end keeps its future.
 */
export function timeAgo(when: string | number, now: number | Date): RelativeTime {
  const time = relativeTime(when, now)
  return time.value > 0 ? { value: 0, unit: 'now' } : time
}

const formatters = new Map<string, Intl.RelativeTimeFormat>()

/**
 * Formats a relative time in `language` (a BCP 47 tag or i18next code like `zh_Hant`):
 * "now", "5 minutes ago", "in 2 days". Formatters are cached per language.
 */
export function formatRelativeTime(time: RelativeTime, language: string): string {
  const tag = language.replace('_', '-')
  let formatter = formatters.get(tag)
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(tag, { numeric: 'auto', style: 'long' })
    formatters.set(tag, formatter)
  }
  return time.unit === 'now'
    ? formatter.format(0, 'second')
    : formatter.format(time.value, time.unit)
}
