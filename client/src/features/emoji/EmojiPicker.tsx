import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useInstance } from '../../state/instance'
import { useEmojiList } from './useEmojiList'
import { CATEGORIES, recentEmoji, rememberEmoji } from './emojiData'
import { emojiMatches, type EmojiItem } from './scoring'
import { StickerPicker, type Sticker } from './StickerPicker'
import { EmojiGrid } from './EmojiGrid'
import styles from './EmojiPicker.module.css'

/** s1 §9 "picker search debounce 500 ms". */
export const PICKER_SEARCH_DEBOUNCE_MS = 500
/** How many emoji the first load shows before 'load all' (s1 §9 "initially loads limited"). */
export const FIRST_LOAD = 120

/** Props of {@link EmojiPicker}. */
export interface EmojiPickerProps {
  onPick: (item: EmojiItem) => void
  /** When given and the instance has sticker packs, a Stickers tab offers them (s1 §3). */
  onSticker?: (sticker: Sticker) => void
}

/**
 * The emoji picker (s1 §9): recently used, custom packs and the unicode categories as groups,
 * a search box (500 ms debounce; it takes focus on open, ArrowDown goes on to the emoji), the
 * emoji as grids with one Tab stop and arrow keys (EmojiGrid), a limited first load with 'load
 * all'; with `onSticker`, an Emoji / Stickers tab pair (arrow keys switch tabs). Escape closes it
 * (the opener's usePopover, focus back to the button). Default export so it loads lazily with
 * its data.
 */
export default function EmojiPicker({ onPick, onSticker }: EmojiPickerProps) {
  const { t } = useTranslation()
  const uid = useId()
  const all = useEmojiList(true)
  const packs = useInstance((s) => s.config.stickers)
  const [tab, setTab] = useState<'emoji' | 'stickers'>('emoji')
  const [query, setQuery] = useState('')
  const [search, setSearch] = useState('')
  const [showAll, setShowAll] = useState(false)
  const [recent, setRecent] = useState(recentEmoji)
  const searchField = useRef<HTMLInputElement>(null)
  const grid = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const next = query.trim().toLowerCase()
    // Nothing to wait for when the search already matches (the picker just opened).
    if (next === search) return
    const timer = setTimeout(() => setSearch(next), PICKER_SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [query, search])

  const groups = useMemo(() => {
    const matching = search ? all.filter((e) => emojiMatches(e, search)) : all
    const byGroup = new Map<string, EmojiItem[]>()
    if (!search && recent.length > 0) byGroup.set('recent', recent)
    for (const item of matching) {
      const group = item.tags.find((tag) => tag.startsWith('pack:')) ?? item.tags[1] ?? 'custom'
      byGroup.set(group, [...(byGroup.get(group) ?? []), item])
    }
    const order = (g: string) =>
      g === 'recent' ? -2 : g.startsWith('pack:') ? -1 : CATEGORIES.indexOf(g as never)
    let budget = showAll ? Infinity : FIRST_LOAD
    const shown: [string, EmojiItem[]][] = []
    for (const [group, items] of [...byGroup.entries()].sort((a, b) => order(a[0]) - order(b[0]))) {
      if (budget <= 0) break
      const slice = items.slice(0, budget)
      budget -= slice.length
      shown.push([group, slice])
    }
    return { shown, limited: budget <= 0 && !showAll }
  }, [all, search, recent, showAll])

  // The picker takes focus when it opens: its search field. Without scrolling, since the
  // popover is placed only a moment later (ARCHITECTURE "Footguns").
  useEffect(() => searchField.current?.focus({ preventScroll: true }), [])

  const titled = groups.shown.map(
    ([group, items]) =>
      [
        group.startsWith('pack:')
          ? group.slice(5)
          : t(`emoji.categories.${group}`, { defaultValue: group }),
        items,
      ] as const,
  )
  const pick = (item: EmojiItem) => {
    rememberEmoji(item)
    setRecent(recentEmoji())
    onPick(item)
  }
  const withStickers = onSticker !== undefined && packs.length > 0
  const onTabKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return
    e.preventDefault()
    const next = tab === 'emoji' ? 'stickers' : 'emoji'
    setTab(next)
    document.getElementById(`${uid}-${next}`)?.focus()
  }
  const tabButton = (id: 'emoji' | 'stickers') => (
    <button
      id={`${uid}-${id}`}
      type="button"
      role="tab"
      className={styles.tab}
      aria-selected={tab === id}
      aria-controls={`${uid}-panel`}
      tabIndex={tab === id ? 0 : -1}
      onClick={() => setTab(id)}
    >
      {t(`emoji.${id}`)}
    </button>
  )
  return (
    <div className={styles.picker} role="dialog" aria-label={t('emoji.picker')}>
      {withStickers && (
        <div role="tablist" className={styles.tabs} onKeyDown={onTabKey}>
          {tabButton('emoji')}
          {tabButton('stickers')}
        </div>
      )}
      {withStickers && tab === 'stickers' ? (
        <div
          id={`${uid}-panel`}
          role="tabpanel"
          aria-labelledby={`${uid}-stickers`}
          className={styles.panel}
        >
          <StickerPicker packs={packs} onPick={onSticker} />
        </div>
      ) : (
        <div
          id={`${uid}-panel`}
          role={withStickers ? 'tabpanel' : undefined}
          aria-labelledby={withStickers ? `${uid}-emoji` : undefined}
          className={styles.panel}
        >
          <input
            ref={searchField}
            className={styles.search}
            type="search"
            aria-label={t('emoji.search')}
            placeholder={t('emoji.search')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowDown') return
              e.preventDefault()
              grid.current?.querySelector<HTMLElement>('[data-index][tabindex="0"]')?.focus()
            }}
          />
          <EmojiGrid groups={titled} onPick={pick} containerRef={grid} />
          {groups.limited && (
            <button type="button" className={styles.more} onClick={() => setShowAll(true)}>
              {t('emoji.load_all')}
            </button>
          )}
        </div>
      )}
    </div>
  )
}
