/**
 * What the timelines share (PLEROMA-API §5, §1.9): the common filters (`local`, `remote`,
 * `only_media`, `exclude_visibilities`, `instance`; for a signed-in viewer also relations,
 * thread mutes, `with_muted`, `exclude_replies`, `reply_visibility`), the params a Link URL
 * echoes, and sending one page of statuses with its Link header.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { linkLimit, pageWindow, paginate, setLink } from '../../http/paging'
import type { LinkValue } from '../../http/paging'
import { bool, list, one, oneOf, queryParams } from '../../http/params'
import type { Params } from '../../http/params'
import { sendJson } from '../../http/reply'
import type { StatusRecord } from '../../model/records'
import {
  hiddenByRelations,
  originalOf,
  passesReplyVisibility,
  threadMuted,
} from '../../model/rules'
import type { Store } from '../../model/store'
import { renderStatuses } from '../context'

/** Whether the status was posted on this instance. */
export const isLocal = (store: Store, s: StatusRecord): boolean =>
  !store.accounts.get(s.account_id)?.host

const hasMedia = (store: Store, s: StatusRecord): boolean => originalOf(store, s).media.length > 0

/** Common timeline filters: local/remote/only_media/exclude_visibilities/instance. */
export function filterTimeline(store: Store, query: Params, items: StatusRecord[]): StatusRecord[] {
  const local = bool(query, 'local', false)
  const remote = bool(query, 'remote', false)
  const onlyMedia = bool(query, 'only_media', false)
  const excluded = list(query, 'exclude_visibilities')
  const instance = one(query, 'instance')
  return items.filter(
    (s) =>
      (!local || isLocal(store, s)) &&
      (!remote || !isLocal(store, s)) &&
      (!onlyMedia || hasMedia(store, s)) &&
      !excluded.includes(s.visibility) &&
      (!instance || store.accounts.get(s.account_id)?.host === instance),
  )
}

/** The params a timeline echoes in Link URLs: defaults, then the known ones given. */
export function timelineParams(
  query: Params,
  defaults: Record<string, LinkValue>,
  known: string[],
): Record<string, LinkValue> {
  const out: Record<string, LinkValue> = { ...defaults, limit: linkLimit(query) }
  for (const key of Object.keys(defaults)) {
    if (typeof defaults[key] === 'boolean') out[key] = bool(query, key, defaults[key])
  }
  for (const key of known) {
    const values = list(query, key)
    if (key.endsWith('visibilities')) {
      if (values.length > 0) out[key] = values
    } else if (one(query, key) !== undefined) out[key] = bool(query, key, false)
  }
  return out
}

/**
 * Filters for a signed-in viewer: relations, thread mutes, media, replies, visibilities and
 * `reply_visibility` (absent: all). @throws ApiError 400 for another `reply_visibility` (§5)
 */
export function viewerFilter(store: Store, viewer: string, query: Params) {
  const withMuted = bool(query, 'with_muted', false)
  const onlyMedia = bool(query, 'only_media', false)
  const excludeReplies = bool(query, 'exclude_replies', false)
  const excluded = list(query, 'exclude_visibilities')
  const mode = oneOf(query, 'reply_visibility', ['following', 'self'] as const, 'all')
  return (s: StatusRecord): boolean =>
    !hiddenByRelations(store, viewer, s, withMuted) &&
    (withMuted || !threadMuted(store, viewer, s)) &&
    (!onlyMedia || originalOf(store, s).media.length > 0) &&
    (!excludeReplies || !s.in_reply_to_id) &&
    !excluded.includes(s.visibility) &&
    passesReplyVisibility(store, viewer, s, mode)
}

/**
 * Pages `items` (keyed by `id`, newest first) by the request's window, sets the Link header and
 * sends the statuses of the page rendered for `viewer`.
 * @param statusOf the status of an item (items may be likes or bookmarks keyed by their own id)
 */
export function sendStatusPage<T extends { id: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  store: Store,
  page: {
    items: T[]
    statusOf: (item: T) => StatusRecord | undefined
    viewer: string | null
    params: Record<string, LinkValue>
    trailing?: [string, LinkValue][]
  },
): FastifyReply {
  const shown = paginate(page.items, pageWindow(queryParams(request)))
  setLink(request, reply, page.params, shown, page.trailing)
  const statuses = shown.map(page.statusOf).filter((s) => s !== undefined)
  return sendJson(reply, request, renderStatuses(store, statuses, page.viewer))
}
