/** One day (ms). */
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Average posts per day of a profile (s1 §9 "average per day is statuses over account age in
 * days, rounded up"): the account's age in days, itself rounded up (an account younger than a
 * day counts one day, never zero), divides the statuses, and the quotient is rounded up (an
 * account that posts at all averages at least 1, where Pleroma-FE's dailyAvg shows 0).
 * `createdAt` is an ISO date, `nowMs` epoch ms. Null when `createdAt` is unreadable.
 */
export function averagePerDay(
  statusesCount: number,
  createdAt: string,
  nowMs: number,
): number | null {
  const created = Date.parse(createdAt)
  if (Number.isNaN(created)) return null
  const days = Math.max(1, Math.ceil((nowMs - created) / DAY_MS))
  return Math.ceil(statusesCount / days)
}
