/**
 * Reflects preferences on the page (s1 §2 "Layout types"; s1 §3 column widths; s2 §8 "Storage
 * unavailable") and starts the preference store for an account.
 *
 * On <html>, for the shell's CSS:
 * - `data-sidebar-right`, `data-navbar-stretch`, `data-no-sticky-headers`,
 *   `data-show-scrollbars`, `data-hide-isp`, `data-hide-wallpaper`: "true" when on, absent when
 *   off (so both `[data-x]` and `[data-x='true']` select them);
 * - `data-third-column`: none | notifications | postform;
 * - `--sidebar-width`, `--content-width`, `--notifs-width`: the column widths in rem;
 * - the theme: 'system' through themes.css, any other choice as inline custom properties from
 *   the lazy theme engine (state/theme.ts), cached for the next first paint; the interface language through state/language.ts
 *   once i18n is initialised (boot: `startPreferences(id)` first, then main.tsx switches to
 *   `getPreference('interfaceLanguage')`).
 */
import { sessionAccountKey, sessionStore } from '../session'
import { instanceStore } from '../instance'
import { i18n } from '../../i18n'
import { switchLanguage } from '../language'
import { storage as defaultStorage, type SafeStorage } from '../../lib/storage'
import { applyTheme } from '../../theme'
import { pushNotice } from '../notices'
import type { Preferences } from './preferenceDefinitions'
import {
  effectivePreferences,
  loadPreferences,
  preferencesStore,
  setInstancePreferences,
  watchOtherTabs,
} from './preferences'

/** Boolean preferences and the <html> attribute each one sets. */
const FLAG_ATTRIBUTES = [
  ['sidebarRight', 'data-sidebar-right'],
  ['navbarColumnStretch', 'data-navbar-stretch'],
  ['disableStickyHeaders', 'data-no-sticky-headers'],
  ['showScrollbars', 'data-show-scrollbars'],
  ['hideISP', 'data-hide-isp'],
  ['hideInstanceWallpaper', 'data-hide-wallpaper'],
] as const satisfies readonly (readonly [keyof Preferences, string])[]

/** Column width preferences (rem) and the custom property each one sets. */
const WIDTH_PROPERTIES = [
  ['sidebarColumnWidth', '--sidebar-width'],
  ['contentColumnWidth', '--content-width'],
  ['notifsColumnWidth', '--notifs-width'],
] as const satisfies readonly (readonly [keyof Preferences, string])[]

/**
 * Writes the layout preferences onto `root` (default <html>): the data attributes and the
 * column width custom properties (`25rem`). Theme and language are applied by
 * {@link startPreferences}, which knows when they change.
 */
export function applyLayout(
  prefs: Preferences,
  root: HTMLElement = document.documentElement,
): void {
  for (const [key, attribute] of FLAG_ATTRIBUTES) {
    if (prefs[key]) root.setAttribute(attribute, 'true')
    else root.removeAttribute(attribute)
  }
  root.setAttribute('data-third-column', prefs.thirdColumnMode)
  for (const [key, property] of WIDTH_PROPERTIES) {
    root.style.setProperty(property, `${prefs[key]}rem`)
  }
}

/** What {@link startPreferences} may be given instead of the app's defaults (tests). */
export interface StartOptions {
  storage?: SafeStorage
  root?: HTMLElement
}

let stopCurrent: (() => void) | null = null
let themeRun = 0

/**
 * Applies the theme choice: `data-theme` at once, the rest through the lazily loaded engine
 * (state/theme.ts: inline custom properties, none for 'system', cached for the next first
 * paint). A later call wins over an earlier one still loading.
 */
function applyChosenTheme(choice: string, account: string | null, root: HTMLElement): void {
  const run = ++themeRun
  applyTheme(choice, root)
  void import('../theme').then((store) => {
    if (run !== themeRun) return
    store.loadThemeAccount(account)
    store.applyThemeChoice(choice, root)
  })
}

/**
 * Loads the preferences of `accountId` (an account key, state/session.ts; null: visitor), takes the instance's values as the
 * fallback of unset preferences (entities/instance), applies them (layout, theme, language)
 * and keeps them applied: on every change, on changes from other tabs, on a new instance
 * config, and on sign-in or sign-out (the session's user, whose preferences are then loaded).
 * When storage is unavailable the settings live in memory and the error notice
 * `settings.storage_unavailable` shows once (s2 §8), until dismissed. Calling it again replaces the previous
 * run. Returns a stop function.
 */
export function startPreferences(accountId: string | null, options: StartOptions = {}): () => void {
  stopCurrent?.()
  const from = options.storage ?? defaultStorage
  const root = options.root ?? document.documentElement
  let account = accountId

  setInstancePreferences(instanceStore.getState().config)
  const { storageAvailable } = loadPreferences(account, from)
  if (!storageAvailable) {
    // A lasting state, not an event: it stays until dismissed (a 5 s notice pushed before the
    // first render could be gone before the page is there to show it).
    pushNotice({ messageKey: 'settings.storage_unavailable', level: 'error', timeout: 0 })
  }

  let theme: string | null = null
  let language: string | null = null
  const apply = (): void => {
    const prefs = effectivePreferences(preferencesStore.getState())
    applyLayout(prefs, root)
    if (`${prefs.theme} ${account}` !== theme) {
      theme = `${prefs.theme} ${account}`
      applyChosenTheme(prefs.theme, account, root)
    }
    if (prefs.interfaceLanguage !== language) {
      language = prefs.interfaceLanguage
      // Before initI18n has run, main.tsx switches to the preference itself.
      if (i18n.isInitialized && i18n.language !== language) void switchLanguage(language)
    }
  }
  apply()

  let stopTabs = watchOtherTabs()
  const stopStore = preferencesStore.subscribe(apply)
  const stopInstance = instanceStore.subscribe((state, previous) => {
    if (state.config !== previous.config) setInstancePreferences(state.config)
  })
  const stopSession = sessionStore.subscribe((session) => {
    const key = sessionAccountKey(session)
    if (key === account) return
    account = key
    stopTabs()
    loadPreferences(account, from)
    stopTabs = watchOtherTabs()
  })

  const stop = (): void => {
    stopTabs()
    stopStore()
    stopInstance()
    stopSession()
    if (stopCurrent === stop) stopCurrent = null
  }
  stopCurrent = stop
  return stop
}
