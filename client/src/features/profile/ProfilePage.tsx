import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { useSession } from '../../state/session'
import type { User } from '../../entities/types'
import { Spinner } from '../../ui/Spinner'
import { Timeline } from '../timeline'
import { useKindFetcher } from '../../state/timelines/useKindFetcher'
import { PinnedStatuses } from './PinnedStatuses'
import { FullUserCard } from './FullUserCard'
import { PeopleList } from './PeopleList'
import { NoteEditor, RemoveFollowerButton, UserActions } from '../user-card'
import { profileTabs, selectedTab, type ProfileTab } from './profileTabs'
import { useProfileUser } from './useProfileUser'
import styles from './ProfilePage.module.css'
import { PanelBoundary } from '../../ui/ErrorBoundary'
import { TabList } from '../../ui/TabList'

const TAB_LABELS: Record<ProfileTab, string> = {
  statuses: 'profile.statuses',
  friends: 'profile.followees',
  followers: 'profile.followers',
  media: 'profile.media',
  favorites: 'profile.favorites',
}

/**
 * A user profile, routes user-profile `/users/:name`, external-user-profile `/users/$:id` and
 * legacy-user-profile `/:name` (s1 §2): a spinner while the user loads, 'profile does not
 * exist' for an unknown user (s2 §8), the loading error otherwise; then the full user card, the
 * tabs (`?tab=`, DECISIONS.md "Routes") and the tab's list.
 */
export default function ProfilePage() {
  const { t } = useTranslation()
  const name = useParams().name ?? ''
  const target = useMemo(() => (name.startsWith('$') ? { id: name.slice(1) } : { name }), [name])
  const state = useProfileUser(target)
  switch (state.status) {
    case 'loading':
      return (
        <div className={styles.message}>
          <Spinner label={t('profile.loading')} />
        </div>
      )
    case 'missing':
      return (
        <p role="alert" className={styles.message}>
          {t('profile.profile_does_not_exist')}
        </p>
      )
    case 'error':
      return (
        <p role="alert" className={styles.message}>
          {t('profile.profile_loading_error', { error: state.message })}
        </p>
      )
    case 'ready':
      return <ProfileView user={state.user} />
  }
}

/**
 * The full user card, the tab list and the tabs' lists of a loaded user. A tab once opened stays
 * mounted, parked out of sight (inert) while another is shown, so each list keeps what it
 * loaded; the window's scroll position is kept per tab and restored when it comes back.
 */
function ProfileView({ user }: { user: User }) {
  const { t } = useTranslation()
  const isViewer = useSession((session) => session.user) === user.id
  const [params, setParams] = useSearchParams()
  const tabs = profileTabs(user, isViewer)
  const tab = selectedTab(params.get('tab'), tabs)
  const scrolls = useRef(new Map<ProfileTab, number>())
  const [visited, setVisited] = useState<readonly ProfileTab[]>([tab])
  if (!visited.includes(tab)) setVisited([...visited, tab])

  useLayoutEffect(() => {
    window.scrollTo({ top: scrolls.current.get(tab) ?? 0 })
  }, [tab])

  const choose = (next: ProfileTab) => {
    scrolls.current.set(tab, window.scrollY)
    setParams(next === 'statuses' ? {} : { tab: next }, { preventScrollReset: true })
  }

  return (
    <div className={styles.profile}>
      <PanelBoundary name={`profile header ${user.id}`}>
        <FullUserCard
          user={user}
          actions={<UserActions user={user} />}
          note={<NoteEditor user={user} />}
        />
      </PanelBoundary>
      <TabList
        tabs={tabs}
        current={tab}
        label={t('profile.tabs')}
        idPrefix="profile"
        labelOf={(name) => t(TAB_LABELS[name])}
        onChoose={choose}
      />
      <div className={styles.panels}>
        {tabs
          .filter((name) => visited.includes(name))
          .map((name) => (
            <div
              key={name}
              role="tabpanel"
              id={`profile-tabpanel-${name}`}
              aria-labelledby={`profile-tab-${name}`}
              className={name === tab ? undefined : styles.parked}
              inert={name !== tab}
            >
              <ProfileTabContent user={user} tab={name} active={name === tab} />
            </div>
          ))}
      </div>
    </div>
  )
}

/** A follow card's extra: remove-follower, shown while that person follows the viewer. */
const removeFollower = (person: User) => <RemoveFollowerButton user={person} />

/** The list of one profile tab: a people list or a timeline. */
function ProfileTabContent({
  user,
  tab,
  active,
}: {
  user: User
  tab: ProfileTab
  active: boolean
}) {
  const { t } = useTranslation()
  if (tab === 'friends' || tab === 'followers') {
    return (
      <PeopleList
        kind={tab === 'friends' ? 'following' : 'followers'}
        userId={user.id}
        active={active}
        label={t(TAB_LABELS[tab])}
        renderExtra={removeFollower}
      />
    )
  }
  return <ProfileTimeline user={user} tab={tab} paused={!active} />
}

/**
 * The timeline of a profile tab (s2 §7): statuses `GET /api/v1/accounts/:id/statuses` with the
 * pinned statuses first, media the same with `only_media`, favorites `GET /api/v1/favourites`.
 */
function ProfileTimeline({
  user,
  tab,
  paused,
}: {
  user: User
  tab: 'statuses' | 'media' | 'favorites'
  paused: boolean
}) {
  const { t } = useTranslation()
  const kind = tab === 'statuses' ? 'user' : tab
  const fixed = useMemo(() => (tab === 'favorites' ? {} : { userId: user.id }), [tab, user.id])
  const { fetchPage, signature } = useKindFetcher(kind, fixed)
  const key = tab === 'favorites' ? 'favorites' : `${kind}:${user.id}`
  return (
    <Timeline
      key={key}
      timelineKey={key}
      fetchPage={fetchPage}
      querySignature={signature}
      title={t(TAB_LABELS[tab])}
      prepend={tab === 'statuses' ? <PinnedStatuses userId={user.id} /> : undefined}
      paused={paused}
    />
  )
}
