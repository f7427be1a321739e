import { useMemo } from 'react'
import type { TimelineKind, TimelineParams } from '../../api/endpoints/timelines'
import { timelinePageFetcher } from './fetchTimelinePage'
import { querySignature, useTimelineQuery } from './timelineQuery'
import type { FetchPage } from './useTimelineFetcher'

/**
 * The `FetchPage` of a timeline kind with its fixed parameters (`tag`, `userId`...) plus the
 * preference-driven query (timelineQuery.ts), and the query's signature for `<Timeline>`.
 * `fixed` is compared by value.
 */
export function useKindFetcher(
  kind: TimelineKind,
  fixed: TimelineParams = {},
): { fetchPage: FetchPage; signature: string } {
  const query = useTimelineQuery(kind)
  const signature = querySignature({ ...fixed, ...query })
  // The signature is the sorted entries of the parameters: rebuilt from it, the fetcher changes
  // only when a value does.
  const fetchPage = useMemo(() => {
    const entries = JSON.parse(signature) as [string, unknown][]
    return timelinePageFetcher(kind, Object.fromEntries(entries))
  }, [kind, signature])
  return { fetchPage, signature }
}
