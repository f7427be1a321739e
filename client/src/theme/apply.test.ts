// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyCachedTheme, applyThemeVars, cacheTheme, clearThemeVars } from './apply'

/** A stand-in for <html>: only its inline style is used. */
function fakeRoot() {
  const props = new Map<string, string>()
  const style = {
    setProperty: (name: string, value: string) => void props.set(name, value),
    removeProperty: (name: string) => void props.delete(name),
  }
  return { props, root: { style } as unknown as HTMLElement }
}

function fakeStorage() {
  const data = new Map<string, string>()
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

describe('applyThemeVars / clearThemeVars', () => {
  it('sets the properties and the colour scheme, and removes what an earlier call set', () => {
    const { props, root } = fakeRoot()
    applyThemeVars({ '--bg': '#000000', '--link': '#ff0000', '--color-scheme': 'dark' }, root)
    expect(props.get('--bg')).toBe('#000000')
    expect(props.get('color-scheme')).toBe('dark')
    applyThemeVars({ '--bg': '#ffffff' }, root)
    expect(props.get('--bg')).toBe('#ffffff')
    expect(props.has('--link')).toBe(false)
    expect(props.has('color-scheme')).toBe(false)
    clearThemeVars(root)
    expect(props.size).toBe(0)
  })
})

describe('first-paint cache', () => {
  beforeEach(() => vi.stubGlobal('localStorage', fakeStorage()))
  afterEach(() => vi.unstubAllGlobals())

  it('applies the cached theme on the next start', () => {
    cacheTheme({ '--bg': '#0f161e', '--color-scheme': 'dark' })
    const { props, root } = fakeRoot()
    expect(applyCachedTheme(root)).toBe(true)
    expect(props.get('--bg')).toBe('#0f161e')
    expect(props.get('color-scheme')).toBe('dark')
  })

  it('applies nothing once forgotten, or when the cache is unreadable', () => {
    cacheTheme({ '--bg': '#0f161e' })
    cacheTheme(null)
    expect(applyCachedTheme(fakeRoot().root)).toBe(false)
    localStorage.setItem('starling:theme-cache', '{broken')
    expect(applyCachedTheme(fakeRoot().root)).toBe(false)
    localStorage.setItem('starling:theme-cache', '{"color":"red","--bg":1}')
    const { props, root } = fakeRoot()
    expect(applyCachedTheme(root)).toBe(false)
    expect(props.size).toBe(0)
  })

  it('ignores storage that throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    })
    expect(() => cacheTheme({ '--bg': '#000000' })).not.toThrow()
    expect(applyCachedTheme(fakeRoot().root)).toBe(false)
  })
})
