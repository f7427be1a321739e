import { ChevronDown, ChevronRight, CornerLeftUp, CornerRightDown, Undo2 } from 'lucide-react'
import { memo, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../state/session'
import { usePreference } from '../../state/preferences/preferences'
import { StatusCard } from '../status'
import { buildThreadTree, replyShown, treeRows, type TreeRow } from './threadRules'
import styles from './ConversationPage.module.css'
import { useEntities } from '../../state/entities'

/** Props of {@link ThreadView}. */
export interface ThreadViewProps {
  /** Every status of the conversation, oldest first (ancestors, focused, descendants). */
  ids: readonly string[]
  focusedId: string
  /** Gets the list element (the page focuses the highlighted status inside it). */
  listRef: React.RefObject<HTMLOListElement | null>
}

/**
 * Which conversation statuses survive the reader's replyVisibility filter (s1 §3): the focused
 * status and its ancestors always stay; replies are filtered by threadRules.replyShown.
 */
function useVisibleIds(ids: readonly string[], focusedId: string): string[] {
  const filter = usePreference('replyVisibility')
  const me = useSession((state) => state.user)
  const statuses = useEntities((state) => state.statuses)
  const users = useEntities((state) => state.users)
  return useMemo(() => {
    const focusedAt = ids.indexOf(focusedId)
    return ids.filter((id, index) => {
      const status = statuses[id]
      if (index <= focusedAt || !status) return true
      const facts = { author: status.user, inReplyToUser: status.in_reply_to_user_id }
      return replyShown(facts, filter, me, (user) => users[user]?.relationship?.following === true)
    })
  }, [ids, focusedId, filter, me, statuses, users])
}

/**
 * Keeps a status at the same place on screen across a re-render (s1 §2: the conversation's
 * scroll position is kept): `hold(id)` notes where the status is, and after the next render the
 * window scrolls by however far it moved (px).
 */
function useHoldInPlace(list: React.RefObject<HTMLOListElement | null>) {
  const held = useRef<{ id: string; top: number } | null>(null)
  useLayoutEffect(() => {
    const note = held.current
    held.current = null
    if (!note) return
    const item = list.current?.querySelector<HTMLElement>(
      `[data-thread-id="${CSS.escape(note.id)}"]`,
    )
    if (!item) return
    const moved = item.getBoundingClientRect().top - note.top
    if (moved !== 0 && typeof window.scrollBy === 'function') window.scrollBy(0, moved)
  })
  return (id: string) => {
    const item = list.current?.querySelector<HTMLElement>(`[data-thread-id="${CSS.escape(id)}"]`)
    held.current = item ? { id, top: item.getBoundingClientRect().top } : null
  }
}

interface ItemProps {
  statusId: string
  focused: boolean
  /** Depth in the tree view (0: a thread's top), null in the linear view. */
  level: number | null
  controls?: ReactNode
  after?: ReactNode
}

/**
 * One status of the thread; in the tree view indented to its level, which it also exposes as
 * `aria-level` (1-based), so a screen reader hears the reply depth that the indent shows.
 */
const ThreadItem = memo(function ThreadItem({
  statusId,
  focused,
  level,
  controls,
  after,
}: ItemProps) {
  return (
    <li
      className={focused ? styles.focusedItem : styles.item}
      data-focused={focused || undefined}
      data-thread-id={statusId}
      aria-level={level === null ? undefined : level + 1}
      style={{ '--level': Math.min(level ?? 0, 12) } as React.CSSProperties}
    >
      <StatusCard statusId={statusId} focused={focused} inConversation threadControls={controls} />
      {after}
    </li>
  )
})

/**
 * The statuses of a conversation (s1 §2, §4 "thread display"): linear (sorted by id) or tree
 * (preference conversationDisplay), an ordered list with one post article per item. It is no
 * WAI-ARIA feed (only a timeline is): it does not grow as one scrolls, and in the tree its
 * items hold controls beside the articles, which a feed may not own. In the tree each status with replies has a show/hide
 * toggle (aria-expanded) and a dive button in its heading; a hidden thread shows "Show N
 * replies"; diving shows one sub-thread with "Back to the whole conversation" and, when the
 * sub-thread has a parent, "Other replies" (below the top status or inside its heading,
 * preference conversationOtherRepliesButton). Toggling keeps the toggled status in place.
 */
export function ThreadView({ ids, focusedId, listRef }: ThreadViewProps) {
  const { t } = useTranslation()
  const display = usePreference('conversationDisplay')
  const maxDepthInThread = usePreference('maxDepthInThread')
  const otherRepliesAt = usePreference('conversationOtherRepliesButton')
  const statuses = useEntities((state) => state.statuses)
  const visible = useVisibleIds(ids, focusedId)
  const [toggled, setToggled] = useState<Record<string, boolean>>({})
  const [diveRoot, setDiveRoot] = useState<string | null>(null)
  const hold = useHoldInPlace(listRef)

  const tree = useMemo(
    () => buildThreadTree(visible, (id) => statuses[id]?.in_reply_to_status_id),
    [visible, statuses],
  )

  if (display !== 'tree') {
    return (
      <ol className={styles.thread} ref={listRef}>
        {visible.map((id) => (
          <ThreadItem key={id} statusId={id} focused={id === focusedId} level={null} />
        ))}
      </ol>
    )
  }

  const rows = treeRows(tree, { focusedId, diveRoot, maxDepthInThread, toggled })
  const toggle = (row: TreeRow) => {
    hold(row.id)
    setToggled((old) => ({ ...old, [row.id]: !row.expanded }))
  }
  const dive = (id: string | null) => {
    hold(id ?? diveRoot ?? focusedId)
    setDiveRoot(id)
  }
  const diveParent = diveRoot === null ? null : (tree.parent[diveRoot] ?? null)
  const otherReplies =
    diveParent === null ? null : (
      <button type="button" className={styles.threadButton} onClick={() => dive(diveParent)}>
        <CornerLeftUp aria-hidden="true" size={14} />
        {t('conversation.other_replies')}
      </button>
    )

  const controlsOf = (row: TreeRow) => (
    <>
      {row.id === diveRoot && otherRepliesAt === 'inside' ? otherReplies : null}
      {row.replyCount > 0 ? (
        <button
          type="button"
          className={styles.iconButton}
          aria-expanded={row.expanded}
          aria-label={t(row.expanded ? 'conversation.hide_thread' : 'conversation.show_thread')}
          title={t(row.expanded ? 'conversation.hide_thread' : 'conversation.show_thread')}
          onClick={() => toggle(row)}
        >
          {row.expanded ? <ChevronDown aria-hidden="true" size={16} /> : null}
          {row.expanded ? null : <ChevronRight aria-hidden="true" size={16} />}
        </button>
      ) : null}
      {row.replyCount > 0 && row.id !== diveRoot ? (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('conversation.dive')}
          title={t('conversation.dive')}
          onClick={() => dive(row.id)}
        >
          <CornerRightDown aria-hidden="true" size={16} />
        </button>
      ) : null}
    </>
  )

  return (
    <>
      {diveRoot !== null ? (
        <div className={styles.diveBar}>
          <button type="button" className={styles.threadButton} onClick={() => dive(null)}>
            <Undo2 aria-hidden="true" size={14} />
            {t('conversation.undive')}
          </button>
        </div>
      ) : null}
      <ol className={styles.thread} ref={listRef}>
        {rows.map((row) => (
          <ThreadItem
            key={row.id}
            statusId={row.id}
            focused={row.id === focusedId}
            level={row.level}
            controls={controlsOf(row)}
            after={
              <>
                {row.id === diveRoot && otherRepliesAt === 'below' ? otherReplies : null}
                {!row.expanded && row.replyCount > 0 ? (
                  <button
                    type="button"
                    className={styles.threadButton}
                    aria-expanded={false}
                    onClick={() => toggle(row)}
                  >
                    {t('conversation.show_replies', { count: row.replyCount })}
                  </button>
                ) : null}
              </>
            }
          />
        ))}
      </ol>
    </>
  )
}
