/**
 * One open chat (s1 §2 "Chat view"; s1 §4 "Chat message"; s1 §9; s2 §7 "Chats", "Polling",
 * "Streaming"; s2 §8 "Chat load failure"): finds or opens the chat with a recipient, loads its
 * newest messages, takes in each new last message of the chat list (where `pleroma:chat_update`
 * puts it, state/chats/chatsStore.ts), polls every 5 s while the socket is not
 * joined (a newly joined socket triggers a fresh first fetch), sends optimistically with
 * retries, deletes, loads older pages, and marks read / culls after the bottom was reached.
 * Everything it runs stops with {@link ChatSession.stop} or with its account scope.
 */
import { createStore, type StoreApi } from 'zustand/vanilla'
import {
  deleteChatMessage,
  fetchChatMessages,
  markChatRead,
  openChatWith,
  sendChatMessage,
} from '../../api/endpoints/chats'
import { ApiError, NetworkError } from '../../api/http'
import { SOCKET_STATUS } from '../../api/streaming/socketStatus'
import { escapeHtml } from '../../entities/normalize/text'
import type { Attachment, Chat, ChatMessage } from '../../entities/types'
import { isAbort, load } from '../load'
import { isSocketJoined } from '../live/socketStatus'
import { currentScope } from '../scope'
import { chatsStore, chatWithAccount, receiveChats } from './chatsStore'
import {
  addLocal,
  addMessages,
  CHAT_POLL_MS,
  confirmLocal,
  CULL_DELAY_MS,
  cullMessages,
  emptyMessages,
  localMessageId,
  MARK_READ_DELAY_MS,
  newestId,
  oldestId,
  removeMessage,
  retryDelayMs,
  SEND_ATTEMPTS,
  setLocalState,
  type ChatMessages,
} from './messageRules'

/** What the chat view shows. */
export interface ChatSessionState {
  /** The chat once found or opened. */
  chat: Chat | null
  /** 'error': the chat could not be loaded (the 'error loading chat' alert, composer disabled). */
  status: 'loading' | 'ready' | 'error'
  messages: ChatMessages
  /** An older page is being fetched. */
  loadingOlder: boolean
  /** An older page came back empty. */
  bottomedOut: boolean
}

/** The controller of one open chat. */
export interface ChatSession {
  readonly store: StoreApi<ChatSessionState>
  /** Sends `content` (plain text) with at most one attachment, optimistically (s1 §4). */
  send: (content: string, attachment: Attachment | null) => void
  /** Fetches the page before the oldest held message. */
  loadOlder: () => Promise<void>
  /**
   * Deletes `message` (a failed local one just goes).
   * @throws ApiError, NetworkError from the server.
   */
  remove: (message: ChatMessage) => Promise<void>
  /** Tells whether the view is at its bottom (starts or cancels the read and cull timers). */
  setAtBottom: (atBottom: boolean) => void
  /** Starts loading and everything the open chat runs (again after a stop). */
  start: () => void
  /** Stops everything this session runs. Idempotent. */
  stop: () => void
}

type Runtime = Omit<ChatSession, 'store' | 'start'>

/** True for a failure worth sending again: a 5xx answer or no answer (s2 §7 "Chat send"). */
export function isRetryable(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500)
}

/** Plain text as the server formats it (PLEROMA-API §11): escaped, newlines as `<br>`. */
function textToHtml(text: string): string {
  return escapeHtml(text).replace(/\n/g, '<br>')
}

/**
 * The chat with account `recipientId` for viewer `viewerId` in the active scope. Nothing runs
 * until {@link ChatSession.start}: then it finds the held chat with that account, else opens it
 * with POST by-account-id, and loads the newest messages.
 */
export function createChatSession(recipientId: string, viewerId: string): ChatSession {
  const store = createStore<ChatSessionState>()(() => ({
    chat: null,
    status: 'loading',
    messages: emptyMessages(''),
    loadingOlder: false,
    bottomedOut: false,
  }))
  let runtime: Runtime | null = null
  return {
    store,
    start() {
      runtime ??= startRuntime(store, recipientId, viewerId)
    },
    stop() {
      runtime?.stop()
      runtime = null
    },
    send: (content, attachment) => runtime?.send(content, attachment),
    loadOlder: () => runtime?.loadOlder() ?? Promise.resolve(),
    remove: (message) => runtime?.remove(message) ?? Promise.resolve(),
    setAtBottom: (bottom) => runtime?.setAtBottom(bottom),
  }
}

function startRuntime(
  store: StoreApi<ChatSessionState>,
  recipientId: string,
  viewerId: string,
): Runtime {
  const scope = currentScope()
  const controller = new AbortController()
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let readTimer: ReturnType<typeof setTimeout> | undefined
  let cullTimer: ReturnType<typeof setTimeout> | undefined
  let atBottom = false
  let lastReadId: string | null = null
  let stopped = false
  const stops: { unregister?: () => void } = {}

  const later = (run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      run()
    }, ms)
    timers.add(timer)
    return timer
  }
  const update = (change: (messages: ChatMessages) => ChatMessages) =>
    store.setState((state) => ({ messages: change(state.messages) }))
  const chatId = () => store.getState().chat?.id ?? null
  const warn = (what: string) => (error: unknown) => {
    if (!isAbort(error) && !stopped) console.warn(what, error)
  }

  const fetchPage = async (params: { max_id?: string; since_id?: string }) => {
    const id = chatId()
    if (!id) return []
    const { messages } = await load((s) => fetchChatMessages(id, params, s), controller.signal)
    update((held) => addMessages(held, messages))
    return messages
  }
  const fetchNewer = () => {
    const newest = newestId(store.getState().messages)
    return fetchPage(newest ? { since_id: newest } : {})
  }

  const markRead = () => {
    readTimer = undefined
    const id = chatId()
    const newest = newestId(store.getState().messages)
    if (!id || !newest || newest === lastReadId || stopped) return
    if (typeof document !== 'undefined' && document.hidden) return
    lastReadId = newest
    markChatRead(id, newest).then(
      ({ chat }) => {
        if (!stopped) receiveChats([chat], scope)
      },
      (error: unknown) => {
        lastReadId = null
        warn('Marking the chat read failed')(error)
      },
    )
  }
  const scheduleBottomTimers = () => {
    if (!atBottom || stopped) return
    if (readTimer === undefined) readTimer = later(markRead, MARK_READ_DELAY_MS)
    if (cullTimer === undefined)
      cullTimer = later(() => {
        cullTimer = undefined
        update((held) => cullMessages(held))
        store.setState({ bottomedOut: false })
      }, CULL_DELAY_MS)
  }
  const clearBottomTimers = () => {
    for (const timer of [readTimer, cullTimer]) {
      if (timer !== undefined) {
        clearTimeout(timer)
        timers.delete(timer)
      }
    }
    readTimer = cullTimer = undefined
  }

  const attempt = (
    local: ChatMessage,
    payload: { content: string; media_id?: string },
    n: number,
  ) => {
    const id = local.chat_id
    sendChatMessage(id, payload, local.idempotency_key ?? '').then(
      (message) => {
        if (!stopped) update((held) => confirmLocal(held, local.id, message))
      },
      (error: unknown) => {
        if (stopped) return
        if (isRetryable(error) && n + 1 < SEND_ATTEMPTS) {
          later(() => attempt(local, payload, n + 1), retryDelayMs(n))
          return
        }
        console.warn('Sending a chat message failed', error)
        update((held) => setLocalState(held, local.id, 'error'))
      },
    )
  }

  const unsubscribeChats = chatsStore(scope).subscribe((now, before) => {
    const id = chatId()
    const message = id ? now.byId[id]?.lastMessage : null
    if (!id || !message || message === before.byId[id]?.lastMessage) return
    update((held) => addMessages(held, [message]))
    scheduleBottomTimers()
  })
  const unsubscribeSocket = scope.socketStatus.subscribe((now, before) => {
    if (now.status === SOCKET_STATUS.JOINED && before.status !== SOCKET_STATUS.JOINED)
      fetchPage({}).catch(warn('Fetching the chat failed'))
  })
  const poll = setInterval(() => {
    if (store.getState().status === 'ready' && !isSocketJoined())
      fetchNewer().then(scheduleBottomTimers, warn('Polling the chat failed'))
  }, CHAT_POLL_MS)
  const onVisible = () => {
    if (!document.hidden) scheduleBottomTimers()
  }
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible)

  const stop = () => {
    if (stopped) return
    stopped = true
    controller.abort()
    clearInterval(poll)
    for (const timer of timers) clearTimeout(timer)
    timers.clear()
    unsubscribeChats()
    unsubscribeSocket()
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible)
    stops.unregister?.()
  }
  stops.unregister = scope.onDispose(stop)

  const start = async () => {
    const held = chatWithAccount(recipientId, scope)
    const chat = held ?? (await load((s) => openChatWith(recipientId, s), controller.signal)).chat
    if (!held) receiveChats([chat], scope)
    store.setState({ chat, messages: emptyMessages(chat.id) })
    await fetchPage({})
    store.setState({ status: 'ready' })
    scheduleBottomTimers()
  }
  start().catch((error: unknown) => {
    if (isAbort(error) || stopped) return
    console.warn('Loading the chat failed', error)
    store.setState({ status: 'error' })
  })

  return {
    send(content, attachment) {
      const id = chatId()
      if (!id) return
      const local: ChatMessage = {
        id: localMessageId(),
        chat_id: id,
        account_id: viewerId,
        content: textToHtml(content),
        attachment,
        emojis: [],
        created_at: new Date().toISOString(),
        idempotency_key: crypto.randomUUID(),
        pending: true,
      }
      update((held) => addLocal(held, local))
      const payload = attachment ? { content, media_id: attachment.id } : { content }
      attempt(local, payload, 0)
    },
    async loadOlder() {
      const oldest = oldestId(store.getState().messages)
      const { loadingOlder, bottomedOut } = store.getState()
      if (!oldest || loadingOlder || bottomedOut) return
      store.setState({ loadingOlder: true })
      try {
        const page = await fetchPage({ max_id: oldest })
        store.setState({ bottomedOut: page.length === 0 })
      } finally {
        store.setState({ loadingOlder: false })
      }
    },
    async remove(message) {
      const id = chatId()
      if (id && !message.error) await deleteChatMessage(id, message.id)
      update((held) => removeMessage(held, message.id))
    },
    setAtBottom(bottom) {
      atBottom = bottom
      if (bottom) scheduleBottomTimers()
      else clearBottomTimers()
    },
    stop,
  }
}
