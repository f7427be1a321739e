import { LogIn } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { lazyWithPreload } from '../../ui/lazyWithPreload'
import { Link, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useInstance } from '../../state/instance'
import { Panel } from '../../ui/Panel'
import { LazyPostForm } from './lazyPanels'
import { useCurrentUser } from './useCurrentUser'
import styles from './UserPanel.module.css'

const LoginForm = lazy(() => import('../auth').then((module) => ({ default: module.LoginForm })))
const UserCard = lazyWithPreload(() => import('../user-card').then((module) => module.UserCard))
const AccountMenu = lazyWithPreload(() => import('../auth').then((module) => module.AccountMenu))

/**
 * Starts loading a member's user card and account menu: what has loaded by the first render is
 * in its first commit (ui/lazyWithPreload.tsx).
 */
export function preloadMemberUserPanel(): Promise<void> {
  return Promise.all([UserCard.preload(), AccountMenu.preload()]).then(() => undefined)
}

/** Props of {@link UserPanel}. */
export interface UserPanelProps {
  /**
   * Show the post form under the user card (default true); the shell turns it off while the
   * wide layout's third column shows the post form.
   */
  showPostForm?: boolean
}

/**
 * The user panel (s1 §2 "Shell"). A signed-in user sees their user card (bio hidden), the
 * account menu and the post form, all lazy; each holds its usual room while it loads. A visitor sees the login form (lazy; until it has loaded, a panel with
 * a "Log in" link stands in, as tall as the form, so nothing below it moves); on /login itself, where the page shows the form, the panel only
 * says why to log in (on a private instance: that the instance is private) and offers
 * registration when it is open.
 */
export function UserPanel({ showPostForm = true }: UserPanelProps) {
  const member = useCurrentUser()
  const { pathname } = useLocation()
  if (member) {
    return (
      <div className={styles.member}>
        <Suspense fallback={<div className={styles.cardRoom} />}>
          <UserCard user={member} />
        </Suspense>
        <Suspense fallback={<div className={styles.menuRoom} />}>
          <AccountMenu />
        </Suspense>
        {showPostForm && (
          <Panel>
            <Suspense fallback={<div className={styles.postFormRoom} />}>
              <LazyPostForm />
            </Suspense>
          </Panel>
        )}
      </div>
    )
  }
  if (pathname === '/login') return <LoginInvitation withLink={false} />
  return (
    <Suspense
      fallback={
        <div className={styles.formRoom}>
          <LoginInvitation withLink />
        </div>
      }
    >
      <LoginForm />
    </Suspense>
  )
}

/** The "Log in" panel: why to log in, a link to /login (unless there) and to registration. */
function LoginInvitation({ withLink }: { withLink: boolean }) {
  const { t } = useTranslation()
  const registrationOpen = useInstance((state) => state.config.registrationOpen)
  const isPrivate = useInstance((state) => state.config.private)
  return (
    <Panel title={t('login.heading')}>
      <p className={styles.text}>{t(isPrivate ? 'login.private_instance' : 'login.description')}</p>
      <div className={styles.actions}>
        {withLink && (
          <Link to="/login" className={styles.login}>
            <LogIn size={16} aria-hidden="true" />
            {t('login.login')}
          </Link>
        )}
        {registrationOpen && <Link to="/registration">{t('login.register')}</Link>}
      </div>
    </Panel>
  )
}
