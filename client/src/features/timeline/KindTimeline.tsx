import type { TimelineKind, TimelineParams } from '../../api/endpoints/timelines'
import { useKindFetcher } from '../../state/timelines/useKindFetcher'
import { Timeline } from './Timeline'

/** Props of {@link KindTimeline}. */
export interface KindTimelineProps {
  kind: TimelineKind
  /** The store key ('tag:cats', 'list:12'...); a new key mounts a fresh timeline. */
  timelineKey: string
  /** The kind's own parameters (`tag`, `listId`...), compared by value; none by default. */
  fixed?: TimelineParams
  title: string
}

/**
 * A page's timeline of one kind with its fixed parameters (s1 §2 "Timelines"): the fetcher of
 * useKindFetcher (the kind's call plus the preference-driven query) in a {@link Timeline} with
 * the timeline-switching menu.
 */
export function KindTimeline({ kind, timelineKey, fixed, title }: KindTimelineProps) {
  const { fetchPage, signature } = useKindFetcher(kind, fixed)
  return (
    <Timeline
      key={timelineKey}
      timelineKey={timelineKey}
      fetchPage={fetchPage}
      querySignature={signature}
      title={title}
      switcher
    />
  )
}
