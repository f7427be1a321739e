import { useCallback, useMemo } from 'react'
import { useEntities } from '../../state/entities'
import type { EntityState } from '../../entities/store'
import { distinctStatuses } from '../../state/timelines/timelineRules'

/**
 * `ids` (newest first) with each post once: a repeat and its original, or two repeats of one
 * post, keep the newest (state/timelines/timelineRules distinctStatuses). Re-renders only when
 * what the ids repeat changes.
 */
export function useDistinctStatuses(ids: readonly string[]): readonly string[] {
  const originsOf = useCallback(
    (state: EntityState) => ids.map((id) => state.statuses[id]?.retweeted_status ?? id).join(' '),
    [ids],
  )
  const origins = useEntities(originsOf)
  return useMemo(() => distinctStatuses(ids, origins.split(' ')), [ids, origins])
}
