/**
 * The post card's actions over the entity store (s1 §4 "Status actions", s2 §4 "Optimistic
 * actions", s2 §8): each toggle patches the store at once, sends, settles on the server's
 * answer and rolls back on failure; failures show the alert on the post (alertStore).
 */
import {
  deleteStatus,
  fetchReactions,
  setReaction,
  statusAction,
  type StatusAction,
} from '../../../api/endpoints/statuses'
import { instanceOrigin } from '../../../api/http'
import type { EmojiReaction, Status } from '../../../entities/types'
import { clearAlert, reportFailure } from '../../../state/statusAlerts'
import { pendingToggle, queueToggle } from './toggleQueue'
import { entities } from '../../../state/entities'
import { load } from '../../../state/load'
import { encodePart } from '../../../lib/urlPart'

/** Toggles of the action row and the More menu. */
export type ToggleKind = 'favourite' | 'repeat' | 'bookmark' | 'pin' | 'mute'

type Flag = 'favorited' | 'repeated' | 'bookmarked' | 'pinned' | 'thread_muted'

const TOGGLES: Record<
  ToggleKind,
  { flag: Flag; count?: 'fave_num' | 'repeat_num'; on: StatusAction; off: StatusAction }
> = {
  favourite: { flag: 'favorited', count: 'fave_num', on: 'favourite', off: 'unfavourite' },
  repeat: { flag: 'repeated', count: 'repeat_num', on: 'reblog', off: 'unreblog' },
  bookmark: { flag: 'bookmarked', on: 'bookmark', off: 'unbookmark' },
  pin: { flag: 'pinned', on: 'pin', off: 'unpin' },
  mute: { flag: 'thread_muted', on: 'mute', off: 'unmute' },
}
const KINDS = Object.keys(TOGGLES) as ToggleKind[]

const statusOf = (id: string): Status | undefined => entities().getState().statuses[id]

/** Sets one toggle in the store; a count moves by one with its flag (never below 0). */
function applyToggle(id: string, kind: ToggleKind, value: boolean): void {
  const status = statusOf(id)
  const spec = TOGGLES[kind]
  if (!status || status[spec.flag] === value) return
  const partial: Partial<Status> = { [spec.flag]: value }
  if (spec.count) partial[spec.count] = Math.max(0, status[spec.count] + (value ? 1 : -1))
  if (kind === 'mute') partial.muted = value
  entities().getState().patchStatus(id, partial)
}

/**
 * Wishes a toggle's state for status `id` (favourite, repeat, bookmark, pin, mute of the
 * conversation). Resolves when settled; never rejects (a failure rolls back and shows the alert).
 */
export function toggleStatus(id: string, kind: ToggleKind, value: boolean): Promise<void> {
  const spec = TOGGLES[kind]
  return queueToggle(`${id}:${kind}`, value, {
    read: () => statusOf(id)?.[spec.flag] ?? false,
    apply: (v) => applyToggle(id, kind, v),
    send: (v) => statusAction(id, v ? spec.on : spec.off),
    settle: (result, _v, latest) => {
      clearAlert(id)
      if (!latest) return
      entities().getState().importBatch(result.batch)
      for (const other of KINDS) {
        const pending = pendingToggle(`${id}:${other}`)
        if (other !== kind && pending !== undefined) applyToggle(id, other, pending)
      }
    },
    fail: (error) => reportFailure(id, error),
  })
}

/**
 * Deletes a post (s1 §4): marks it deleted (gravestone) at once, then DELETE; a failure
 * restores it and shows the alert. Resolves true when the server deleted it.
 */
export async function deleteStatusOptimistic(id: string): Promise<boolean> {
  entities().getState().patchStatus(id, { deleted: true })
  try {
    await deleteStatus(id)
    clearAlert(id)
    return true
  } catch (error) {
    entities().getState().patchStatus(id, { deleted: false })
    reportFailure(id, error)
    return false
  }
}

/**
 * The reactions after `viewer` adds (`on`) or removes their `emoji`: counts move by one, an
 * emptied reaction disappears, a new one is appended. Pure.
 */
export function withReaction(
  reactions: readonly EmojiReaction[],
  emoji: string,
  on: boolean,
  viewer: string | null,
): EmojiReaction[] {
  const existing = reactions.find((r) => r.name === emoji)
  if (!existing) {
    if (!on) return [...reactions]
    const accounts = viewer ? [viewer] : []
    return [...reactions, { name: emoji, count: 1, me: true, url: null, accounts }]
  }
  if (existing.me === on) return [...reactions]
  return reactions.flatMap((r) => {
    if (r !== existing) return [r]
    const count = Math.max(0, r.count + (on ? 1 : -1))
    if (count === 0) return []
    const accounts = on
      ? [...r.accounts, ...(viewer ? [viewer] : [])]
      : r.accounts.filter((a) => a !== viewer)
    return [{ ...r, count, me: on, accounts }]
  })
}

async function refetchReactions(id: string): Promise<void> {
  try {
    const { reactions } = await load((signal) => fetchReactions(id, signal))
    entities().getState().patchStatus(id, { emoji_reactions: reactions })
  } catch (error) {
    console.warn('Could not refetch reactions', error)
  }
}

/**
 * Adds (`on`) or removes the viewer's reaction `emoji` on status `id` (s1 §4 "Emoji reactions
 * are optimistic then refetched"); coalesces like the other toggles; a failure rolls back and
 * shows the alert. `viewer` is the signed-in user's id.
 */
export function toggleReaction(
  id: string,
  emoji: string,
  on: boolean,
  viewer: string | null,
): Promise<void> {
  return queueToggle(`${id}:reaction:${emoji}`, on, {
    read: () => statusOf(id)?.emoji_reactions.find((r) => r.name === emoji)?.me ?? false,
    apply: (v) => {
      const status = statusOf(id)
      if (!status) return
      const emoji_reactions = withReaction(status.emoji_reactions, emoji, v, viewer)
      entities().getState().patchStatus(id, { emoji_reactions })
    },
    send: (v) => setReaction(id, emoji, v),
    settle: (_result, _v, latest) => {
      clearAlert(id)
      if (latest) void refetchReactions(id)
    },
    fail: (error) => {
      reportFailure(id, error)
      void refetchReactions(id)
    },
  })
}

/** The permalink of a post on this instance: `{server}/notice/{id}` (s1 route "conversation"). */
export function permalink(id: string): string {
  return `${instanceOrigin()}/notice/${encodePart(id)}`
}

/**
 * Copies the post's permalink to the clipboard; a failure shows the alert on the post (s2 §8),
 * a success clears it. Resolves true when copied.
 */
export async function copyLink(id: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(permalink(id))
    clearAlert(id)
    return true
  } catch (error) {
    reportFailure(id, error)
    return false
  }
}
