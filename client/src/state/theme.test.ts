// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSafeStorage } from '../lib/storage'
import { getPreference, setPreference } from './preferences/preferences'
import { deriveTheme } from '../theme/derive'
import { exportThemeFile } from '../theme/files'
import { builtinPreset } from '../theme/presets'
import { DEFAULT_SOURCE, sourceFromColors } from '../theme/source'
import {
  customThemeKey,
  loadCustomTheme,
  loadThemeAccount,
  setCustomTheme,
  themeStore,
  themeVars,
} from './theme'

function memoryStorage() {
  const data = new Map<string, string>()
  return createSafeStorage(() => ({
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }))
}

const MINE = sourceFromColors({ ...DEFAULT_SOURCE.colors, link: '#66ccff' })

describe('themeVars', () => {
  it("gives nothing for 'system', so themes.css's light-dark pairs apply", () => {
    expect(themeVars('system', null)).toBeNull()
  })

  it('derives a built-in preset, or the custom source', () => {
    expect(themeVars('light', null)).toEqual(deriveTheme(builtinPreset('light')!.source!))
    expect(themeVars('custom', MINE)?.['--link']).toBe('#66ccff')
  })

  it("falls back to pleroma-dark for 'custom' without a source", () => {
    expect(themeVars('custom', null)).toEqual(deriveTheme(DEFAULT_SOURCE))
  })
})

describe('custom theme per account', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('reads the source kept for each account; unreadable text gives none', () => {
    const storage = memoryStorage()
    storage.setItem(customThemeKey('alice@demo'), exportThemeFile(MINE))
    storage.setItem(customThemeKey(null), '{nope')
    expect(loadCustomTheme('alice@demo', storage)).toEqual(MINE)
    expect(loadCustomTheme(null, storage)).toBeNull()
    expect(loadCustomTheme('bob@demo', storage)).toBeNull()
    loadThemeAccount('alice@demo', storage)
    expect(themeStore.getState()).toEqual({ account: 'alice@demo', custom: MINE })
  })

  it("keeps a new custom source, makes 'custom' the choice and applies it", () => {
    const props = new Map<string, string>()
    vi.stubGlobal('document', {
      documentElement: {
        dataset: {},
        style: {
          setProperty: (name: string, value: string) => void props.set(name, value),
          removeProperty: (name: string) => void props.delete(name),
        },
      },
    })
    vi.stubGlobal('localStorage', { setItem: () => undefined, removeItem: () => undefined })
    const storage = memoryStorage()
    expect(setCustomTheme(MINE, storage)).toBe(true)
    expect(getPreference('theme')).toBe('custom')
    expect(props.get('--link')).toBe('#66ccff')
    expect(loadCustomTheme(null, storage)).toEqual(MINE)
  })

  it('follows a custom theme saved in another tab', () => {
    const props = new Map<string, string>()
    const root = {
      dataset: {},
      style: {
        setProperty: (name: string, value: string) => void props.set(name, value),
        removeProperty: (name: string) => void props.delete(name),
      },
    }
    const win = new EventTarget()
    vi.stubGlobal('window', win)
    vi.stubGlobal('document', { documentElement: root })
    vi.stubGlobal('localStorage', { setItem: () => undefined, removeItem: () => undefined })
    const storage = memoryStorage()
    loadThemeAccount('carol@demo', storage)
    setPreference('theme', 'custom')

    const theirs = sourceFromColors({ ...DEFAULT_SOURCE.colors, link: '#ffcc00' })
    storage.setItem(customThemeKey('carol@demo'), exportThemeFile(theirs))
    win.dispatchEvent(Object.assign(new Event('storage'), { key: customThemeKey('carol@demo') }))
    expect(themeStore.getState().custom).toEqual(theirs)
    expect(props.get('--link')).toBe('#ffcc00')
  })
})
