/**
 * Poll results as visitors see them (s1 §4 "Polls": visitors see only results; percentages
 * are rounded whole numbers). Percentages are of the voters for multiple-choice polls when
 * the server gives `voters_count` (so they can add up to more than 100), else of the votes.
 */

/** The poll fields these rules read (s1 §3 Poll). */
export interface PollLike {
  options: readonly { title: string; votes_count: number }[]
  multiple: boolean
  expired: boolean
  expires_at: string | null
  votes_count: number
  voters_count: number | null
}

export interface PollOptionResult {
  title: string
  votes: number
  /** Whole-number percentage, 0..100 (0 when nobody voted). */
  percent: number
}

export interface PollResults {
  options: PollOptionResult[]
  /** What the percentages are of: number of voters or of votes. */
  total: number
  totalKind: 'voters' | 'votes'
  /** True when the server says so or the expiry time has passed. */
  ended: boolean
  /** Expiry as epoch ms, or null when the poll never ends or the date is unreadable. */
  endsAt: number | null
}

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0

/** Whole-number percentage `Math.round(votes / total * 100)`; 0 when total is 0. */
export function percentOf(votes: number, total: number): number {
  if (total <= 0) return 0
  return Math.round((votes / total) * 100)
}

/** Results of `poll` at time `nowMs` (epoch ms). Never throws on missing or hostile fields. */
export function pollResults(poll: PollLike, nowMs: number): PollResults {
  const voters = poll.voters_count
  const useVoters = poll.multiple && typeof voters === 'number' && Number.isFinite(voters)
  const total = useVoters ? count(voters) : count(poll.votes_count)
  const parsed = poll.expires_at ? Date.parse(poll.expires_at) : NaN
  const endsAt = Number.isNaN(parsed) ? null : parsed
  const given: readonly unknown[] = Array.isArray(poll.options) ? poll.options : []
  const options = given.map((item) => {
    const option = (item ?? {}) as { title?: unknown; votes_count?: unknown }
    const votes = count(option.votes_count)
    const title = typeof option.title === 'string' ? option.title : ''
    return { title, votes, percent: percentOf(votes, total) }
  })
  return {
    options,
    total,
    totalKind: useVoters ? 'voters' : 'votes',
    ended: poll.expired === true || (endsAt !== null && endsAt <= nowMs),
    endsAt,
  }
}
