/**
 * Starts the shoutbox for a signed-in account scope (s1 §4 "Login sequence"; PLEROMA-API §16),
 * on an instance that has it (`chat` feature; features/notifications/live.ts checks): the
 * Phoenix client (channel.ts, a lazy chunk) connects with the account's chat token and stops
 * with the scope (logout, account switch). The events' payloads are read here, beside the other
 * schemas of the live side, and the last 19 messages kept in the shout store.
 */
import { normalizeShout, normalizeShoutHistory } from '../../entities/normalize/shout'
import type { AccountScope } from '../../state/scope'
import type { ShoutEvents } from './channel'
import { keepLast, shoutStore } from '../../state/shoutbox'

/** Feeds the shout store from the channel's events: the history, then each new line (last 19). */
export const shoutFeed: ShoutEvents = {
  messages: (payload) =>
    shoutStore.setState({ messages: keepLast(normalizeShoutHistory(payload)) }),
  newMessage: (payload) => {
    const message = normalizeShout(payload)
    if (message) shoutStore.setState((s) => ({ messages: keepLast([...s.messages, message]) }))
  },
}

/**
 * Connects the shoutbox of `scope` with `token` (no-op without an account or a token).
 * Resolves once started, or at once when the scope ended meanwhile.
 */
export async function startShoutbox(scope: AccountScope, token: string | undefined): Promise<void> {
  if (!scope.account || !token) return
  const { connectShoutbox } = await import('./channel')
  if (scope.signal.aborted) return
  scope.onDispose(connectShoutbox(scope.account.server, token, shoutFeed))
}
