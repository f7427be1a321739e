import { useState } from 'react'
import { useFixedT } from '../../i18n/useFixedT'
import { useSession } from '../../state/session'
import type { Status } from '../../entities/types'
import { formatNumber } from '../../i18n'
import { isWebUrl } from '../../lib/safeUrl'
import styles from './actions/Actions.module.css'
import { toggleReaction } from './actions/statusActions'
import { ReactedBy } from './ReactedBy'

/** Reactions shown before '+N' (s1 §9). */
export const REACTIONS_SHOWN = 12

/**
 * A post's emoji reactions (s1 §2, §4, §9): one toggle button per reaction with its emoji (a
 * custom one as an image) and count, aria-pressed when the viewer reacted; the first 12, then
 * a '+N' button showing the rest, and the who-reacted popover (ReactedBy). Clicking adds or
 * removes the viewer's reaction (optimistic, then refetched). Visitors see the same buttons disabled.
 * Counts are written as the language writes numbers (i18n `formatNumber`).
 */
export function EmojiReactions({ status }: { status: Status }) {
  const { t } = useFixedT()
  const viewerId = useSession((state) => state.user)
  const [all, setAll] = useState(false)
  const reactions = status.emoji_reactions
  if (reactions.length === 0) return null
  const shown = all ? reactions : reactions.slice(0, REACTIONS_SHOWN)
  const hidden = reactions.length - shown.length
  return (
    <div className={styles.reactions} role="group" aria-label={t('status.reactions')}>
      {shown.map((reaction) => (
        <button
          key={reaction.name}
          type="button"
          className={styles.reaction}
          aria-pressed={reaction.me}
          aria-label={t('status.reaction', { emoji: reaction.name, count: reaction.count })}
          disabled={viewerId === null}
          onClick={() => void toggleReaction(status.id, reaction.name, !reaction.me, viewerId)}
        >
          {reaction.url && isWebUrl(reaction.url) ? (
            <img className={styles.reactionImage} src={reaction.url} alt="" loading="lazy" />
          ) : (
            <span aria-hidden="true">{reaction.name}</span>
          )}
          <span aria-hidden="true">{formatNumber(reaction.count)}</span>
        </button>
      ))}
      {hidden > 0 ? (
        <button
          type="button"
          className={styles.reaction}
          aria-label={t('status.reactions_more', { count: hidden })}
          onClick={() => setAll(true)}
        >
          +{formatNumber(hidden)}
        </button>
      ) : null}
      <ReactedBy statusId={status.id} />
    </div>
  )
}
