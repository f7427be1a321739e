import { ChevronsDown, MoveLeft } from 'lucide-react'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useStore } from 'zustand'
import { UserName } from '../../content/UserName'
import { createChatSession } from '../../state/chats/chatSession'
import { BOTTOM_TOLERANCE_PX, SCROLL_THROTTLE_MS } from '../../state/chats/messageRules'
import { useUser } from '../../state/entities'
import { useSession } from '../../state/session'
import { Panel } from '../../ui/Panel'
import { Spinner } from '../../ui/Spinner'
import { MentionPopoverLink } from '../status'
import { compareIds } from '../../lib/ids'
import { userRoute } from '../../lib/userLink'
import { chatsPath } from './chatPaths'
import { ChatComposer } from './ChatComposer'
import { ChatMessages } from './ChatMessages'
import styles from './Chats.module.css'

function isAtBottom(el: HTMLElement): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_TOLERANCE_PX
}

/**
 * The chat view, route chat `/users/{username}/chats/{recipient_id}` (s1 §2 "Chat view"): a back
 * button to the chat list, the recipient's name (opening the user popover), the messages
 * (ChatMessages), the jump-to-bottom button with the count of new messages, and the composer.
 * When the chat cannot load, the 'error loading chat' alert shows and the composer is disabled
 * (s2 §8). Scrolling is handled at most every 200 ms; reaching the top loads older messages;
 * the bottom (10 px tolerance) starts the mark-read and cull timers (state/chats/chatSession).
 */
export default function ChatPage() {
  const { t } = useTranslation()
  const headingId = useId()
  const { recipient_id: recipientId = '' } = useParams()
  const viewerId = useSession((session) => session.user) ?? ''
  const viewer = useUser(viewerId)
  const recipient = useUser(recipientId)
  return (
    <Panel
      level={1}
      headingId={headingId}
      start={
        <Link
          to={chatsPath(viewer?.screen_name ?? '')}
          className={styles.iconButton}
          aria-label={t('chats.back')}
        >
          <MoveLeft size={18} aria-hidden="true" />
        </Link>
      }
      title={
        <span className={styles.titleRow}>
          {recipient ? (
            <MentionPopoverLink
              userId={recipient.id}
              to={userRoute(recipient.id, recipient.screen_name)}
              title={`@${recipient.screen_name}`}
            >
              <UserName user={recipient} />
            </MentionPopoverLink>
          ) : (
            t('chats.message')
          )}
        </span>
      }
    >
      <ChatBody key={recipientId} recipientId={recipientId} viewerId={viewerId} />
    </Panel>
  )
}

function ChatBody({ recipientId, viewerId }: { recipientId: string; viewerId: string }) {
  const { t } = useTranslation()
  const [session] = useState(() => createChatSession(recipientId, viewerId))
  useEffect(() => {
    session.start()
    return () => session.stop()
  }, [session])
  const state = useStore(session.store)
  const scroller = useRef<HTMLDivElement>(null)
  const stick = useRef(true)
  const lastScroll = useRef(0)
  const height = useRef(0)
  const [seenId, setSeenId] = useState<string | null>(null)
  const [bottom, setBottom] = useState(true)
  const messages = state.messages.messages
  const newest = messages.findLast((m) => !m.pending && !m.error)?.id ?? null

  const handleScroll = () => {
    const el = scroller.current
    if (!el) return
    const atBottom = isAtBottom(el)
    stick.current = atBottom
    setBottom(atBottom)
    session.setAtBottom(atBottom)
    if (atBottom) setSeenId(newest)
    if (el.scrollTop === 0 && state.status === 'ready')
      void session.loadOlder().catch(() => undefined)
  }
  const latestScroll = useRef(handleScroll)
  useEffect(() => {
    latestScroll.current = handleScroll
  })
  const trailing = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (trailing.current !== null) clearTimeout(trailing.current)
    },
    [],
  )
  // At most once per SCROLL_THROTTLE_MS (s1 §9), and once more at the end of a window that had
  // scrolls: a scroll that reached the top within the window was dropped, and at the top no
  // further scroll comes, so the older messages never loaded (seen under load in e2e).
  const onScroll = () => {
    const wait = SCROLL_THROTTLE_MS - (Date.now() - lastScroll.current)
    if (wait > 0) {
      trailing.current ??= setTimeout(() => {
        trailing.current = null
        lastScroll.current = Date.now()
        latestScroll.current()
      }, wait)
      return
    }
    lastScroll.current = Date.now()
    handleScroll()
  }

  useLayoutEffect(() => {
    const el = scroller.current
    if (!el) return
    if (stick.current) el.scrollTop = el.scrollHeight
    else if (el.scrollTop === 0 && height.current > 0)
      el.scrollTop = el.scrollHeight - height.current
    height.current = el.scrollHeight
  }, [messages])
  useEffect(() => {
    if (state.status === 'ready' && stick.current) {
      session.setAtBottom(true)
      setSeenId(newest)
    }
  }, [session, state.status, newest])

  const unseen = bottom
    ? 0
    : messages.filter(
        (m) =>
          m.account_id !== viewerId &&
          !m.pending &&
          (seenId === null || compareIds(m.id, seenId) > 0),
      ).length
  const jump = () => {
    const el = scroller.current
    if (el) el.scrollTop = el.scrollHeight
    stick.current = true
    setBottom(true)
    session.setAtBottom(true)
    setSeenId(newest)
  }

  return (
    <div className={styles.chatView}>
      {state.status === 'error' && (
        <p role="alert" className={styles.error}>
          {t('chats.error_loading_chat')}
        </p>
      )}
      <div ref={scroller} className={styles.scroller} onScroll={onScroll}>
        {state.status === 'loading' && <Spinner label={t('general.loading')} />}
        {state.loadingOlder && <Spinner label={t('chats.load_older')} />}
        <ChatMessages messages={messages} viewerId={viewerId} onDelete={session.remove} />
      </div>
      {!bottom && (
        <button
          type="button"
          className={styles.jump}
          onClick={jump}
          aria-label={t('chats.jump_to_bottom')}
        >
          <ChevronsDown size={16} aria-hidden="true" />
          {unseen > 0 && (
            <span className={styles.badge}>{t('chats.new_messages', { count: unseen })}</span>
          )}
        </button>
      )}
      <ChatComposer onSend={session.send} disabled={state.status !== 'ready'} />
    </div>
  )
}
