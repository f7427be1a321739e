import type { TimelineKind, TimelineParams } from '../../api/endpoints/timelines'
import { useInstance } from '../instance'
import { usePreference } from '../preferences/preferences'

/** Kinds under `/api/v1/timelines/`, the ones that take `reply_visibility` (s2 §7). */
const REPLY_FILTERED: ReadonlySet<TimelineKind> = new Set([
  'friends',
  'public',
  'publicAndExternal',
  'dms',
  'tag',
  'list',
])

/** What the query of a timeline depends on. */
export interface TimelineQueryInput {
  /** Preference replyVisibility (s1 §3). */
  replyVisibility: 'all' | 'following' | 'self'
  /** Instance option hideMutedPosts: muted posts are left out instead of shown collapsed. */
  hideMutedPosts: boolean
}

/**
 * The preference-driven query parameters of a timeline (s2 §7 "Timelines"): `with_muted=true`
 * unless the instance hides muted posts (muted posts then show collapsed, s1 §2), and
 * `reply_visibility` only when it is not 'all' and only for the timelines area.
 * (`only_media` and `local` come with the kind: 'media', 'public'.)
 */
export function timelineQuery(kind: TimelineKind, input: TimelineQueryInput): TimelineParams {
  const params: TimelineParams = {}
  if (!input.hideMutedPosts) params.with_muted = true
  if (input.replyVisibility !== 'all' && REPLY_FILTERED.has(kind)) {
    params.reply_visibility = input.replyVisibility
  }
  return params
}

/** A stable text for a query: a timeline whose query changes is fetched again from scratch. */
export function querySignature(params: TimelineParams): string {
  return JSON.stringify(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1)))
}

/** React: {@link timelineQuery} over the current preferences and instance options. */
export function useTimelineQuery(kind: TimelineKind): TimelineParams {
  const replyVisibility = usePreference('replyVisibility')
  const hideMutedPosts = useInstance((state) => state.config.hideMutedPosts)
  return timelineQuery(kind, { replyVisibility, hideMutedPosts })
}
