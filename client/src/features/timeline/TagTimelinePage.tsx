import { useMemo } from 'react'
import { useParams } from 'react-router'
import { Timeline } from './Timeline'
import { useKindFetcher } from '../../state/timelines/useKindFetcher'

/**
 * The hashtag timeline, route tag-timeline `/tag/:tag` (s1 §2), titled "#tag"; statuses from
 * `GET /api/v1/timelines/tag/:tag` (s2 §7). The tag is matched case-insensitively by the
 * server, so the timeline key uses its lower-case form.
 */
export default function TagTimelinePage() {
  const tag = useParams().tag ?? ''
  const key = `tag:${tag.toLowerCase()}`
  const fixed = useMemo(() => ({ tag }), [tag])
  const { fetchPage, signature } = useKindFetcher('tag', fixed)
  return (
    <Timeline
      key={key}
      timelineKey={key}
      fetchPage={fetchPage}
      querySignature={signature}
      title={`#${tag}`}
      switcher
    />
  )
}
