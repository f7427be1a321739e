/**
 * The shoutbox connection (s2 §7 "Streaming": the public chat channel; PLEROMA-API §16) through
 * the `phoenix` client library: a Socket on `{server}/socket` with the chat token, the channel
 * `chat:public`, its events `messages` (the history on join) and `new_msg`, and `new_msg`
 * pushes with a 10 s timeout (s1 §9; Pleroma never answers them). A dropped socket reconnects
 * and rejoins as the library does; the drop and the rejoin each show a notice for 5 s. This
 * module is its own lazy chunk with the library (start.ts imports it); it hands the events'
 * payloads on unread, so the chunk carries no schema code.
 */

/** What the channel's message events carry, as received (start.ts reads them). */
export interface ShoutEvents {
  /** The `messages` push after a join: the history. */
  messages: (payload: unknown) => void
  /** One `new_msg` broadcast. */
  newMessage: (payload: unknown) => void
}
import { Socket, type SocketConnectOption } from 'phoenix'
import { pushNotice } from '../../state/notices'
import { resetShoutbox, shoutStore } from '../../state/shoutbox'

/** The only channel. */
export const SHOUT_TOPIC = 'chat:public'

/** How long a `new_msg` push waits for an answer, ms (s1 §9). */
export const SHOUT_SEND_TIMEOUT_MS = 10_000

/** How long the drop and rejoin notices show, ms (s2 §8, as the user stream's). */
export const SHOUT_NOTICE_MS = 5_000

/** Where the socket of `server` (an origin, http or https) opens: `ws(s)://host/socket`. */
export function shoutSocketUrl(server: string): string {
  return `${server.replace(/^http/, 'ws').replace(/\/+$/, '')}/socket`
}

/**
 * Connects to the shoutbox of `server` with `token` (`pleroma.chat_token`) and joins
 * `chat:public`: the joined flag and the send function go into the shout store, the message
 * events to `events`. `options` go to the library's Socket (tests pass a transport). Returns the
 * stop function: leaves, disconnects and empties the store.
 */
export function connectShoutbox(
  server: string,
  token: string,
  events: ShoutEvents,
  options: Partial<SocketConnectOption> = {},
): () => void {
  const socket = new Socket(shoutSocketUrl(server), { ...options, params: { token } })
  const channel = socket.channel(SHOUT_TOPIC)
  let joinedOnce = false
  let dropped = false
  channel.on('messages', events.messages)
  channel.on('new_msg', events.newMessage)
  channel.onError(() => {
    shoutStore.setState({ joined: false })
    if (!joinedOnce || dropped) return
    dropped = true
    pushNotice({ messageKey: 'shoutbox.dropped', level: 'error', timeout: SHOUT_NOTICE_MS })
  })
  channel.onClose(() => shoutStore.setState({ joined: false }))
  channel.join().receive('ok', () => {
    shoutStore.setState({ joined: true })
    if (dropped)
      pushNotice({ messageKey: 'shoutbox.reconnected', level: 'success', timeout: SHOUT_NOTICE_MS })
    joinedOnce = true
    dropped = false
  })
  shoutStore.setState({
    send: (text) => void channel.push('new_msg', { text }, SHOUT_SEND_TIMEOUT_MS),
  })
  socket.connect()
  return () => {
    channel.leave()
    socket.disconnect()
    resetShoutbox()
  }
}
