/**
 * The shoutbox's state (s1 §2 "Shoutbox", §9 "Shout keeps last 19 messages"): whether the
 * `chat:public` channel is joined, the last 19 messages, oldest first, and the send function of
 * the live connection (features/shoutbox/channel.ts sets it; null while none runs). One store
 * for the active account: the connection resets it when its scope ends. Read by the shoutbox's
 * panels and the side drawer (its entry shows while joined) without loading the Phoenix client.
 */
import { create } from 'zustand'
import type { ShoutMessage } from '../entities/types'

/** Messages kept (s1 §9). */
export const SHOUT_KEEP = 19

/** The shoutbox state. */
export interface ShoutState {
  joined: boolean
  messages: ShoutMessage[]
  /** Sends a line as `new_msg` (no answer comes; the broadcast brings it back). */
  send: ((text: string) => void) | null
}

const EMPTY: ShoutState = { joined: false, messages: [], send: null }

/** The store (Zustand). */
export const shoutStore = create<ShoutState>(() => EMPTY)

/** The newest {@link SHOUT_KEEP} of `messages` (oldest first). */
export function keepLast(messages: readonly ShoutMessage[]): ShoutMessage[] {
  return messages.slice(-SHOUT_KEEP)
}

/** Back to nothing joined and no messages (scope end, tests). */
export function resetShoutbox(): void {
  shoutStore.setState(EMPTY, true)
}

/** True while the shoutbox channel is joined (the drawer entry, the floating panel). */
export function useShoutJoined(): boolean {
  return shoutStore((state) => state.joined)
}
