import styles from './TabList.module.css'

/** Whether each tab has its own panel or all share one. */
export type PanelMode = 'each' | 'one'

function panelId(idBase: string, name: string, panels: PanelMode): string {
  return panels === 'one' ? `${idBase}-panel` : `${idBase}-${name}-panel`
}

/** Props of {@link TabList}. */
export interface TabListProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string
  /** Prefix of the ids: tab `name` is `{idBase}-{name}`; see {@link tabPanelProps}. */
  idBase: string
  /** 'each': every tab has a panel (kept, hidden); 'one': one panel shows the selected tab. */
  panels?: PanelMode
  /** The tabs in order, with their visible labels. */
  tabs: readonly { name: T; label: string }[]
  selected: T
  onSelect: (name: T) => void
}

/**
 * A row of tabs (WAI-ARIA tabs: role tablist, tabs with aria-selected and aria-controls): the
 * caller renders the panels with {@link tabPanelProps}. Used by the interactions page and the
 * list edit page.
 */
export function TabList<T extends string>({
  label,
  idBase,
  tabs,
  selected,
  onSelect,
  panels = 'each',
}: TabListProps<T>) {
  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {tabs.map(({ name, label: text }) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`${idBase}-${name}`}
          aria-selected={selected === name}
          aria-controls={panelId(idBase, name, panels)}
          className={styles.tab}
          onClick={() => onSelect(name)}
        >
          {text}
        </button>
      ))}
    </div>
  )
}

/**
 * The role, id and label of the panel of tab `name` (with panels 'one': of the selected tab) of
 * a {@link TabList} with `idBase`.
 */
export function tabPanelProps(idBase: string, name: string, panels: PanelMode = 'each') {
  return {
    role: 'tabpanel',
    id: panelId(idBase, name, panels),
    'aria-labelledby': `${idBase}-${name}`,
  } as const
}
