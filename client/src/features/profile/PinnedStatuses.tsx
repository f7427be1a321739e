import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchTimeline } from '../../api/endpoints/timelines'
import { StatusCard } from '../status'
import styles from './ProfilePage.module.css'
import { useLoad } from '../../state/load'

/**
 * A user's pinned statuses, shown above their statuses tab (s1 §2 "tabs statuses (with
 * pinned)"): one `GET /api/v1/accounts/:id/statuses?pinned=true` (s2 §7) per user. Nothing is
 * shown while loading, when there are none, or when the call fails (the timeline below still
 * shows the statuses).
 */
export function PinnedStatuses({ userId }: { userId: string }) {
  const { t } = useTranslation()
  const pinned = useLoad(userId, (signal) => fetchTimeline('pinned', { userId }, signal))
  useEffect(() => {
    if (pinned.status === 'error') console.warn('Pinned statuses not loaded', pinned.error)
  }, [pinned])
  const ids = pinned.status === 'ready' ? pinned.value.ids : []
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
