/**
 * `<RelativeTime iso />` and the shared clock behind it (s1 §9: relative times refresh every
 * 60 s, notification time-ago every 240 s; DECISIONS.md).
 */
import { useCallback, useState, useSyncExternalStore } from 'react'
import { useFixedT } from '../i18n/useFixedT'
import { dateTimeFormat, formatLocale } from '../i18n'
import { formatRelativeTime, timeAgo } from '../lib/relativeTime'

/** Refresh interval of relative times, ms (s1 §9). */
export const RELATIVE_TIME_INTERVAL_MS = 60_000
/** Refresh interval of notification time-ago, ms (s1 §9). */
export const NOTIFICATION_TIME_INTERVAL_MS = 240_000

interface Clock {
  now: number
  listeners: Set<() => void>
  timer: ReturnType<typeof setInterval> | null
}

/** One clock per interval, shared by every component using that interval. */
const clocks = new Map<number, Clock>()

function clockFor(intervalMs: number): Clock {
  let clock = clocks.get(intervalMs)
  if (!clock) {
    clock = { now: Date.now(), listeners: new Set(), timer: null }
    clocks.set(intervalMs, clock)
  }
  return clock
}

function subscribe(intervalMs: number, listener: () => void): () => void {
  const clock = clockFor(intervalMs)
  clock.listeners.add(listener)
  if (clock.timer === null) {
    // An old `now` stays: a component reads max(now, when it mounted) (useNow), and a new value
    // here would re-render every component that subscribes, right after it mounted (issue 20).
    // One ahead of the time (the system clock was set back) would show wrong times: renewed.
    const time = Date.now()
    if (clock.now > time) clock.now = time
    clock.timer = setInterval(() => {
      clock.now = Date.now()
      for (const notify of clock.listeners) notify()
    }, intervalMs)
  }
  return () => {
    clock.listeners.delete(listener)
    if (clock.listeners.size === 0 && clock.timer !== null) {
      clearInterval(clock.timer)
      // The clock stays in the map: a snapshot read between renders must stay the same value.
      clock.timer = null
    }
  }
}

/** How many shared timers run now (one per interval in use; for tests and diagnostics). */
export function activeClockCount(): number {
  return [...clocks.values()].filter((clock) => clock.timer !== null).length
}

/**
 * The current time in ms since the epoch, updated every `intervalMs` ms (default 60 000) by a
 * single timer shared by all components that use the same interval. The timer stops when the
 * last of them unmounts. Never earlier than the moment the component mounted: the shared tick
 * may be up to `intervalMs` old, and an item newer than it would otherwise be dated ahead
 * (issue 11 item 2).
 */
export function useNow(intervalMs: number = RELATIVE_TIME_INTERVAL_MS): number {
  // A stable subscribe function: a new one each render would resubscribe (and restart the clock).
  const subscribeToClock = useCallback(
    (listener: () => void) => subscribe(intervalMs, listener),
    [intervalMs],
  )
  const [mountedAt] = useState(Date.now)
  const tick = useSyncExternalStore(subscribeToClock, () => clockFor(intervalMs).now)
  return Math.max(tick, mountedAt)
}

/** Props of {@link RelativeTime}. */
export interface RelativeTimeProps {
  /** The moment shown, ISO 8601. */
  iso: string
  /** Refresh interval in ms: 60 000 (default) or 240 000 for notifications. */
  intervalMs?: number
  className?: string
}

/** The full date and time, the tooltip's format. */
const FULL_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short' }

/**
 * A `<time dateTime>` showing how long ago `iso` is ('now' when it is ahead of the clock), in the active language, with
 * the full date and time as its tooltip; refreshed by the shared clock.
 */
export function RelativeTime({
  iso,
  intervalMs = RELATIVE_TIME_INTERVAL_MS,
  className,
}: RelativeTimeProps) {
  useFixedT() // re-renders in the new language
  const now = useNow(intervalMs)
  const language = formatLocale()
  const date = new Date(iso)
  const full = Number.isNaN(date.getTime()) ? iso : dateTimeFormat(language, FULL_DATE).format(date)
  return (
    <time dateTime={iso} title={full} className={className}>
      {formatRelativeTime(timeAgo(iso, now), language)}
    </time>
  )
}
