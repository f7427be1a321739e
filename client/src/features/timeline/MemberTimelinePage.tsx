import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { KindTimeline } from './KindTimeline'
import { useSignedIn } from '../../state/session'
import { Panel } from '../../ui/Panel'

/** The member timelines with a page of their own (s1 §2 route table). */
export type MemberTimelineKind = 'friends' | 'dms' | 'bookmarks'

const TITLES: Record<MemberTimelineKind, string> = {
  friends: 'timeline.friends',
  dms: 'timeline.dms',
  bookmarks: 'timeline.bookmarks',
}

/** Props of {@link MemberTimelinePage}. */
export interface MemberTimelinePageProps {
  /**
   * 'friends': home, route friends /main/friends (`GET /api/v1/timelines/home`);
   * 'dms': direct messages, route dms /users/:username/dms (`/api/v1/timelines/direct`);
   * 'bookmarks': route bookmarks /bookmarks (`GET /api/v1/bookmarks`). s2 §7, DECISIONS.md "Calls".
   */
  kind: MemberTimelineKind
}

/** A signed-in member's own timeline, with the timeline-switching menu. */
export function MemberTimelinePage({ kind }: MemberTimelinePageProps) {
  const { t } = useTranslation()
  return <KindTimeline kind={kind} timelineKey={kind} title={t(TITLES[kind])} />
}

/** Route friends (/main/friends): the home timeline. */
export function FriendsPage() {
  return <MemberTimelinePage kind="friends" />
}

/** Route dms (/users/:username/dms): direct messages. */
export function DmsPage() {
  return <MemberTimelinePage kind="dms" />
}

/**
 * Route bookmarks (/bookmarks). The route is open to visitors (DECISIONS: not login-only in the
 * s1 table), but bookmarks are a member's own: a visitor is asked to log in instead of seeing
 * the server's refusal (issue 11 item 5).
 */
export function BookmarksPage() {
  const { t } = useTranslation()
  if (!useSignedIn()) {
    return (
      <Panel title={t('timeline.bookmarks')} landmark level={1}>
        <p>{t('timeline.bookmarks_login')}</p>
        <Link to="/login">{t('auth.login')}</Link>
      </Panel>
    )
  }
  return <MemberTimelinePage kind="bookmarks" />
}
