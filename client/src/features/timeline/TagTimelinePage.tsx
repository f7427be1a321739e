import { useMemo } from 'react'
import { useParams } from 'react-router'
import { timelinePageFetcher } from './fetchTimelinePage'
import { Timeline } from './Timeline'

/**
 * The hashtag timeline, route tag-timeline `/tag/:tag` (s1 §2), titled "#tag"; statuses from
 * `GET /api/v1/timelines/tag/:tag` (s2 §7). The tag is matched case-insensitively by the
 * server, so the timeline key uses its lower-case form.
 */
export default function TagTimelinePage() {
  const tag = useParams().tag ?? ''
  const key = `tag:${tag.toLowerCase()}`
  const fetchPage = useMemo(() => timelinePageFetcher('tag', { tag }), [tag])
  return <Timeline key={key} timelineKey={key} fetchPage={fetchPage} title={`#${tag}`} />
}
