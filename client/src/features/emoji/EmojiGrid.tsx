import { useId, useState, type KeyboardEvent, type RefObject } from 'react'
import type { EmojiItem } from './scoring'
import { COLUMNS, gridMove } from './gridKeys'
import styles from './EmojiPicker.module.css'

/** Props of {@link EmojiGrid}. */
export interface EmojiGridProps {
  /** The groups shown, in order: [title, emoji]. */
  groups: readonly (readonly [string, readonly EmojiItem[]])[]
  onPick: (item: EmojiItem) => void
  /** Receives the grids' container, so the search field can send focus in (ArrowDown). */
  containerRef: RefObject<HTMLDivElement | null>
}

/** Splits `items` into rows of {@link COLUMNS}. */
function rows<T>(items: readonly T[]): T[][] {
  const out: T[][] = []
  for (let start = 0; start < items.length; start += COLUMNS) {
    out.push(items.slice(start, start + COLUMNS))
  }
  return out
}

/**
 * The emoji of the picker (issue 21): one WAI-ARIA grid per group, named by the group's
 * heading, rows of {@link COLUMNS}. All grids together are one Tab stop (a roving tabindex:
 * the emoji last moved to, else the first); arrow keys, Home / End and Ctrl+Home / Ctrl+End
 * move between emoji across groups (gridKeys.ts), Enter or Space picks (the emoji is a button).
 */
export function EmojiGrid({ groups, onPick, containerRef }: EmojiGridProps) {
  const uid = useId()
  const [chosen, setChosen] = useState(0)
  const sizes = groups.map(([, items]) => items.length)
  const starts = sizes.map((_, group) => sizes.slice(0, group).reduce((sum, n) => sum + n, 0))
  const total = sizes.reduce((sum, n) => sum + n, 0)
  const active = Math.min(chosen, Math.max(total - 1, 0))

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = Number((event.target as HTMLElement).dataset.index)
    if (Number.isNaN(index)) return
    const next = gridMove(sizes, index, event)
    if (next === null) return
    event.preventDefault()
    setChosen(next)
    containerRef.current?.querySelector<HTMLElement>(`[data-index="${next}"]`)?.focus()
  }

  return (
    <div className={styles.groups} ref={containerRef} onKeyDown={onKeyDown}>
      {groups.map(([title, items], group) => {
        const headingId = `${uid}-${group}`
        return (
          <section key={title} aria-labelledby={headingId}>
            <h3 id={headingId} className={styles.heading}>
              {title}
            </h3>
            <div role="grid" aria-labelledby={headingId} className={styles.grid}>
              {rows(items).map((row, rowIndex) => (
                <div role="row" key={rowIndex} className={styles.row}>
                  {row.map((item, column) => {
                    const at = (starts[group] ?? 0) + rowIndex * COLUMNS + column
                    return (
                      <div role="gridcell" key={item.replacement}>
                        <button
                          type="button"
                          className={styles.emoji}
                          title={item.displayText}
                          aria-label={item.displayText}
                          tabIndex={at === active ? 0 : -1}
                          data-index={at}
                          onFocus={() => setChosen(at)}
                          onClick={() => onPick(item)}
                        >
                          {item.imageUrl ? (
                            <img src={item.imageUrl} alt="" className={styles.image} />
                          ) : (
                            // The name says what it is; the glyph (with its variation
                            // selector, which axe reads as text) is only seen.
                            <span aria-hidden="true">{item.replacement}</span>
                          )}
                        </button>
                      </div>
                    )
                  })}
                </div>
              ))}
            </div>
          </section>
        )
      })}
    </div>
  )
}
