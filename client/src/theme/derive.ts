/**
 * Derivation (DESIGN.md "theme engine writes semantic custom properties"; s1 §3 "Theme"): every
 * custom property of themes.css computed from a {@link ThemeSource}. Derived text colours are
 * moved toward black or white until they reach 4.5 on their backgrounds (s1 §9); colours set by
 * hand (the advanced slots) are kept as given, so the editor can warn about them.
 */
import { isDark, mix, withAlpha } from './color'
import { ensureContrast } from './contrast'
import type { AdvancedColor, Shadow, ThemeSource } from './source'

/** A derived colour that may be set by hand, with the pair its contrast is checked on. */
export interface AdvancedSlot {
  key: AdvancedColor
  /** The custom property it sets (`--panel-bg`). */
  property: string
  /** The text and background properties of its contrast pair. */
  text: string
  background: string
}

const slot = (key: AdvancedColor, property: string, text: string, background: string) => ({
  key,
  property,
  text,
  background,
})

/** The advanced colour slots (s1 §2 Theme tab "advanced colors"). */
export const ADVANCED_SLOTS: readonly AdvancedSlot[] = [
  slot('underlay', '--bg', '--fg', '--bg'),
  slot('panel', '--panel-bg', '--fg', '--panel-bg'),
  slot('panelText', '--fg', '--fg', '--panel-bg'),
  slot('topBar', '--panel-header-bg', '--panel-header-fg', '--panel-header-bg'),
  slot('topBarText', '--panel-header-fg', '--panel-header-fg', '--panel-header-bg'),
  slot('border', '--border', '--fg', '--panel-bg'),
  slot('faintText', '--text-faint', '--text-faint', '--panel-bg'),
  slot('btn', '--btn-bg', '--btn-fg', '--btn-bg'),
  slot('btnText', '--btn-fg', '--btn-fg', '--btn-bg'),
  slot('btnHover', '--btn-hover-bg', '--btn-fg', '--btn-hover-bg'),
  slot('input', '--input-bg', '--input-fg', '--input-bg'),
  slot('inputText', '--input-fg', '--input-fg', '--input-bg'),
  slot('alertError', '--alert-error-bg', '--alert-error-fg', '--alert-error-bg'),
  slot('alertErrorText', '--alert-error-fg', '--alert-error-fg', '--alert-error-bg'),
  slot('alertSuccess', '--alert-success-bg', '--fg', '--alert-success-bg'),
  slot('alertWarning', '--alert-warning-bg', '--fg', '--alert-warning-bg'),
  slot('badge', '--badge-bg', '--badge-fg', '--badge-bg'),
  slot('badgeText', '--badge-fg', '--badge-fg', '--badge-bg'),
  slot('popover', '--popover-bg', '--fg', '--popover-bg'),
  slot('greentext', '--greentext', '--greentext', '--panel-bg'),
  slot('cyantext', '--cyantext', '--cyantext', '--panel-bg'),
]

const FONT_UI = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif"
const FONT_MONO = "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace"

/** One shadow list as a CSS `box-shadow` value (`none` when empty). */
export function shadowCss(shadows: readonly Shadow[]): string {
  if (shadows.length === 0) return 'none'
  return shadows
    .map(
      (s) =>
        `${s.inset ? 'inset ' : ''}${s.x}px ${s.y}px ${s.blur}px ${s.spread}px ${withAlpha(s.color, s.alpha)}`,
    )
    .join(', ')
}

/** Backgrounds the body text (`--fg`) is drawn on. */
const FG_BACKGROUNDS = [
  '--panel-bg',
  '--bg',
  '--popover-bg',
  '--alert-success-bg',
  '--alert-warning-bg',
]

/**
 * Every custom property (name with `--` -> CSS value) for `source`: the colours of themes.css
 * as `#rrggbb` (plus `--shadow` and `--profile-tint` with alpha), `--color-scheme` (`dark` or
 * `light`, for form controls), the radii (`--radius-*`, px), fonts (`--font-*`), shadows
 * (`--shadow-<slot>`) and `--alert-popup-opacity`. Spacing is not part of a theme.
 * Throws a TypeError when a colour is not hex.
 */
export function deriveTheme(source: ThemeSource): Record<string, string> {
  const { colors: c, opacity: o, radii, fonts } = source
  const dark = isDark(c.bg)
  const far = dark ? '#000000' : '#ffffff'
  const near = dark ? '#ffffff' : '#000000'
  const pick = (key: AdvancedColor, derived: () => string) => c[key] ?? derived()

  const v: Record<string, string> = {}
  const panel = pick('panel', () => c.bg)
  const btn = pick('btn', () => c.fg)
  v['--panel-bg'] = panel
  // The page under the panels: Pleroma's black underlay on dark themes; light themes are
  // tinted toward fg instead, as black would turn them grey.
  v['--bg'] = pick('underlay', () =>
    dark ? mix('#000000', c.bg, o.underlay) : mix(c.fg, c.bg, Math.min(1, o.underlay * 4)),
  )
  v['--popover-bg'] = pick('popover', () => panel)
  v['--panel-header-bg'] = pick('topBar', () => c.fg)
  v['--btn-bg'] = btn
  v['--btn-hover-bg'] = pick('btnHover', () => mix(near, btn, 0.08))
  v['--input-bg'] = pick('input', () => mix(far, c.bg, o.input * 0.6))
  v['--border'] = pick('border', () => mix(c.text, c.fg, 0.15))
  v['--alert-error-bg'] = pick('alertError', () => mix(c.cRed, c.bg, o.alert))
  v['--alert-success-bg'] = pick('alertSuccess', () => mix(c.cGreen, c.bg, o.alert * 0.5))
  v['--alert-warning-bg'] = pick('alertWarning', () => mix(c.cOrange, c.bg, o.alert * 0.5))
  v['--badge-bg'] = pick('badge', () => c.cRed)

  const on = (...names: string[]) => names.flatMap((name) => v[name] ?? [])
  v['--fg'] = pick('panelText', () => ensureContrast(c.text, on(...FG_BACKGROUNDS)))
  v['--panel-header-fg'] = pick('topBarText', () => ensureContrast(c.text, on('--panel-header-bg')))
  v['--btn-fg'] = pick('btnText', () => ensureContrast(c.text, on('--btn-bg', '--btn-hover-bg')))
  v['--input-fg'] = pick('inputText', () => ensureContrast(c.text, on('--input-bg')))
  v['--alert-error-fg'] = pick('alertErrorText', () =>
    ensureContrast(c.text, on('--alert-error-bg')),
  )
  v['--badge-fg'] = pick('badgeText', () => ensureContrast('#ffffff', on('--badge-bg')))
  v['--text-faint'] = pick('faintText', () =>
    ensureContrast(mix(c.text, c.bg, 1 - o.faint * 0.5), on('--panel-bg', '--popover-bg')),
  )
  // Links also sit on buttons (the active navigation entry, which keeps its hover colour).
  v['--link'] = ensureContrast(
    c.link,
    on('--panel-bg', '--popover-bg', '--btn-bg', '--btn-hover-bg'),
  )
  v['--accent'] = ensureContrast(c.accent, on('--panel-bg'))
  v['--greentext'] = pick('greentext', () => ensureContrast(c.cGreen, on('--panel-bg')))
  v['--cyantext'] = pick('cyantext', () => ensureContrast(c.cBlue, on('--panel-bg')))
  v['--shadow'] = withAlpha('#000000', dark ? 0.6 : 0.2)
  v['--profile-tint'] = withAlpha(c.bg, o.profileTint)
  v['--alert-popup-opacity'] = String(o.alertPopup)
  v['--color-scheme'] = dark ? 'dark' : 'light'

  v['--radius-btn'] = `${radii.btn}px`
  v['--radius-input'] = `${radii.input}px`
  v['--radius-checkbox'] = `${radii.checkbox}px`
  v['--radius-panel'] = `${radii.panel}px`
  v['--radius-avatar'] = `${radii.avatar}px`
  v['--radius-avatar-alt'] = `${radii.avatarAlt}px`
  v['--radius-tooltip'] = `${radii.tooltip}px`
  v['--radius-attachment'] = `${radii.attachment}px`

  v['--font-ui'] = fonts.interface || FONT_UI
  v['--font-input'] = fonts.input || 'var(--font-ui)'
  v['--font-post'] = fonts.post || 'var(--font-ui)'
  v['--font-mono'] = fonts.postCode || FONT_MONO

  for (const [name, list] of Object.entries(source.shadows)) {
    v[`--shadow-${name.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)}`] = shadowCss(list)
  }
  return v
}
