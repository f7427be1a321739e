import { useMemo } from 'react'
import { useParams } from 'react-router'
import { KindTimeline } from './KindTimeline'

/**
 * The hashtag timeline, route tag-timeline `/tag/:tag` (s1 §2), titled "#tag"; statuses from
 * `GET /api/v1/timelines/tag/:tag` (s2 §7). The tag is matched case-insensitively by the
 * server, so the timeline key uses its lower-case form.
 */
export default function TagTimelinePage() {
  const tag = useParams().tag ?? ''
  const fixed = useMemo(() => ({ tag }), [tag])
  return (
    <KindTimeline
      kind="tag"
      timelineKey={`tag:${tag.toLowerCase()}`}
      fixed={fixed}
      title={`#${tag}`}
    />
  )
}
