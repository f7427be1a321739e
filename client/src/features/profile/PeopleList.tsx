import { useCallback, useRef, type ReactNode } from 'react'
import type { PeopleKind } from '../../api/endpoints/people'
import type { User } from '../../entities/types'
import { useUser } from '../../state/entities'
import { useLoadNearEnd } from '../../ui/useLoadNearEnd'
import { TimelineFooter, type FooterTexts } from '../timeline'
import { FollowCard } from './FollowCard'
import { usePeopleList } from './usePeopleList'
import styles from './ProfilePage.module.css'

const TEXTS: FooterTexts = {
  loading: 'profile.people_loading',
  loadError: 'profile.people_load_error',
  none: 'profile.no_people',
  noMore: 'profile.no_more_people',
  loadOlder: 'profile.load_more_people',
}

/** Props of {@link PeopleList}. */
export interface PeopleListProps {
  kind: PeopleKind
  userId: string
  /** Its tab is the one shown: only then does nearing the end load more. */
  active: boolean
  /** Accessible name of the list (the tab's label). */
  label: string
  /** What each card shows after its follow button (FollowCard's `extra`), per user. */
  renderExtra?: (user: User) => ReactNode
}

function Row({
  userId,
  renderExtra,
}: {
  userId: string
  renderExtra?: PeopleListProps['renderExtra']
}) {
  const user = useUser(userId)
  if (!user) return null
  return (
    <li>
      <FollowCard user={user} extra={renderExtra?.(user)} />
    </li>
  )
}

/**
 * A profile's followees or followers tab (s1 §2 "User profile"; s2 §7 "Accounts"): a follow card
 * per person, 20 a page through the Link header, the next page loaded within 750 px of the
 * bottom (s1 §9) or with the button, and the footer's states: loading, nobody, the end, the
 * error with a retry button (s2 §8 "Infinite list load errors").
 */
export function PeopleList({ kind, userId, active, label, renderExtra }: PeopleListProps) {
  const { state, loadMore } = usePeopleList(kind, userId)
  const footer = useRef<HTMLDivElement>(null)
  const near = useCallback(() => loadMore(), [loadMore])
  useLoadNearEnd(footer, active && !state.loading && !state.bottomedOut && !state.error, near)
  return (
    <section aria-label={label}>
      <ul className={styles.people} aria-busy={state.loading}>
        {state.ids.map((id) => (
          <Row key={id} userId={id} renderExtra={renderExtra} />
        ))}
      </ul>
      <div ref={footer} className={styles.peopleFooter}>
        <TimelineFooter
          loading={state.loading}
          error={state.error}
          bottomedOut={state.bottomedOut}
          empty={state.ids.length === 0}
          onLoadOlder={loadMore}
          onRetry={loadMore}
          texts={TEXTS}
        />
      </div>
    </section>
  )
}
