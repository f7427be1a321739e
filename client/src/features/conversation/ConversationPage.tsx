import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { Spinner } from '../../ui/Spinner'
import { useFeedKeyboard } from '../timeline'
import { ThreadView } from './ThreadView'
import { useConversation } from './useConversation'
import styles from './ConversationPage.module.css'

/**
 * Scrolls the focused status into view (centred) and moves keyboard focus to it: its
 * `<article>` when StatusCard rendered one, else the list item (made focusable for that).
 * Focus held by a modal dialog (the shortcuts' help, a report) stays there: the thread may
 * finish loading again while one is open.
 */
function focusStatus(item: HTMLElement): void {
  if (document.activeElement?.closest('[aria-modal="true"]')) return
  if (typeof item.scrollIntoView === 'function') item.scrollIntoView({ block: 'center' })
  const article = item.querySelector<HTMLElement>('article')
  if (article) {
    article.focus({ preventScroll: true })
    return
  }
  item.tabIndex = -1
  item.focus({ preventScroll: true })
}

const noNewPosts = () => undefined

/**
 * The conversation page, route conversation `/notice/:id` (s1 §2): the status with its
 * ancestors before and its descendants after, linear or as a tree (ThreadView); the status
 * itself is highlighted, scrolled into view and focused; j / k move between posts, Enter opens
 * one (features/timeline useFeedKeyboard). A spinner while loading; "status unavailable" when the server answers 404; the
 * error and a retry button on other failures. A new id in the URL loads again.
 */
export default function ConversationPage() {
  const { t } = useTranslation()
  const id = useParams().id ?? ''
  const { view, retry } = useConversation(id)
  const listRef = useRef<HTMLOListElement>(null)
  const titleId = useId()
  const focusedId = view.phase === 'ready' ? view.focusedId : null

  // j / k move between the thread's posts, Enter opens one (issue 21); no "show new" here.
  useFeedKeyboard(listRef, false, noNewPosts)

  useEffect(() => {
    const item = listRef.current?.querySelector<HTMLElement>('[data-focused]')
    if (focusedId !== null && item) focusStatus(item)
  }, [focusedId])

  return (
    <section className={styles.conversation} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 className={styles.title} id={titleId}>
          {t('conversation.title')}
        </h2>
      </header>
      {view.phase === 'loading' && (
        <p className={styles.message}>
          <Spinner label={t('conversation.loading')} />
        </p>
      )}
      {view.phase === 'missing' && (
        <p role="alert" className={styles.message}>
          {t('conversation.status_unavailable')}
        </p>
      )}
      {view.phase === 'error' && <ErrorLine message={view.message} onRetry={retry} />}
      {view.phase === 'ready' && (
        <>
          <ThreadView ids={view.thread} focusedId={view.focusedId} listRef={listRef} />
          {view.contextError !== null && <ErrorLine message={view.contextError} onRetry={retry} />}
        </>
      )}
    </section>
  )
}

/** An error text with the server's message and a retry button (s2 §8). */
function ErrorLine({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div role="alert" className={styles.error}>
      <span>{t('conversation.load_error', { error: message })}</span>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('conversation.retry')}
      </button>
    </div>
  )
}
