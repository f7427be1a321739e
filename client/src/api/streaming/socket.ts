/**
 * The user-stream socket as an explicit state machine (s1 §4 "Streaming socket", s2 §4
 * "Streaming socket", DECISIONS.md "Socket retry"; PLEROMA-API §15).
 *
 * starting-initial --open--> joined --close 1000/1001--> closed (no retry)
 *                                   --other close------> error --1 s x multiplier--> starting
 * starting --open--> joined (+ onReconnected)
 * The retry delay is 1000 ms times a multiplier that starts at 1, grows by 1 after each failed
 * attempt and stops at 3 (1 s, 2 s, 3 s, 3 s...); a join resets it to 1. Each status change is
 * reported to `onStatus`; while not joined the fetchers poll (state/live/socketStatus.ts).
 */
import { parseStreamFrame, type StreamEvent } from './events'
import { SOCKET_STATUS, type SocketStatus } from './socketStatus'

export { SOCKET_STATUS, type SocketStatus } from './socketStatus'

/** Base retry delay (ms) and the multiplier's cap (s1 §9 "Socket retry 1 s times multiplier capped 3"). */
export const SOCKET_RETRY_BASE_MS = 1_000
export const SOCKET_RETRY_MULTIPLIER_CAP = 3

/** Close codes after which the socket stays closed (normal closure, going away). */
const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([1000, 1001])

/** The part of the browser's WebSocket the machine uses (tests pass a fake). */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null
  onclose: ((event: { code: number }) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onerror: ((event: unknown) => void) | null
  close: (code?: number) => void
}

/** Opens a socket to `url`. */
export type SocketFactory = (url: string) => SocketLike

/** What the owner of the connection hears. */
export interface StreamingHandlers {
  /** Every readable event (see events.ts). */
  onEvent: (event: StreamEvent) => void
  /** Joined again after a drop: show timeline.socket_reconnected and fetch what was missed. */
  onReconnected?: () => void
  /** Unexpected close with `code`: show timeline.socket_broke; polling covers the gap. */
  onDropped?: (code: number) => void
  /** Every status change (s1 §4 codes). */
  onStatus?: (status: SocketStatus) => void
}

/**
 * The user stream's URL: `base` (the instance's `urls.streaming_api`, `wss://host`, or the server
 * origin) with http(s) swapped to ws(s), path /api/v1/streaming, query `access_token` and
 * `stream=user` (s2 §7 "Streaming").
 */
export function streamingUrl(base: string, token: string, stream = 'user'): string {
  const url = new URL('/api/v1/streaming', base)
  url.protocol = url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss:' : 'ws:'
  url.searchParams.set('access_token', token)
  url.searchParams.set('stream', stream)
  return url.toString()
}

/** The browser's WebSocket behind a SocketLike. */
const browserSocket: SocketFactory = (url) => {
  const ws = new WebSocket(url)
  const adapter: SocketLike = {
    onopen: null,
    onclose: null,
    onmessage: null,
    onerror: null,
    close: (code) => ws.close(code),
  }
  ws.onopen = (event) => adapter.onopen?.(event)
  ws.onclose = (event) => adapter.onclose?.({ code: event.code })
  ws.onmessage = (event) => adapter.onmessage?.({ data: event.data })
  ws.onerror = (event) => adapter.onerror?.(event)
  return adapter
}

/** One user-stream connection with retries; see the module comment for the states. */
export class StreamingConnection {
  private socket: SocketLike | null = null
  private retryTimer: ReturnType<typeof setTimeout> | null = null
  private multiplier = 1
  private running = false
  private current: SocketStatus = SOCKET_STATUS.DISABLED

  /**
   * @param url from {@link streamingUrl}
   * @param handlers event, reconnect and drop callbacks
   * @param open socket factory (default: the browser's WebSocket)
   */
  constructor(
    private readonly url: string,
    private readonly handlers: StreamingHandlers,
    private readonly open: SocketFactory = browserSocket,
  ) {}

  /** The current status (also reported to `onStatus`). */
  get status(): SocketStatus {
    return this.current
  }

  /** The multiplier of the next retry delay (1..3). */
  get retryMultiplier(): number {
    return this.multiplier
  }

  /** Starts the initial connection (starting-initial). A running connection is left alone. */
  start(): void {
    if (this.running) return
    this.running = true
    this.multiplier = 1
    this.connect(SOCKET_STATUS.STARTING_INITIAL)
  }

  /** Closes the socket with 1000 and stops retrying; the status becomes disabled. */
  stop(): void {
    this.running = false
    if (this.retryTimer !== null) clearTimeout(this.retryTimer)
    this.retryTimer = null
    const socket = this.socket
    this.socket = null
    if (socket) {
      socket.onopen = socket.onclose = socket.onmessage = socket.onerror = null
      socket.close(1000)
    }
    this.setStatus(SOCKET_STATUS.DISABLED)
  }

  private setStatus(status: SocketStatus): void {
    this.current = status
    this.handlers.onStatus?.(status)
  }

  private connect(status: SocketStatus): void {
    this.setStatus(status)
    let socket: SocketLike
    try {
      socket = this.open(this.url)
    } catch (error) {
      console.warn('The streaming socket could not be opened', error)
      this.onClose(1006)
      return
    }
    this.socket = socket
    socket.onopen = () => this.onOpen()
    socket.onclose = (event) => this.onClose(event.code)
    socket.onmessage = (event) => {
      const parsed = parseStreamFrame(event.data)
      if (parsed) this.handlers.onEvent(parsed)
    }
    socket.onerror = () => undefined
  }

  private onOpen(): void {
    const initial = this.status === SOCKET_STATUS.STARTING_INITIAL
    this.multiplier = 1
    this.setStatus(SOCKET_STATUS.JOINED)
    if (!initial) this.handlers.onReconnected?.()
  }

  private onClose(code: number): void {
    if (!this.running) return
    const wasJoined = this.status === SOCKET_STATUS.JOINED
    const wasInitial = this.status === SOCKET_STATUS.STARTING_INITIAL
    this.socket = null
    if (FINAL_CLOSE_CODES.has(code)) {
      this.running = false
      this.setStatus(SOCKET_STATUS.CLOSED)
      return
    }
    this.setStatus(SOCKET_STATUS.ERROR)
    // One notice per outage: when a joined (or the first) connection fails, not on every retry.
    if (wasJoined || wasInitial) this.handlers.onDropped?.(code)
    const delay = SOCKET_RETRY_BASE_MS * this.multiplier
    this.multiplier = Math.min(this.multiplier + 1, SOCKET_RETRY_MULTIPLIER_CAP)
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      if (this.running) this.connect(SOCKET_STATUS.STARTING)
    }, delay)
  }
}
