/**
 * Entry (s2 §7 "Start-up"): once index.html's static shell is painted, picks the server (the
 * active kept account's, else a stand-alone
 * visitor's choice, else the page's own; state/server.ts), boots that instance and, when an
 * account is kept, restores its session, and loads the English messages, in parallel; then
 * notes whether the page is stand-alone; then loads the preferences
 * of that account (layout, theme, language), activates the preferred language and renders the
 * app into #app. The chunks the first render needs are asked for as the entry runs
 * (app/firstChunks.ts); the router is made first: the page chunk of the current address loads
 * alongside the start-up documents, and the first render waits for it (app/App.tsx startRouter).
 * Start-up failures are logged and the app starts anyway (s2 §8 "Other").
 * The sign-in code is loaded only when there is a session to restore, so visitors never fetch it;
 * a restored member's shell (user card, menus, navigation) starts loading at once, except on a
 * phone, whose layout shows none of it.
 * Once the first render is committed and the browser idle, the service worker is registered
 * (features/pwa, a lazy chunk) and a restored member's live side starts.
 * The first page of the landing timeline is in the store before the first render (embedded in
 * the page, or fetched beside the boot). Until then index.html's static shell is on screen.
 * The first render is a transition, so React renders it in small tasks (issue 20, total blocking
 * time) and commits it whole.
 */
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App, startRouter } from './app/App'
import { currentLayout } from './app/useLayout'
import { configureServer } from './api/http'
import { sessionAccountKey, sessionStore } from './state/session'
import { bootInstance, instanceStore } from './state/instance'
import { bootOrigin, hasKeptSession, settleServer } from './state/server'
import { startPreferences } from './state/preferences/applyPreferences'
import { getPreference } from './state/preferences/preferences'
import { initI18n, warmIntl } from './i18n'
import { switchLanguage } from './state/language'
import { yieldToMain } from './lib/yieldToMain'
import { afterStartup } from './lib/whenIdle'
import { preloadMemberShell } from './features/nav/preloadMemberShell'
import { requestFirstChunks } from './app/firstChunks'
import { afterShellPaint } from './lib/afterShellPaint'
import './theme/themes.css'
import './theme/global.css'
import './theme/shell.css'
import { applyCachedTheme } from './theme/apply'

applyCachedTheme()

async function restoreKeptSession(): Promise<void> {
  if (!hasKeptSession()) return
  const { restoreSession } = await import('./features/auth/session')
  await restoreSession()
  // The phone's layout has none of these parts until its drawer opens.
  if (sessionStore.getState().user && currentLayout() !== 'mobile') void preloadMemberShell()
}

/**
 * The first page of the landing timeline, beside the start-up calls (state/timelines/landing.ts:
 * embedded by the server or fetched), after the kept session is restored when there is one.
 */
function primeLanding(): Promise<void> {
  const path = window.location.pathname
  // Only the /main/ timelines have a landing page; other addresses skip the chunk's request.
  if (!path.startsWith('/main/')) return Promise.resolve()
  return import('./state/timelines/landing').then((landing) => landing.primeLandingTimeline(path))
}

/**
 * Member-only machinery (notifications, follow requests, the streaming socket) is loaded the
 * first time someone is signed in, so visitors never download it; it then follows sign-in and
 * sign-out itself (features/notifications/live.ts). A restored session starts it once the first
 * screen is committed and the browser idle (its calls and socket competed with the first posts).
 */
function loadLiveWhenSignedIn(): void {
  const load = () => void import('./features/notifications/live').then((live) => live.startLive())
  if (sessionStore.getState().user) {
    afterStartup(load)
    return
  }
  const stop = sessionStore.subscribe((session) => {
    if (!session.user) return
    stop()
    load()
  })
}

async function start(): Promise<void> {
  const root = document.getElementById('app')
  if (!root) throw new Error('index.html has no #app element')
  const startedRouter = startRouter()
  configureServer(bootOrigin())
  warmIntl()
  // Matching the route table, asking for the landing chunk, starting i18next and reading the
  // instance's embedded answers take a few tens of ms each on a phone: each gets a task of its
  // own (issue 20). What goes to the network (the landing chunk, the English catalogue) is asked
  // for before the answers are read.
  await yieldToMain()
  const failed = (error: unknown) => console.error('Start-up failed', error)
  const landing = restoreKeptSession().then(primeLanding).catch(failed)
  await yieldToMain()
  const messages = initI18n().catch(failed)
  await yieldToMain()
  const [router] = await Promise.all([startedRouter, bootInstance(), landing, messages])
  // A task of its own: the last of these (a page of posts normalized, most often) ends its own.
  await yieldToMain()
  settleServer(instanceStore.getState().isInstance)
  startPreferences(sessionAccountKey())
  loadLiveWhenSignedIn()
  await switchLanguage(getPreference('interfaceLanguage'))
  const reactRoot = createRoot(root)
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  )
  if (import.meta.env.PROD && 'serviceWorker' in navigator)
    afterStartup(
      () => void import('./features/pwa/register').then((pwa) => pwa.registerServiceWorker()),
    )
}

requestFirstChunks(window.location.pathname)
// Once index.html's static shell is painted: only then may the start-up add style sheets.
afterShellPaint(() => void start())
