import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import styles from './tabs.module.css'

/** The tab `key` moves to from `current` (arrows wrap, Home, End), or undefined. */
export function tabAfterKey<T>(tabs: readonly T[], current: T, key: string): T | undefined {
  const index = tabs.indexOf(current)
  const last = tabs.length - 1
  const moves: Record<string, number> = {
    ArrowRight: index >= last ? 0 : index + 1,
    ArrowLeft: index <= 0 ? last : index - 1,
    Home: 0,
    End: last,
  }
  return tabs[moves[key] ?? -1]
}

/** Props of {@link TabList}. */
export interface TabListProps<T extends string> {
  tabs: readonly T[]
  current: T
  /** Accessible name of the tab list. */
  label: string
  /** Ids are `{idPrefix}-tab-{tab}`; each tab controls `{idPrefix}-tabpanel-{tab}`. */
  idPrefix: string
  labelOf: (tab: T) => ReactNode
  onChoose: (tab: T) => void
  /** An extra class for the list (spacing). */
  className?: string
}

/**
 * A WAI-ARIA tab list (profile tabs, search results, interactions, list editing): one tab in the Tab order, the arrow
 * keys (wrapping), Home and End choose and focus another. The caller renders the tab panels
 * with the ids named by `idPrefix`.
 */
export function TabList<T extends string>({
  tabs,
  current,
  label,
  idPrefix,
  labelOf,
  onChoose,
  className,
}: TabListProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>())
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(tabs, current, event.key)
    if (next === undefined) return
    event.preventDefault()
    onChoose(next)
    refs.current.get(next)?.focus()
  }
  return (
    <div
      role="tablist"
      aria-label={label}
      className={[styles.tabs, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      {tabs.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${name}`}
          aria-selected={name === current}
          aria-controls={`${idPrefix}-tabpanel-${name}`}
          tabIndex={name === current ? 0 : -1}
          className={styles.tab}
          ref={(node) => {
            if (node) refs.current.set(name, node)
            else refs.current.delete(name)
          }}
          onClick={() => onChoose(name)}
        >
          {labelOf(name)}
        </button>
      ))}
    </div>
  )
}

/**
 * The role, id and label of the panel of tab `name` of a {@link TabList} with `idPrefix` (a page
 * with one panel for whichever tab is chosen passes the chosen one).
 */
export function tabPanelProps(idPrefix: string, name: string) {
  return {
    role: 'tabpanel',
    id: `${idPrefix}-tabpanel-${name}`,
    'aria-labelledby': `${idPrefix}-tab-${name}`,
  } as const
}
