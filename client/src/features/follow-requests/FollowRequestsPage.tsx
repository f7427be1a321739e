import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Panel } from '../../ui/Panel'
import { Spinner } from '../../ui/Spinner'
import { UserAvatar } from '../../content/UserAvatar'
import { spokenName } from '../../content/names'
import { UserName } from '../../content/UserName'
import { FollowRequestButtons } from './FollowRequestButtons'
import { refreshFollowRequests, useFollowRequests } from '../../state/followRequests'
import styles from './FollowRequests.module.css'
import { useUser } from '../../state/entities'

/** One request: avatar, name, handle, approve and deny. */
function RequestRow({ userId }: { userId: string }) {
  const user = useUser(userId)
  if (!user) return null
  return (
    <li className={styles.item}>
      <UserAvatar user={user} />
      <span className={styles.who}>
        <UserName user={user} />
        <span className={styles.handle}>@{user.screen_name_ui}</span>
      </span>
      <FollowRequestButtons userId={user.id} name={spokenName(user)} />
    </li>
  )
}

/**
 * The follow requests page, route friend-requests /friend-requests (s1 §2; login only): the
 * accounts asking to follow, each with approve and deny. Fetches the list on mount; the
 * 10 s poll runs from the live module for locked accounts.
 */
export default function FollowRequestsPage() {
  const { t } = useTranslation()
  const headingId = useId()
  const userIds = useFollowRequests((s) => s.userIds)
  const loaded = useFollowRequests((s) => s.loaded)
  useEffect(() => {
    refreshFollowRequests().catch((error: unknown) => {
      console.warn('Fetching follow requests failed', error)
    })
  }, [])
  return (
    <Panel title={t('follow_requests.title')} level={1} headingId={headingId}>
      {!loaded && <Spinner label={t('follow_requests.loading')} />}
      {loaded && userIds.length === 0 && (
        <p className={styles.empty}>{t('follow_requests.none')}</p>
      )}
      <ul className={styles.list}>
        {userIds.map((id) => (
          <RequestRow key={id} userId={id} />
        ))}
      </ul>
    </Panel>
  )
}
