import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { applyTheme } from './index'

const css = readFileSync(resolve(import.meta.dirname, 'themes.css'), 'utf8')

/** The custom properties every theme provides (STYLE conventions). */
const PROPERTIES = [
  'bg',
  'fg',
  'panel-bg',
  'panel-header-bg',
  'panel-header-fg',
  'border',
  'text-faint',
  'link',
  'accent',
  'btn-bg',
  'btn-fg',
  'btn-hover-bg',
  'input-bg',
  'input-fg',
  'alert-error-bg',
  'alert-error-fg',
  'alert-success-bg',
  'alert-warning-bg',
  'badge-bg',
  'badge-fg',
  'popover-bg',
  'shadow',
  'greentext',
  'cyantext',
  'radius-btn',
  'radius-input',
  'radius-panel',
  'radius-avatar',
  'radius-attachment',
  'font-ui',
  'font-post',
  'font-mono',
  'space-1',
  'space-2',
  'space-3',
  'space-4',
]

describe('applyTheme', () => {
  afterEach(() => applyTheme(null))

  it('sets data-theme on <html> for a known theme', () => {
    applyTheme('light')
    expect(document.documentElement.dataset.theme).toBe('light')
    applyTheme('pleroma-dark')
    expect(document.documentElement.dataset.theme).toBe('pleroma-dark')
  })

  it('removes data-theme for null or unknown names, leaving prefers-color-scheme to pick', () => {
    applyTheme('light')
    applyTheme(null)
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false)
    applyTheme('no-such-theme')
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false)
  })
})

describe('themes.css', () => {
  it.each(PROPERTIES)('defines --%s', (name) => {
    expect(css).toMatch(new RegExp(`--${name}:`))
  })

  it('has the pleroma-dark colours', () => {
    expect(css).toMatch(/--fg: light-dark\([^,]+, #b9b9ba\)/)
    expect(css).toMatch(/--link: light-dark\([^,]+, #d8a070\)/)
    expect(css).toContain(":root[data-theme='pleroma-dark']")
    expect(css).toContain(":root[data-theme='light']")
  })
})
