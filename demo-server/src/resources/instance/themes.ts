/**
 * The demo's theme presets (PLEROMA-API §2.5 `/static/styles.json`): one inline array in the
 * older shape and the others as theme files in Pleroma-FE's v2 shape
 * (`_pleroma_theme_version: 2` with `source` and/or the computed `theme`), served under
 * `/static/themes/`. Written for the demo; the colours are Starling's own.
 */

const colors = (bg: string, fg: string, text: string, link: string): Record<string, string> => ({
  bg,
  fg,
  text,
  link,
  cRed: '#d31014',
  cGreen: '#0fa00f',
  cBlue: '#0095ff',
  cOrange: '#ffa500',
})

/** Theme files by name (`/static/themes/<name>.json`). */
export const THEME_FILES: Record<string, unknown> = {
  'pleroma-dark': {
    _pleroma_theme_version: 2,
    source: {
      themeEngineVersion: 3,
      colors: colors('#121a24', '#182230', '#b9b9ba', '#d8a070'),
      opacity: {},
      radii: {},
      fonts: {},
      shadows: {},
    },
  },
  ocean: {
    _pleroma_theme_version: 2,
    theme: {
      colors: { ...colors('#0e2a3b', '#153a50', '#d9eef7', '#7fd4ff'), panel: '#0e2a3b' },
      opacity: { alert: 0.4, underlay: 0.2 },
      radii: { btn: 8, input: 8, panel: 14, avatar: 50, avatarAlt: 50 },
      fonts: { post: { family: 'Georgia, serif' } },
      shadows: {
        panel: [{ x: 0, y: 2, blur: 8, spread: 0, color: '#000000', alpha: 0.5 }],
        buttonHover: [{ x: 0, y: 0, blur: 4, spread: 0, color: '--link', alpha: 1 }],
      },
    },
    source: {
      themeEngineVersion: 3,
      colors: colors('#0e2a3b', '#153a50', '#d9eef7', '#7fd4ff'),
      radii: { btn: 8, input: 8, panel: 14, avatar: 50, avatarAlt: 50 },
      fonts: { post: { family: 'Georgia, serif' } },
      opacity: { alert: 0.4, underlay: 0.2 },
      shadows: {
        panel: [{ x: 0, y: 2, blur: 8, spread: 0, color: '#000000', alpha: 0.5 }],
      },
    },
  },
  sunrise: {
    _pleroma_theme_version: 2,
    theme: {
      colors: colors('#fff8f0', '#f3e1cc', '#3b2a1a', '#b0440f'),
      radii: { btn: 2, panel: 4 },
    },
  },
}

/** `/static/styles.json`: name -> inline array or theme file URL. */
export const STYLES: Record<string, string | string[]> = {
  'pleroma-dark': '/static/themes/pleroma-dark.json',
  'classic-dark': [
    'Classic Dark',
    '#161c20',
    '#282e32',
    '#b9b9b9',
    '#baaa9c',
    '#d31014',
    '#0fa00f',
    '#0095ff',
    '#ffa500',
  ],
  ocean: '/static/themes/ocean.json',
  sunrise: '/static/themes/sunrise.json',
}
