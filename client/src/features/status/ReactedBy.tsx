import { Users } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useFixedT } from '../../i18n/useFixedT'
import { fetchReactions } from '../../api/endpoints/statuses'
import type { EmojiReaction } from '../../entities/types'
import { formatNumber } from '../../i18n'
import { useUser } from '../../state/entities'
import { isAbort, load } from '../../state/load'
import { usePopover } from '../../ui/usePopover'
import { UserRow } from '../user-card'
import actionStyles from './actions/Actions.module.css'
import styles from './Popover.module.css'

/** Users shown per reaction before '+N' (s1 §9 "user list popover 16"). */
export const USER_LIST_SHOWN = 16

/** The first 16 of `ids` and how many more there are. */
export function userListShown(ids: readonly string[]): { shown: string[]; more: number } {
  const shown = ids.slice(0, USER_LIST_SHOWN)
  return { shown, more: ids.length - shown.length }
}

function Person({ id }: { id: string }) {
  const user = useUser(id)
  return user ? (
    <li>
      <UserRow user={user} />
    </li>
  ) : null
}

function ReactionUsers({ reaction }: { reaction: EmojiReaction }) {
  const { t } = useFixedT()
  const { shown, more } = userListShown(reaction.accounts)
  return (
    <section aria-label={t('status.reaction', { emoji: reaction.name, count: reaction.count })}>
      <h3 className={styles.listHeading}>
        {reaction.url ? <img src={reaction.url} alt="" className={styles.listEmoji} /> : null}
        {reaction.url ? null : reaction.name} {formatNumber(reaction.count)}
      </h3>
      <ul className={styles.userList}>
        {shown.map((id) => (
          <Person key={id} id={id} />
        ))}
      </ul>
      {more > 0 ? <p>{t('status.reacted_more', { count: more })}</p> : null}
    </section>
  )
}

/**
 * The "who reacted" button after a post's reactions (s1 §2, §9): opens a popover listing, per
 * reaction, the people who reacted (GET /api/v1/pleroma/statuses/:id/reactions, asked on
 * open), 16 each, then '+N'. Escape, a click outside or focus leaving closes it
 * (ui/usePopover). A failed load shows general.generic_error.
 */
export function ReactedBy({ statusId }: { statusId: string }) {
  const { t } = useFixedT()
  const popoverId = useId()
  const [open, setOpen] = useState(false)
  const [reactions, setReactions] = useState<EmojiReaction[] | 'error' | null>(null)
  const anchor = useRef<HTMLSpanElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const popover = useRef<HTMLDivElement>(null)
  const dismiss = useCallback(() => setOpen(false), [])
  usePopover({ open, onClose: dismiss, anchor: button, floating: popover, root: anchor })

  useEffect(() => {
    if (!open) return
    const controller = new AbortController()
    load((signal) => fetchReactions(statusId, signal), controller.signal).then(
      (answer) => setReactions(answer.reactions),
      (error: unknown) => {
        if (isAbort(error)) return
        console.warn('Loading who reacted failed', error)
        setReactions('error')
      },
    )
    return () => controller.abort()
  }, [open, statusId])

  const label = t('status.reacted_by')
  return (
    <span ref={anchor} className={styles.anchor}>
      <button
        ref={button}
        type="button"
        className={actionStyles.reaction}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Users aria-hidden="true" size={16} />
      </button>
      {open ? (
        <div
          ref={popover}
          id={popoverId}
          role="dialog"
          aria-label={label}
          tabIndex={-1}
          className={styles.popover}
        >
          {reactions === null ? <p>{t('general.loading')}</p> : null}
          {reactions === 'error' ? <p role="alert">{t('general.generic_error')}</p> : null}
          {Array.isArray(reactions)
            ? reactions.map((reaction) => <ReactionUsers key={reaction.name} reaction={reaction} />)
            : null}
        </div>
      ) : null}
    </span>
  )
}
