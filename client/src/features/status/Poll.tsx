import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useFixedT } from '../../i18n/useFixedT'
import { fetchPoll, vote } from '../../api/endpoints/polls'
import { useSignedIn } from '../../state/session'
import type { Emoji, Poll as PollEntity } from '../../entities/types'
import { EmojiText } from '../../content/EmojiText'
import styles from './PollResults.module.css'
import { PollResults } from './PollResults'
import { useOnScreen, usePassed, usePollRefresh } from './pollTimers'
import { entities } from '../../state/entities'
import { errorText } from '../../state/errorText'
import { useHeldFocus } from '../../ui/useHeldFocus'

/** Props of {@link Poll}. */
export interface PollProps {
  /** The status holding the poll: answers are patched into it in the entity store. */
  statusId: string
  poll: PollEntity
  /** Emoji of the status, used with the poll's own for option titles. */
  emoji?: readonly Emoji[]
}

/**
 * A poll (s1 §4 "Polls"; s2 §7 "Media and polls"). Signed-in readers vote until they have
 * voted or the poll expired: radio buttons for a single choice, checkboxes for multiple, and a
 * Vote button disabled while nothing is chosen or while the vote is being sent; the answer
 * replaces the status's poll in the entity store. Otherwise, and for visitors, the results
 * (whole-number percentages, own votes marked). Expires by itself once expires_at passes
 * (timer), and refreshes every 30 s while on screen and open (GET /api/v1/polls/:id).
 * A failed vote shows the server's error text. Focus never falls to the page body (issue 21):
 * Vote keeps it while sending ({@link useHeldFocus}), and a vote sent from inside the poll gives
 * it to the results that replace the form.
 */
export function Poll({ statusId, poll, emoji }: PollProps) {
  const { t } = useFixedT()
  const signedIn = useSignedIn()
  const section = useRef<HTMLElement>(null)
  const onScreen = useOnScreen(section)
  const parsed = poll.expires_at ? Date.parse(poll.expires_at) : NaN
  const passed = usePassed(Number.isNaN(parsed) ? null : parsed)
  const ended = poll.expired || passed
  const [chosen, setChosen] = useState<number[]>([])
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [focusResults, setFocusResults] = useState(false)
  const name = useId()
  const errorId = useId()
  const showResults = !signedIn || poll.voted || ended
  const voteFocus = useHeldFocus(chosen.length === 0 || sending)
  useEffect(() => {
    if (showResults && focusResults) section.current?.focus()
  }, [showResults, focusResults])

  const store = useCallback(
    (next: PollEntity) => entities().getState().patchStatus(statusId, { poll: next }),
    [statusId],
  )
  const refresh = useCallback(() => {
    fetchPoll(poll.id).then(store, (failure: unknown) => {
      console.warn('Poll refresh failed', failure)
    })
  }, [poll.id, store])
  usePollRefresh(onScreen && !ended, refresh)

  const allEmoji = [...(Array.isArray(poll.emojis) ? poll.emojis : []), ...(emoji ?? [])]
  if (showResults) {
    return (
      <section ref={section} tabIndex={focusResults ? -1 : undefined}>
        <PollResults poll={{ ...poll, expired: ended }} emoji={emoji} />
      </section>
    )
  }

  const pick = (index: number, on: boolean) =>
    setChosen((old) =>
      poll.multiple ? (on ? [...old, index] : old.filter((i) => i !== index)) : [index],
    )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (chosen.length === 0 || sending) return
    setSending(true)
    setError(null)
    vote(
      poll.id,
      [...chosen].sort((a, b) => a - b),
    ).then(
      (answer) => {
        setSending(false)
        setFocusResults(section.current?.contains(document.activeElement) === true)
        store(answer)
      },
      (failure: unknown) => {
        setSending(false)
        setError(errorText(failure))
      },
    )
  }

  return (
    <section ref={section} className={styles.poll} aria-label={t('status.poll')}>
      <form onSubmit={submit}>
        <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
          <legend className={styles.legend}>
            {t(poll.multiple ? 'polls.multiple_choices' : 'polls.single_choice')}
          </legend>
          <ul className={styles.options}>
            {poll.options.map((option, index) => (
              <li key={index}>
                <label className={styles.choice}>
                  <input
                    type={poll.multiple ? 'checkbox' : 'radio'}
                    name={name}
                    checked={chosen.includes(index)}
                    disabled={sending}
                    onChange={(event) => pick(index, event.target.checked)}
                  />
                  <span className={styles.title}>
                    <EmojiText text={option.title} emoji={allEmoji} inName />
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {error ? (
          <p id={errorId} role="alert" className={styles.error}>
            {t('polls.vote_error', { error })}
          </p>
        ) : null}
        <button
          type="submit"
          className={styles.vote}
          aria-busy={sending || undefined}
          {...voteFocus}
        >
          {t(sending ? 'polls.voting' : 'polls.vote')}
        </button>
      </form>
    </section>
  )
}
