/**
 * The theme source (s1 §3 "Theme"): the few values a person or a preset chooses, from which
 * derive.ts computes every custom property. Colours are `#rrggbb`; radii, shadow offsets, blur
 * and spread are px; opacities and shadow alpha 0..1; fonts are CSS font-family lists ('' for
 * the default).
 */

/** The common colour slots (s1 §3; Pleroma-FE's bg, fg, text, link, accent, cRed..cOrange). */
export const COMMON_COLORS = [
  'bg',
  'fg',
  'text',
  'link',
  'accent',
  'cRed',
  'cGreen',
  'cBlue',
  'cOrange',
] as const
export type CommonColor = (typeof COMMON_COLORS)[number]

/** Derived colour slots that may be set by hand (derive.ts ADVANCED_SLOTS describes each). */
export const ADVANCED_COLORS = [
  'underlay',
  'panel',
  'panelText',
  'topBar',
  'topBarText',
  'border',
  'faintText',
  'btn',
  'btnText',
  'btnHover',
  'input',
  'inputText',
  'alertError',
  'alertErrorText',
  'alertSuccess',
  'alertWarning',
  'badge',
  'badgeText',
  'popover',
  'greentext',
  'cyantext',
] as const
export type AdvancedColor = (typeof ADVANCED_COLORS)[number]

export type ThemeColors = Record<CommonColor, string> & Partial<Record<AdvancedColor, string>>

export const OPACITY_SLOTS = [
  'profileTint',
  'alert',
  'input',
  'faint',
  'underlay',
  'alertPopup',
] as const
export type OpacitySlot = (typeof OPACITY_SLOTS)[number]

export const RADIUS_SLOTS = [
  'btn',
  'input',
  'checkbox',
  'panel',
  'avatar',
  'avatarAlt',
  'tooltip',
  'attachment',
] as const
export type RadiusSlot = (typeof RADIUS_SLOTS)[number]

export const FONT_SLOTS = ['interface', 'input', 'post', 'postCode'] as const
export type FontSlot = (typeof FONT_SLOTS)[number]

export const SHADOW_SLOTS = [
  'panel',
  'topBar',
  'popup',
  'avatar',
  'button',
  'buttonHover',
  'buttonPressed',
  'input',
] as const
export type ShadowSlot = (typeof SHADOW_SLOTS)[number]

/** One box shadow: offsets, blur and spread in px, colour `#rrggbb`, alpha 0..1. */
export interface Shadow {
  x: number
  y: number
  blur: number
  spread: number
  color: string
  alpha: number
  inset: boolean
}

/** Everything a theme is made of (s1 §3). */
export interface ThemeSource {
  colors: ThemeColors
  opacity: Record<OpacitySlot, number>
  radii: Record<RadiusSlot, number>
  fonts: Record<FontSlot, string>
  shadows: Record<ShadowSlot, Shadow[]>
}

/** s1 §3 opacity defaults. */
export const DEFAULT_OPACITY: Record<OpacitySlot, number> = {
  profileTint: 0.5,
  alert: 0.5,
  input: 0.5,
  faint: 0.5,
  underlay: 0.15,
  alertPopup: 0.95,
}

/** s1 §3 radius defaults (px). */
export const DEFAULT_RADII: Record<RadiusSlot, number> = {
  btn: 4,
  input: 4,
  checkbox: 2,
  panel: 10,
  avatar: 5,
  avatarAlt: 50,
  tooltip: 2,
  attachment: 5,
}

/** Fonts default to the interface's own stacks (themes.css). */
export const DEFAULT_FONTS: Record<FontSlot, string> = {
  interface: '',
  input: '',
  post: '',
  postCode: '',
}

const shadow = (x: number, y: number, blur: number, alpha: number, inset = false): Shadow => ({
  x,
  y,
  blur,
  spread: 0,
  color: '#000000',
  alpha,
  inset,
})

/** Starling's default shadows (black, soft), one list per slot. */
export const DEFAULT_SHADOWS: Record<ShadowSlot, Shadow[]> = {
  panel: [shadow(1, 1, 4, 0.6)],
  topBar: [shadow(0, 0, 4, 0.6)],
  popup: [shadow(2, 2, 3, 0.5)],
  avatar: [shadow(0, 1, 8, 0.7)],
  button: [shadow(0, 0, 2, 1)],
  buttonHover: [shadow(0, 0, 4, 0.6)],
  buttonPressed: [shadow(0, 0, 4, 1, true)],
  input: [shadow(0, 1, 0, 0.2, true)],
}

/** Pleroma's dark colours (pleroma-dark, the default theme, s1 §3). */
export const PLEROMA_DARK_COLORS: ThemeColors = {
  bg: '#121a24',
  fg: '#182230',
  text: '#b9b9ba',
  link: '#d8a070',
  accent: '#d8a070',
  cRed: '#d31014',
  cGreen: '#0fa00f',
  cBlue: '#0095ff',
  cOrange: '#ffa500',
}

/** A complete source from colours, the rest at s1 §3's defaults. */
export function sourceFromColors(colors: ThemeColors): ThemeSource {
  return {
    colors: { ...colors },
    opacity: { ...DEFAULT_OPACITY },
    radii: { ...DEFAULT_RADII },
    fonts: { ...DEFAULT_FONTS },
    shadows: structuredClone(DEFAULT_SHADOWS),
  }
}

/** The default theme's source (pleroma-dark). */
export const DEFAULT_SOURCE: ThemeSource = sourceFromColors(PLEROMA_DARK_COLORS)
