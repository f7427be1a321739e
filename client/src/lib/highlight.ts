/**
 * The user highlight (s1 §3 User "highlight (colour and type: disabled, solid, striped, side)"):
 * the viewer marks a user's posts with a colour, as Pleroma-FE's per-user highlight does. Kept
 * in the collection preference `userHighlights`, one entry per user: `screen_name type #rrggbb`
 * (a screen name has no spaces), so it fits the preference format (s1 §5: collections are
 * arrays of strings).
 */
import type { CSSProperties } from 'react'

/** How a highlighted user's posts are marked. */
export type HighlightType = 'disabled' | 'solid' | 'striped' | 'side'

/** The highlight types, in the order the card offers them. */
export const HIGHLIGHT_TYPES: readonly HighlightType[] = ['disabled', 'solid', 'striped', 'side']

/** One user's highlight: a colour `#rrggbb` and a type. */
export interface Highlight {
  color: string
  type: HighlightType
}

/** The colour offered before one is chosen (Pleroma-FE's default highlight colour). */
export const DEFAULT_HIGHLIGHT_COLOR = '#ffffff'

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i

function isType(value: string | undefined): value is HighlightType {
  return (HIGHLIGHT_TYPES as readonly string[]).includes(value ?? '')
}

/** The highlight stored for `screenName` in the `userHighlights` entries, or null. */
export function findHighlight(entries: readonly string[], screenName: string): Highlight | null {
  for (const entry of entries) {
    const [name, type, color] = entry.split(' ')
    if (name === screenName && isType(type) && color !== undefined && HEX.test(color)) {
      return { type, color }
    }
  }
  return null
}

/**
 * The entries with `screenName`'s highlight replaced by `highlight` (removed when null, or when
 * it is disabled with the default colour: nothing worth keeping). Other users' entries stay.
 */
export function withHighlight(
  entries: readonly string[],
  screenName: string,
  highlight: Highlight | null,
): string[] {
  const others = entries.filter((entry) => entry.split(' ')[0] !== screenName)
  if (highlight === null || !HEX.test(highlight.color)) return others
  if (highlight.type === 'disabled' && highlight.color === DEFAULT_HIGHLIGHT_COLOR) return others
  return [...others, `${screenName} ${highlight.type} ${highlight.color.toLowerCase()}`]
}

/**
 * The inline style that marks a highlighted user's post (Pleroma-FE's highlightStyle): `solid`
 * tints the background with the colour at 20 % opacity, `striped` draws 20 px diagonal stripes
 * of 10 % and 20 %, `side` a 4 px bar of the full colour on the inline-start edge. `disabled`,
 * no highlight or an unreadable colour: no style (undefined).
 */
export function highlightStyle(highlight: Highlight | null): CSSProperties | undefined {
  const match = highlight ? HEX.exec(highlight.color) : null
  if (!highlight || !match) return undefined
  const [r, g, b] = match.slice(1).map((hex) => parseInt(hex, 16))
  const rgb = `${r}, ${g}, ${b}`
  const tint = `rgba(${rgb}, 0.1)`
  const tint2 = `rgba(${rgb}, 0.2)`
  switch (highlight.type) {
    case 'solid':
      return { backgroundColor: tint2 }
    case 'striped':
      return {
        backgroundImage: `repeating-linear-gradient(135deg, ${tint}, ${tint} 20px, ${tint2} 20px, ${tint2} 40px)`,
      }
    case 'side':
      return { borderInlineStart: `4px solid rgb(${rgb})` }
    case 'disabled':
      return undefined
  }
}
