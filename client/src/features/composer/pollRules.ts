/**
 * Poll form rules (s1 §5 "Poll", s1 §4 "Poll expiry units", s1 §9 poll limits). Expiry is kept
 * in seconds; the form shows it in minutes, hours or days.
 */
import type { PollLimits } from '../../state/instance'

/** Expiry units with their length in seconds. */
export const EXPIRY_UNITS = { minutes: 60, hours: 3600, days: 86400 } as const
export type ExpiryUnit = keyof typeof EXPIRY_UNITS

/** s1 §5: default single choice, 10 minutes (in seconds). */
export const DEFAULT_POLL_EXPIRY_S = 600

/** The poll part of a composer draft (s1 §3 "Composer draft"). */
export interface PollDraft {
  options: string[]
  multiple: boolean
  /** Seconds. */
  expiresIn: number
  /** Unit the expiry is shown in. */
  unit: ExpiryUnit
}

/** A fresh poll: two empty options, single choice, 10 minutes. */
export function emptyPoll(): PollDraft {
  return { options: ['', ''], multiple: false, expiresIn: DEFAULT_POLL_EXPIRY_S, unit: 'minutes' }
}

/** Units offered: those of which the maximum expiry allows at least 1 (s1 §5). */
export function availableUnits(limits: PollLimits): ExpiryUnit[] {
  return (Object.keys(EXPIRY_UNITS) as ExpiryUnit[]).filter(
    (unit) => limits.max_expiration >= EXPIRY_UNITS[unit],
  )
}

/** The smallest and largest amount of `unit` within the limits (whole units, s1 §5). */
export function unitBounds(limits: PollLimits, unit: ExpiryUnit): { min: number; max: number } {
  const size = EXPIRY_UNITS[unit]
  const min = Math.max(1, Math.ceil(limits.min_expiration / size))
  const max = Math.max(min, Math.floor(limits.max_expiration / size))
  return { min, max }
}

/**
 * The expiry in seconds for `amount` of `unit`, clamped between the instance's minimum and
 * maximum converted to that unit (s1 §5). A non-number amount counts as the minimum.
 */
export function clampExpiry(amount: number, unit: ExpiryUnit, limits: PollLimits): number {
  const { min, max } = unitBounds(limits, unit)
  const whole = Number.isFinite(amount) ? Math.round(amount) : min
  return Math.min(max, Math.max(min, whole)) * EXPIRY_UNITS[unit]
}

/** The amount shown for `seconds` in `unit` (rounded to a whole number). */
export function amountIn(seconds: number, unit: ExpiryUnit): number {
  return Math.round(seconds / EXPIRY_UNITS[unit])
}

/** True when at least 2 non-empty, distinct options exist (s1 §5 polls.not_enough_options). */
export function hasEnoughOptions(options: readonly string[]): boolean {
  const distinct = new Set(options.map((o) => o.trim()).filter((o) => o !== ''))
  return distinct.size >= 2
}

/** Whether another option may be added (max_options) and options deleted (only above 2). */
export function optionRules(count: number, limits: PollLimits): { add: boolean; remove: boolean } {
  return { add: count < limits.max_options, remove: count > 2 }
}
