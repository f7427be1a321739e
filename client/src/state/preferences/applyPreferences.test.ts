import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../session'
import { instanceStore } from '../instance'
import { i18n, initI18n } from '../../i18n'
import { createSafeStorage } from '../../lib/storage'
import { clearNotices, noticeStore } from '../notices'
import { applyLayout, startPreferences } from './applyPreferences'
import { preferencesStorageKey } from './persistence'
import { effectivePreferences, getPreference, preferencesStore, setPreference } from './preferences'

const root = document.documentElement
let stop: () => void = () => undefined

beforeAll(async () => {
  await initI18n('en')
})
beforeEach(() => {
  window.localStorage.clear()
  clearNotices()
  sessionStore.setState({ user: null, token: null })
})
afterEach(() => stop())

describe('applyLayout', () => {
  it('writes the default layout onto <html>', () => {
    const element = document.createElement('div')
    applyLayout(effectivePreferences({ ...preferencesStore.getState(), user: {} }), element)
    expect(element).not.toHaveAttribute('data-sidebar-right')
    expect(element).toHaveAttribute('data-third-column', 'notifications')
    expect(element.style.getPropertyValue('--sidebar-width')).toBe('25rem')
    expect(element.style.getPropertyValue('--content-width')).toBe('45rem')
    expect(element.style.getPropertyValue('--notifs-width')).toBe('25rem')
  })
})

describe('startPreferences', () => {
  it('applies the saved preferences of the account and follows changes', () => {
    window.localStorage.setItem(
      preferencesStorageKey('7'),
      JSON.stringify({
        schemaVersion: 2,
        _version: 1,
        _timestamp: 1,
        values: { hideISP: true, contentColumnWidth: 50, theme: 'light' },
        journal: [],
      }),
    )
    stop = startPreferences('7', { storage: createSafeStorage(() => window.localStorage) })
    expect(root).toHaveAttribute('data-hide-isp', 'true')
    expect(root.style.getPropertyValue('--content-width')).toBe('50rem')
    expect(root).toHaveAttribute('data-theme', 'light')

    setPreference('thirdColumnMode', 'postform')
    setPreference('navbarColumnStretch', true)
    setPreference('hideISP', false)
    expect(root).toHaveAttribute('data-third-column', 'postform')
    expect(root).toHaveAttribute('data-navbar-stretch', 'true')
    expect(root).not.toHaveAttribute('data-hide-isp')
    expect(noticeStore.getState().notices).toEqual([])
  })

  it('falls back to the instance config for unset preferences', () => {
    const initial = instanceStore.getState().config
    stop = startPreferences('7', { storage: createSafeStorage(() => window.localStorage) })
    instanceStore.setState({ config: { ...initial, sidebarRight: true, maxDepthInThread: 4 } })
    expect(root).toHaveAttribute('data-sidebar-right', 'true')
    expect(getPreference('maxDepthInThread')).toBe(4)
    setPreference('sidebarRight', false)
    expect(root).not.toHaveAttribute('data-sidebar-right')
    instanceStore.setState({ config: initial })
  })

  it('switches the interface language', async () => {
    stop = startPreferences('7', { storage: createSafeStorage(() => window.localStorage) })
    setPreference('interfaceLanguage', 'de')
    await vi.waitFor(() => expect(i18n.language).toBe('de'))
    expect(root).toHaveAttribute('lang', 'de')
    setPreference('interfaceLanguage', 'en')
    await vi.waitFor(() => expect(i18n.language).toBe('en'))
  })

  it('loads the preferences of whoever signs in', () => {
    stop = startPreferences(null, { storage: createSafeStorage(() => window.localStorage) })
    setPreference('showScrollbars', true)
    sessionStore.setState({ user: '8', token: 't' })
    expect(getPreference('showScrollbars')).toBe(false)
    expect(root).not.toHaveAttribute('data-show-scrollbars')
    sessionStore.setState({ user: null, token: null })
    expect(getPreference('showScrollbars')).toBe(true)
  })

  it('starts with settings in memory and an error notice, kept until dismissed, when storage is unavailable (s2 §8)', () => {
    vi.useFakeTimers()
    const throwing = createSafeStorage(() => {
      throw new DOMException('disabled', 'SecurityError')
    })
    stop = startPreferences('7', { storage: throwing })
    expect(noticeStore.getState().notices).toMatchObject([
      { messageKey: 'settings.storage_unavailable', level: 'error' },
    ])
    vi.advanceTimersByTime(60_000)
    expect(noticeStore.getState().notices).toHaveLength(1)
    vi.useRealTimers()
    setPreference('disableStickyHeaders', true)
    expect(root).toHaveAttribute('data-no-sticky-headers', 'true')
  })
})
