/**
 * The shoutbox's state (PLEROMA-API §16; Pleroma's ChatChannelState agent): the last 20
 * messages in memory, ids from an integer counter whose first message gets 2, and the
 * listeners (joined channels and their broadcast). One shoutbox per store, as Pleroma keeps one
 * per node; it starts empty and is lost on restart.
 */
import { SHOUT_LIMIT } from '../model/limits'
import type { AccountRecord } from '../model/records'
import type { Store } from '../model/store'
import { serializeAccount } from '../serialize/account'

/** Messages kept for the `messages` push on join. */
export const SHOUT_HISTORY = 20

/** One shout, as broadcast: key order text, author, id (Pleroma's map). */
export interface Shout {
  text: string
  /** The author as an Account rendered without a viewer (ORIGIN/HOST tokens unfilled). */
  author: Record<string, unknown>
  id: number
}

/** The shoutbox of one store. */
export interface Shoutbox {
  /** The kept messages, oldest first (at most {@link SHOUT_HISTORY}). */
  history(): Shout[]
  /**
   * Adds `text` by `author`: trimmed; empty or longer than `shout_limit` graphemes is dropped.
   * @returns the broadcast message, or null when dropped
   */
  shout(author: AccountRecord, text: string): Shout | null
  /** Hears every new message; returns the removal. */
  listen(listener: (shout: Shout) => void): () => void
}

const boxes = new WeakMap<Store, Shoutbox>()
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })

/** Length as Elixir's String.length counts it (grapheme clusters). */
function length(text: string): number {
  return [...graphemes.segment(text)].length
}

/** The shoutbox of `store`, made on first use. */
export function shoutboxOf(store: Store): Shoutbox {
  const known = boxes.get(store)
  if (known) return known
  let maxId = 1
  let messages: Shout[] = []
  const listeners = new Set<(shout: Shout) => void>()
  const box: Shoutbox = {
    history: () => [...messages],
    shout: (author, raw) => {
      const text = raw.trim()
      const size = length(text)
      if (size < 1 || size > SHOUT_LIMIT) return null
      maxId += 1
      const message: Shout = { text, author: serializeAccount(store, author), id: maxId }
      messages = [...messages, message].slice(-SHOUT_HISTORY)
      for (const listener of listeners) listener(message)
      return message
    },
    listen: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  boxes.set(store, box)
  return box
}
