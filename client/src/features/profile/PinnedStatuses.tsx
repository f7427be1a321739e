import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchTimeline } from '../../api/endpoints/timelines'
import { entityStore } from '../../entities/store'
import { StatusCard } from '../status/StatusCard'
import styles from './ProfilePage.module.css'

/**
 * A user's pinned statuses, shown above their statuses tab (s1 §2 "tabs statuses (with
 * pinned)"): one `GET /api/v1/accounts/:id/statuses?pinned=true` (s2 §7) per user. Nothing is
 * shown while loading, when there are none, or when the call fails (the timeline below still
 * shows the statuses).
 */
export function PinnedStatuses({ userId }: { userId: string }) {
  const { t } = useTranslation()
  const [pinned, setPinned] = useState<{ userId: string; ids: string[] } | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    fetchTimeline('pinned', { userId }, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return
        entityStore.getState().importBatch(page.batch)
        setPinned({ userId, ids: page.ids })
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Pinned statuses not loaded', error)
      },
    )
    return () => controller.abort()
  }, [userId])
  const ids = pinned?.userId === userId ? pinned.ids : []
  if (ids.length === 0) return null
  return (
    <section className={styles.pinned} aria-label={t('profile.pinned')}>
      {ids.map((id) => (
        <div key={id} className={styles.pinnedItem}>
          <StatusCard statusId={id} />
        </div>
      ))}
    </section>
  )
}
