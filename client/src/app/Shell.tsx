import { lazy, Suspense, useRef, useState } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { Navigate, Outlet, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useServer } from '../state/server'
import { useInstance } from '../state/instance'
import { DesktopNavbar } from '../features/nav/DesktopNavbar'
import { MobileNav } from '../features/nav/MobileNav'
import { NavPanel } from '../features/nav/NavPanel'
import { UserPanel } from '../features/nav/UserPanel'
import { LazyNotificationsPanel } from '../features/nav/lazyPanels'
import { Notices } from '../features/notices/Notices'
import { KeyboardShortcuts } from '../features/keyboard/KeyboardShortcuts'
import { usePreference } from '../state/preferences/preferences'
import { openSettings } from '../features/settings/settingsModalStore'
import { Spinner } from '../ui/Spinner'
import { redirectFor } from '../state/routing/guards'
import { matchSpecRoute } from '../state/routing/routeTable'
import { useSignedIn } from '../state/session'
import { ThirdColumn } from './ThirdColumn'
import { useGuardContext } from '../state/routing/useGuardContext'
import { useLayout } from './useLayout'
import { useScrollReset } from './useScrollReset'
import { usePageHeading } from './usePageHeading'
import { loadShoutbox } from './lazyShoutbox'
import { RouteError } from './RouteError'
import { useAnyDialogOpen } from '../features/user-card/dialogs'
import { useShoutJoined } from '../state/shoutbox'
import styles from './Shell.module.css'

const InstanceSpecificPanel = lazy(() => import('../features/about/InstanceSpecificPanel'))
const FeaturesPanel = lazy(() =>
  import('../features/about/FeaturesPanel').then((m) => ({ default: m.FeaturesPanel })),
)
const SettingsModal = lazy(() => import('../features/settings/SettingsModal'))
const FloatingPostButton = lazy(() => import('../features/composer/FloatingPostButton'))
const WhoToFollowPanel = lazy(() => import('../features/who-to-follow/WhoToFollowPanel'))
const DialogHost = lazy(() => import('../features/user-card/DialogHost'))
const Shoutbox = lazy(loadShoutbox)

/**
 * The shell (s1 §2 "Shell"): navbar (desktop) or mobile top bar with the side drawer, the left
 * sidebar (user panel, navigation, instance-specific panel, features panel for visitors), the
 * page, the wide layout's third column, global notices, the settings modal and the instance
 * wallpaper. A page that fails to load or throws shows the error page in its place (app/RouteError.tsx)
 * until the next address. Applies the route guards (app/guards.ts) on every navigation, resets scroll, names
 * the document after the page's heading and moves focus to it (app/usePageHeading.ts). Skip
 * links lead to the page and the sidebar; the page comes first in the DOM (and the tab order),
 * then the sidebar (a complementary landmark, placed before it on screen by CSS), then the third
 * column.
 * Signed in, the notifications panel sits in the third column when the wide layout shows it
 * there (thirdColumnMode notifications), otherwise at the end of the sidebar (mobile: in the
 * notifications drawer); the user panel leaves out its post form while the third column shows one.
 * Signed in with suggestionsEnabled, the who-to-follow panel ends the sidebar; the report modal and
 * the mention dialog (features/user-card DialogHost, loaded once one is first asked for) open over
 * everything when asked, and the floating shoutbox (features/shoutbox, not in the mobile layout,
 * loaded once joined) shows while it is joined.
 * The page-wide keyboard shortcuts (features/keyboard) listen everywhere.
 */
export function Shell() {
  const { t } = useTranslation()
  const layout = useLayout()
  const { pathname } = useLocation()
  const redirect = redirectFor(pathname, useGuardContext())
  const signedIn = useSignedIn()
  const dialogOpen = useAnyDialogOpen()
  const shoutJoined = useShoutJoined()
  const name = useInstance((state) => state.config.name)
  const background = useInstance((state) => state.config.background)
  const showIsp = useInstance(
    (state) =>
      state.config.showInstanceSpecificPanel &&
      Boolean(state.config.instanceSpecificPanelContent?.trim()),
  )
  // A stand-alone page with no server yet has no instance whose features could be listed.
  const featuresPanel = useInstance((state) => state.config.showFeaturesPanel)
  const noServer = useServer((state) => state.noServer)
  const showFeatures = featuresPanel && !noServer
  const suggestions = useInstance((state) => state.config.suggestionsEnabled)
  // The about page shows both panels in its own column (issue 11 item 12).
  const onAbout = pathname === '/about'
  // The notifications page shows the panel itself.
  const onNotifications = matchSpecRoute(pathname)?.name === 'notifications'
  const thirdColumnMode = usePreference('thirdColumnMode')
  const alwaysShowPostButton = usePreference('alwaysShowNewPostButton')
  const wideColumn = layout === 'wide' && signedIn ? thirdColumnMode : 'none'
  const [settingsMounted, setSettingsMounted] = useState(false)
  const main = useRef<HTMLElement>(null)
  useScrollReset(pathname)
  usePageHeading(main, pathname, name)

  const onOpenSettings = () => {
    setSettingsMounted(true)
    openSettings()
  }

  return (
    <div className={styles.app} data-layout={layout}>
      {background && (
        <div
          className={styles.wallpaper}
          style={{ backgroundImage: `url("${background}")` }}
          aria-hidden="true"
        />
      )}
      <a href="#main" className={styles.skip}>
        {t('general.skip_to_content')}
      </a>
      {layout !== 'mobile' && (
        <a href="#sidebar" className={styles.skip}>
          {t('general.skip_to_sidebar')}
        </a>
      )}
      {layout === 'mobile' ? (
        <MobileNav onOpenSettings={onOpenSettings} />
      ) : (
        <DesktopNavbar onOpenSettings={onOpenSettings} />
      )}
      {/* The page comes first in the DOM and the tab order; the sidebar is placed before it by CSS. */}
      <div className={styles.columns}>
        <main ref={main} id="main" className={styles.main} tabIndex={-1}>
          {redirect !== null ? (
            <Navigate to={redirect} replace />
          ) : (
            <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
              <Suspense fallback={<Spinner />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          )}
        </main>
        {layout !== 'mobile' && (
          <aside id="sidebar" className={styles.sidebar} aria-label={t('nav.sidebar')}>
            <UserPanel showPostForm={wideColumn !== 'postform'} />
            {/* The member's navigation panel is lazy: the panels under it wait for it. */}
            <Suspense fallback={null}>
              <NavPanel />
              {showIsp && !onAbout && (
                <div className={styles.isp}>
                  <Suspense fallback={null}>
                    <InstanceSpecificPanel />
                  </Suspense>
                </div>
              )}
              {!signedIn && showFeatures && !onAbout && (
                <Suspense fallback={null}>
                  <FeaturesPanel />
                </Suspense>
              )}
              {signedIn && wideColumn !== 'notifications' && !onNotifications && (
                <Suspense fallback={null}>
                  <LazyNotificationsPanel />
                </Suspense>
              )}
              {signedIn && suggestions && (
                <Suspense fallback={null}>
                  <WhoToFollowPanel />
                </Suspense>
              )}
            </Suspense>
          </aside>
        )}
        {layout === 'wide' && signedIn && !(onNotifications && wideColumn === 'notifications') && (
          <ThirdColumn />
        )}
      </div>
      {(layout === 'mobile' || alwaysShowPostButton) && signedIn && (
        <Suspense fallback={null}>
          <FloatingPostButton />
        </Suspense>
      )}
      <Notices />
      <KeyboardShortcuts />
      {signedIn && (
        <Suspense fallback={null}>
          {dialogOpen && <DialogHost />}
          {shoutJoined && <Shoutbox floating />}
        </Suspense>
      )}
      {settingsMounted && (
        <Suspense fallback={null}>
          <SettingsModal />
        </Suspense>
      )}
    </div>
  )
}
