import type { NavIcon } from './navEntries'
import styles from './LetterIcon.module.css'

const icons = new Map<string, NavIcon>()

/**
 * The icon of a list's navigation entry (s1 §2: "first letter as icon"): the first letter of
 * `title` (a whole character, emoji included; "?" for an empty title) in a square of the icon's
 * size, in px. One component per letter, so entries keep their icon between renders.
 */
export function letterIcon(title: string): NavIcon {
  const letter = [...title.trim()][0]?.toLocaleUpperCase() ?? '?'
  let icon = icons.get(letter)
  if (!icon) {
    const LetterIcon = ({ size = 18 }: { size?: number }) => (
      <span
        aria-hidden="true"
        className={styles.letter}
        style={{ inlineSize: size, blockSize: size, fontSize: size * 0.75 }}
      >
        {letter}
      </span>
    )
    icons.set(letter, LetterIcon)
    icon = LetterIcon
  }
  return icon
}
