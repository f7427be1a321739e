import { useTranslation } from 'react-i18next'
import type { User } from '../../entities/types'
import { useUser } from '../../state/entities'
import { useSignedIn } from '../../state/session'
import { FollowButton, UserRow } from '../user-card'
import styles from './Search.module.css'

/** One person: the entity store's copy (relations update it), with the follow button. */
function Person({ user, signedIn }: { user: User; signedIn: boolean }) {
  const current = useUser(user.id) ?? user
  return (
    <li className={styles.item}>
      <UserRow user={current}>{signedIn && <FollowButton user={current} />}</UserRow>
    </li>
  )
}

/** The people tab (s1 §2 "Search"): each account as a user row, or "No results". */
export function PeopleResults({ users }: { users: readonly User[] }) {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  if (users.length === 0) return <p className={styles.message}>{t('search.no_results')}</p>
  return (
    <ul className={styles.list}>
      {users.map((user) => (
        <Person key={user.id} user={user} signedIn={signedIn} />
      ))}
    </ul>
  )
}
