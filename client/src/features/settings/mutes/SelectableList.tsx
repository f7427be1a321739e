/**
 * One list of the Mutes and Blocks tab (s1 §2 "Settings tabs": search, select all, bulk unmute
 * or unblock): a search box, "select all" (over the entries shown), a checkbox per entry and
 * the bulk action, which runs on the selected entries and drops those it changed.
 */
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../ui/Button'
import styles from '../SettingsModal.module.css'
import own from './Mutes.module.css'
import { allSelected, filterEntries, toggleAll, toggleOne, type Searchable } from './selection'
import { formatNumber } from '../../../i18n'

/** An entry of the list: id, searched text, and what the row shows. */
export interface ListEntry extends Searchable {
  /** The accessible name of its checkbox (the @handle or the domain). */
  label: string
  content: ReactNode
}

/** Props of {@link SelectableList}. */
export interface SelectableListProps {
  /** Legend of the group. */
  title: string
  /** Label of the search box. */
  searchLabel: string
  /** Label of the bulk action button. */
  actionLabel: string
  /** Shown when there are no entries at all. */
  emptyText: string
  entries: readonly ListEntry[]
  /** Runs the bulk action on the selected ids; resolves the ids it changed. */
  onAction: (ids: string[]) => Promise<string[]>
  /** Extra content at the end of the group (the add-a-domain form). */
  children?: ReactNode
}

/** A searchable list with "select all" and one bulk action. */
export function SelectableList({
  title,
  searchLabel,
  actionLabel,
  emptyText,
  entries,
  onAction,
  children,
}: SelectableListProps) {
  const { t } = useTranslation()
  const searchId = useId()
  const [query, setQuery] = useState('')
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [busy, setBusy] = useState(false)
  const shown = filterEntries(entries, query)
  const shownIds = shown.map((entry) => entry.id)
  const chosen = entries.filter((entry) => selected.has(entry.id)).map((entry) => entry.id)

  const run = async () => {
    setBusy(true)
    try {
      const done = new Set(await onAction(chosen))
      setSelected((current) => new Set([...current].filter((id) => !done.has(id))))
    } finally {
      setBusy(false)
    }
  }

  return (
    <fieldset className={styles.group}>
      <legend>{title}</legend>
      <label htmlFor={searchId}>{searchLabel}</label>
      <input
        id={searchId}
        type="search"
        className={own.search}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <div className={own.bar}>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={allSelected(selected, shownIds)}
            disabled={shown.length === 0}
            onChange={() => setSelected(toggleAll(selected, shownIds))}
          />
          {t('settings.mutes_blocks.select_all')}
        </label>
        <Button disabled={busy || chosen.length === 0} onClick={() => void run()}>
          {actionLabel}
          {chosen.length > 0 && ` (${formatNumber(chosen.length)})`}
        </Button>
      </div>
      {entries.length === 0 ? (
        <p className={styles.hint}>{emptyText}</p>
      ) : (
        <ul className={own.list} aria-label={title}>
          {shown.map((entry) => (
            <li key={entry.id} className={own.entry}>
              <input
                type="checkbox"
                aria-label={entry.label}
                checked={selected.has(entry.id)}
                onChange={() => setSelected(toggleOne(selected, entry.id))}
              />
              {entry.content}
            </li>
          ))}
        </ul>
      )}
      {children}
    </fieldset>
  )
}
