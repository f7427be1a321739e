import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useLists } from '../../state/lists'
import { KindTimeline } from '../timeline'

/**
 * A list's timeline, route lists-timeline `/lists/:id` (s1 §2; timeline kind list): statuses
 * from `GET /api/v1/timelines/list/:id` (s2 §7) with every timeline rule (polling, held new
 * posts, paging), titled with the list's title once the lists are known.
 */
export default function ListTimelinePage() {
  const { t } = useTranslation()
  const id = useParams().id ?? ''
  const title = useLists((state) => state.lists.find((list) => list.id === id)?.title)
  const fixed = useMemo(() => ({ listId: id }), [id])
  return (
    <KindTimeline
      kind="list"
      timelineKey={`list:${id}`}
      fixed={fixed}
      title={title ?? t('lists.list')}
    />
  )
}
