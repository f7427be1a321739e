/**
 * The per-viewer parts of a status rendering (PLEROMA-API §6, §7): favourited, reblogged,
 * bookmarked, muted, `pleroma.thread_muted`, `emoji_reactions[].me`, poll `voted`/`own_votes`
 * and `edited_at`. Visitors (viewer null) get Pleroma's neutral values.
 */
import { isoDate } from '../lib/dates'
import type { PollRecord, ReactionRecord, StatusRecord } from '../model/records'
import { blockedEitherWay, hasBookmarked, hasReblogged } from '../model/rules'
import type { Store } from '../model/store'

/** Top-level flags of an original status for the viewer (wrappers copy them). */
export function statusFlags(
  store: Store,
  s: StatusRecord,
  viewerId: string | null,
): Record<string, unknown> {
  const edited = store.social.editedAt.get(s.id)
  const base = { edited_at: edited ? isoDate(edited) : null }
  if (viewerId === null) return base
  const muted = store.social.threadMutes.get(viewerId)?.has(s.context) ?? false
  return {
    ...base,
    favourited: store.social.favourites.get(s.id)?.has(viewerId) ?? false,
    reblogged: hasReblogged(store, viewerId, s.id),
    bookmarked: hasBookmarked(store, viewerId, s.id),
    muted,
  }
}

/** `pleroma.emoji_reactions` for the viewer: blocked reactors dropped, `me` filled in. */
export function reactionsFor(
  store: Store,
  reactions: readonly ReactionRecord[],
  viewerId: string | null,
): Record<string, unknown>[] {
  return reactions
    .map((r) => ({
      ...r,
      account_ids: r.account_ids.filter(
        (a) => viewerId === null || !blockedEitherWay(store, viewerId, a),
      ),
    }))
    .filter((r) => r.account_ids.length > 0)
    .map((r) => ({
      name: r.name,
      count: r.account_ids.length,
      me: viewerId !== null && r.account_ids.includes(viewerId),
      url: r.url,
      account_ids: r.account_ids,
    }))
}

/** Poll `voted`/`own_votes` for a signed-in viewer (the author counts as voted); {} for visitors. */
export function pollViewerFields(
  store: Store,
  poll: PollRecord,
  authorId: string,
  viewerId: string | null,
): Record<string, unknown> {
  if (viewerId === null) return {}
  const own = store.social.pollVotes.get(poll.id)?.get(viewerId)
  return { voted: own !== undefined || authorId === viewerId, own_votes: own ?? [] }
}
