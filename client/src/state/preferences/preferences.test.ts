import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSafeStorage, type SafeStorage } from '../../lib/storage'
import { preferencesStorageKey } from './persistence'
import {
  addToCollection,
  getPreference,
  isPreferenceSet,
  loadPreferences,
  preferencesStore,
  removeFromCollection,
  reorderCollection,
  resetPreference,
  setInstancePreferences,
  setPreference,
  watchOtherTabs,
} from './preferences'
import { PREFERENCE_KEYS, type PreferenceKey } from './preferenceDefinitions'

const realStorage = (): SafeStorage => createSafeStorage(() => window.localStorage)

beforeEach(() => {
  window.localStorage.clear()
  setInstancePreferences({})
  loadPreferences('7', realStorage())
})
afterEach(() => vi.useRealTimers())

describe('defaults (s1 §3, DECISIONS.md)', () => {
  it.each([
    ['expertLevel', 0],
    ['hideNsfw', true],
    ['maxThumbnails', 16],
    ['preloadImage', true],
    ['loopVideo', true],
    ['stopGifs', true],
    ['pauseOnUnfocused', true],
    ['streaming', false],
    ['useStreamingApi', true],
    ['replyVisibility', 'all'],
    ['thirdColumnMode', 'notifications'],
    ['webPushNotifications', false],
    ['muteWords', []],
    ['sidebarColumnWidth', 25],
    ['contentColumnWidth', 45],
    ['notifsColumnWidth', 25],
    ['userPopoverAvatarAction', 'open'],
    ['mentionLinkDisplay', 'short'],
    ['submitOnEnter', false],
    ['optimisticPosting', false],
    ['virtualScrolling', true],
    ['theme', 'pleroma-dark'],
    ['postContentType', 'text/plain'],
    ['subjectLineBehavior', 'email'],
    ['conversationDisplay', 'linear'],
    ['maxDepthInThread', 6],
    ['pinnedNavItems', ['home', 'dms', 'chats']],
  ] as const)('%s defaults to %j', (key, value) => {
    expect(getPreference(key)).toEqual(value)
    expect(isPreferenceSet(key)).toBe(false)
  })

  it('shows every notification type by default', () => {
    const visibility = PREFERENCE_KEYS.filter((key) => key.startsWith('notificationVisibility.'))
    expect(visibility).toHaveLength(10)
    for (const key of visibility) expect(getPreference(key)).toBe(true)
  })
})

describe('instance fallback (s1 §3)', () => {
  it('uses the instance value while the user has not set one', () => {
    const config = { conversationDisplay: 'tree', maxDepthInThread: 3, name: 'Demo' }
    setInstancePreferences(config)
    expect(getPreference('conversationDisplay')).toBe('tree')
    expect(getPreference('maxDepthInThread')).toBe(3)
  })

  it('prefers the user value, even when it equals the built-in default', () => {
    setInstancePreferences({ sidebarRight: true })
    setPreference('sidebarRight', false)
    expect(getPreference('sidebarRight')).toBe(false)
    expect(isPreferenceSet('sidebarRight')).toBe(true)
  })

  it('returns to the instance value after a reset', () => {
    setInstancePreferences({ postContentType: 'text/markdown' })
    setPreference('postContentType', 'text/html')
    resetPreference('postContentType')
    expect(getPreference('postContentType')).toBe('text/markdown')
    expect(isPreferenceSet('postContentType')).toBe(false)
  })

  it('ignores invalid instance values', () => {
    setInstancePreferences({ maxDepthInThread: 'deep', scopeCopy: 1 })
    expect(getPreference('maxDepthInThread')).toBe(6)
    expect(getPreference('scopeCopy')).toBe(true)
  })
})

describe('editing rules (s1 §5)', () => {
  it('rejects paths starting with an underscore', () => {
    expect(() => setPreference('_timestamp' as PreferenceKey, 1)).toThrow(
      /"_timestamp" cannot be edited/,
    )
    expect(() => resetPreference('_version' as PreferenceKey)).toThrow(/cannot be edited/)
  })

  it('rejects unknown names and values of the wrong kind', () => {
    expect(() => setPreference('nope' as PreferenceKey, true)).toThrow(/Unknown/)
    expect(() => setPreference('hideNsfw', 'yes' as never)).toThrow(TypeError)
    expect(() => setPreference('maxThumbnails', '16' as never)).toThrow(TypeError)
    expect(() => setPreference('replyVisibility', 'friends' as never)).toThrow(TypeError)
    expect(() => setPreference('muteWords', 'spoiler' as never)).toThrow(TypeError)
    expect(getPreference('hideNsfw')).toBe(true)
    expect(preferencesStore.getState().journal).toEqual([])
  })

  it('takes any code of the full language list, with or without a catalogue', () => {
    for (const code of ['de', 'ur', 'ckb', 'pt_BR', 'zh_Hant', 'ja_easy']) {
      setPreference('interfaceLanguage', code)
      expect(getPreference('interfaceLanguage')).toBe(code)
    }
    expect(() => setPreference('interfaceLanguage', 'de-AT; x')).toThrow(TypeError)
    expect(() => setPreference('interfaceLanguage', 7 as never)).toThrow(TypeError)
  })
})

describe('journal', () => {
  it('records each change with path, operation, args and timestamp, and bumps _timestamp', () => {
    vi.useFakeTimers({ now: new Date('2024-05-01T10:00:00Z') })
    setPreference('hideNsfw', false)
    vi.setSystemTime(new Date('2024-05-01T10:00:05Z'))
    addToCollection('muteWords', 'spoiler')
    resetPreference('hideNsfw')
    const state = preferencesStore.getState()
    expect(state.journal).toEqual([
      {
        path: 'muteWords',
        operation: 'addToCollection',
        args: ['spoiler'],
        timestamp: 1714557605000,
      },
      { path: 'hideNsfw', operation: 'set', args: [null], timestamp: 1714557605000 },
    ])
    expect(state._timestamp).toBe(1714557605000)
    expect(state._version).toBe(1)
  })

  it('applies collection operations', () => {
    addToCollection('muteWords', 'a')
    addToCollection('muteWords', 'b')
    addToCollection('muteWords', 'a')
    expect(getPreference('muteWords')).toEqual(['a', 'b'])
    reorderCollection('pinnedNavItems', 'chats', -2)
    expect(getPreference('pinnedNavItems')).toEqual(['chats', 'home', 'dms'])
    removeFromCollection('muteWords', 'a')
    expect(getPreference('muteWords')).toEqual(['b'])
    expect(preferencesStore.getState().journal.map((entry) => entry.operation)).toEqual([
      'addToCollection',
      'addToCollection',
      'addToCollection',
      'reorderCollection',
      'removeFromCollection',
    ])
  })
})

describe('persistence per account', () => {
  it('saves what the user set under the account key and loads it back', () => {
    setPreference('maxThumbnails', 4)
    const saved = JSON.parse(window.localStorage.getItem(preferencesStorageKey('7')) ?? '{}')
    expect(saved).toMatchObject({ schemaVersion: 2, _version: 1, values: { maxThumbnails: 4 } })

    loadPreferences(null, realStorage())
    expect(getPreference('maxThumbnails')).toBe(16)
    loadPreferences('7', realStorage())
    expect(getPreference('maxThumbnails')).toBe(4)
  })

  it('migrates the schema 1 shape and writes it back', () => {
    window.localStorage.setItem(
      preferencesStorageKey('7'),
      JSON.stringify({ version: 1, settings: { sidebarColumnWidth: '30rem', hideNsfw: false } }),
    )
    loadPreferences('7', realStorage())
    expect(getPreference('sidebarColumnWidth')).toBe(30)
    expect(getPreference('hideNsfw')).toBe(false)
    const saved = JSON.parse(window.localStorage.getItem(preferencesStorageKey('7')) ?? '{}')
    expect(saved.schemaVersion).toBe(2)
  })
})

describe('cross-tab sync', () => {
  it('takes the values another tab saved for the same account', () => {
    const stop = watchOtherTabs()
    const key = preferencesStorageKey('7')
    const newValue = JSON.stringify({
      schemaVersion: 2,
      _version: 1,
      _timestamp: 1000,
      values: { streaming: true },
      journal: [{ path: 'streaming', operation: 'set', args: [true], timestamp: 1000 }],
    })
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }))
    expect(getPreference('streaming')).toBe(true)
    expect(preferencesStore.getState()._timestamp).toBe(1000)

    window.dispatchEvent(
      new StorageEvent('storage', { key: preferencesStorageKey('8'), newValue: '{}' }),
    )
    expect(getPreference('streaming')).toBe(true)
    stop()
  })
})

describe('storage unavailable (s2 §8)', () => {
  it('keeps settings in memory when localStorage throws', () => {
    const throwing = createSafeStorage(() => {
      throw new DOMException('disabled', 'SecurityError')
    })
    expect(loadPreferences('7', throwing)).toEqual({ storageAvailable: false })
    setPreference('loopVideo', false)
    expect(getPreference('loopVideo')).toBe(false)
    expect(preferencesStore.getState().storageAvailable).toBe(false)
  })
})
