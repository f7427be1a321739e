import { EyeOff } from 'lucide-react'
import { useFixedT } from '../../i18n/useFixedT'
import type { MuteVerdict } from './contentRules'
import styles from './actions/Actions.module.css'

/** Props of {@link MutedStatus}. */
export interface MutedStatusProps {
  verdict: MuteVerdict
  /** Name of the author, for the line's label. */
  author: string
  /** Shows the post (local to this card). */
  onShow: () => void
  feedPosition?: number
}

/**
 * A muted post collapsed to one line (s1 §2 "Muted posts show a collapsed line with reason and
 * unmute button"): the author, the reasons (muted user, muted conversation, the mute words
 * hit, bot) and a Show button that reveals the post on this card.
 */
export function MutedStatus({ verdict, author, onShow, feedPosition }: MutedStatusProps) {
  const { t } = useFixedT()
  const reasons = verdict.reasons
    .map((reason) =>
      reason === 'words'
        ? t('status.muted_words', { words: verdict.words.join(', ') })
        : t(`status.muted_${reason}`),
    )
    .join(', ')
  const feed =
    feedPosition === undefined ? {} : { 'aria-posinset': feedPosition, 'aria-setsize': -1 }
  return (
    <article
      className={styles.mutedLine}
      tabIndex={0}
      aria-label={t('status.muted_label', { author })}
      {...feed}
    >
      <EyeOff aria-hidden="true" size={16} />
      <span className={styles.mutedText}>
        <bdi>{author}</bdi> · {reasons}
      </span>
      <button type="button" className={styles.button} onClick={onShow}>
        {t('status.unmute_show')}
      </button>
    </article>
  )
}
