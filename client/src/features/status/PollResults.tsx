import { Check } from 'lucide-react'
import { useFixedT } from '../../i18n/useFixedT'
import { formatLocale, formatNumber } from '../../i18n'
import type { Emoji, Poll } from '../../entities/types'
import { pollResults } from '../../lib/poll'
import { EmojiText } from '../../content/EmojiText'
import styles from './PollResults.module.css'
import { formatRelativeTime, relativeTime } from '../../lib/relativeTime'
import { useNow } from '../../ui/RelativeTime'

/** Props of {@link PollResults}. */
export interface PollResultsProps {
  poll: Poll
  /** Emoji of the status, used with the poll's own for option titles. */
  emoji?: readonly Emoji[]
  /** "Now" in epoch ms; defaults to the time of rendering. */
  nowMs?: number
}

/**
 * A poll's results as visitors see them (s1 §4 "Polls": visitors see only results, rounded
 * whole-number percentages): each option with its percentage and a bar, the number of voters
 * (or votes), and "Ends in …" / "Ended … ago" (lib/poll.ts); the reader's own votes are
 * marked with a check and "your vote". Voting is in Poll.tsx.
 */
export function PollResults({ poll, emoji, nowMs }: PollResultsProps) {
  const { t } = useFixedT()
  const mountedAt = useNow()
  const now = nowMs ?? mountedAt
  const results = pollResults(poll, now)
  const allEmoji = [...(Array.isArray(poll.emojis) ? poll.emojis : []), ...(emoji ?? [])]
  const total =
    results.totalKind === 'voters'
      ? t('status.poll_voters', { count: results.total })
      : t('status.poll_votes', { count: results.total })
  const language = formatLocale()
  const mine = new Set(poll.voted && Array.isArray(poll.own_votes) ? poll.own_votes : [])
  const end =
    results.endsAt === null
      ? null
      : t(results.ended ? 'status.poll_ended' : 'status.poll_ends', {
          time: formatRelativeTime(relativeTime(results.endsAt, now), language),
        })
  return (
    <section className={styles.poll} aria-label={t('status.poll')}>
      <ul className={styles.options}>
        {results.options.map((option, index) => (
          <li key={index} className={styles.option}>
            <span className={styles.label}>
              <span className={styles.percent}>
                {t('status.poll_percent', { percent: formatNumber(option.percent) })}
              </span>
              <span className={styles.title}>
                <EmojiText text={option.title} emoji={allEmoji} />
              </span>
              {mine.has(index) ? (
                <span className={styles.mine}>
                  <Check aria-hidden="true" size={14} />
                  <span className="visually-hidden">{t('polls.your_vote')}</span>
                </span>
              ) : null}
            </span>
            <progress className={styles.bar} max={100} value={option.percent} aria-hidden="true" />
          </li>
        ))}
      </ul>
      <p className={styles.footer}>
        {total}
        {end ? ` · ${end}` : null}
      </p>
    </section>
  )
}
