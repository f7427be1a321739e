import {
  fetchTimeline,
  type TimelineKind,
  type TimelineParams,
} from '../../api/endpoints/timelines'
import type { FetchPage } from './useTimelineFetcher'
import { load } from '../load'

/**
 * A `FetchPage` over `GET` of the timeline `kind` (s2 §7 "Timelines"): each page's statuses
 * and users go into the entity store; the timeline keeps the ids and the Link header's
 * `max_id` for the next older page (PLEROMA-API §1.9). `fixed` adds the kind's own parameters
 * (`tag` for 'tag'...).
 * @throws what `fetchTimeline` throws (ApiError, NetworkError), when the returned function runs.
 */
export function timelinePageFetcher(kind: TimelineKind, fixed: TimelineParams = {}): FetchPage {
  return async (params, signal) => {
    const page = await load(
      (joined) => fetchTimeline(kind, { ...fixed, ...params }, joined),
      signal,
    )
    return { ids: page.ids, nextMaxId: page.links.next?.max_id ?? null }
  }
}
