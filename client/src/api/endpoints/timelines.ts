/**
 * Timeline calls (s2 §7 "Timelines"; DECISIONS.md "Calls"; PLEROMA-API §5). Each page comes
 * back normalized: one batch for the entity store, the ids in the server's order, and the
 * Link-header paging.
 */
import { dropped } from '../../entities/normalize/dropped'
import { normalizeStatuses } from '../../entities/normalize/status'
import { inPageOrder } from '../../lib/pageIds'
import type { NormalizedBatch } from '../../entities/types'
import { request, type PageLinks, type Params } from '../http'
import { statusSchema } from '../schemas/status'
import { encodePart } from '../../lib/urlPart'
import { items, parseInSteps } from '../schemas/items'
import * as z from 'zod/mini'

/** s1 §2 timeline kinds served by a status list (mentions come from notifications). */
export type TimelineKind =
  | 'public'
  | 'publicAndExternal'
  | 'friends'
  | 'dms'
  | 'tag'
  | 'list'
  | 'favorites'
  | 'bookmarks'
  | 'user'
  | 'media'
  | 'pinned'

export interface TimelineParams {
  max_id?: string
  since_id?: string
  min_id?: string
  /** Page size, default 20 (s1 §9). */
  limit?: number
  only_media?: boolean
  with_muted?: boolean
  /** 'all' is not sent (the server rejects it, PLEROMA-API §5). */
  reply_visibility?: 'all' | 'following' | 'self'
  /** Required for 'tag'. */
  tag?: string
  /** List id, required for 'list'. */
  listId?: string
  /** Account id, required for 'user', 'media' and 'pinned'. */
  userId?: string
}

export interface TimelinePage {
  batch: NormalizedBatch
  ids: string[]
  links: PageLinks
}

const pageSchema = items(statusSchema, 'status')

/** Kinds whose pages come in status id order (favourites and bookmarks are by when marked). */
const BY_ID: ReadonlySet<TimelineKind> = new Set([
  'public',
  'publicAndExternal',
  'friends',
  'dms',
  'tag',
  'list',
  'user',
  'media',
])

/** The page's ids without those out of its order (issue 22: they would become cursors), logged. */
function ordered(ids: string[]): string[] {
  const kept = new Set(inPageOrder(ids))
  return ids.filter((id) => kept.has(id) || dropped('status', id, 'id out of the page order'))
}

function need(value: string | undefined, what: string): string {
  if (!value) throw new TypeError(`fetchTimeline: ${what} is required`)
  return encodePart(value)
}

/** The path and fixed query of a kind. @throws TypeError when a required id is missing. */
export function timelineEndpoint(
  kind: TimelineKind,
  p: TimelineParams,
): { path: string; query: Params } {
  switch (kind) {
    case 'public':
      return { path: '/api/v1/timelines/public', query: { local: true } }
    case 'publicAndExternal':
      return { path: '/api/v1/timelines/public', query: {} }
    case 'friends':
      return { path: '/api/v1/timelines/home', query: {} }
    case 'dms':
      return { path: '/api/v1/timelines/direct', query: {} }
    case 'tag':
      return { path: `/api/v1/timelines/tag/${need(p.tag, 'tag')}`, query: {} }
    case 'list':
      return { path: `/api/v1/timelines/list/${need(p.listId, 'listId')}`, query: {} }
    case 'favorites':
      return { path: '/api/v1/favourites', query: {} }
    case 'bookmarks':
      return { path: '/api/v1/bookmarks', query: {} }
    case 'user':
      return { path: `/api/v1/accounts/${need(p.userId, 'userId')}/statuses`, query: {} }
    case 'media':
      return {
        path: `/api/v1/accounts/${need(p.userId, 'userId')}/statuses`,
        query: { only_media: true },
      }
    case 'pinned':
      return {
        path: `/api/v1/accounts/${need(p.userId, 'userId')}/statuses`,
        query: { pinned: true },
      }
  }
}

/**
 * One page of a timeline, newest first.
 * @throws ApiError (e.g. 401 on a private instance, 403 for a foreign list), NetworkError,
 *   TypeError when the kind's id is missing.
 */
export async function fetchTimeline(
  kind: TimelineKind,
  params: TimelineParams = {},
  signal?: AbortSignal,
): Promise<TimelinePage> {
  const { path, query } = timelineEndpoint(kind, params)
  const { data, links } = await request(path, {
    // Any answer: the page is read item by item, a few per task (`parseInSteps`).
    schema: z.unknown(),
    signal,
    query: {
      ...query,
      max_id: params.max_id,
      since_id: params.since_id,
      min_id: params.min_id,
      limit: params.limit ?? 20,
      only_media: params.only_media || query.only_media || undefined,
      with_muted: params.with_muted,
      reply_visibility:
        params.reply_visibility && params.reply_visibility !== 'all'
          ? params.reply_visibility
          : undefined,
    },
  })
  return toPage(kind, await parseInSteps(pageSchema, data), links)
}

/** A parsed page normalized: the batch, the ids in the page's order, the Link paging. */
function toPage(kind: TimelineKind, data: z.output<typeof pageSchema>, links: PageLinks) {
  const { batch, ids } = normalizeStatuses(data)
  return { batch, ids: BY_ID.has(kind) ? ordered(ids) : ids, links }
}

/**
 * The first page of `kind` from an answer the server embedded in the page (PLEROMA-API §2.10,
 * Pleroma's Preload Timelines provider) instead of a fetch: read item by item as a fetched page
 * (issue 22, `parseInSteps`), no Link paging (the next page follows the last id). Null when
 * `answer` is not a list or holds no usable status, so the caller fetches the page as usual.
 */
export async function embeddedTimelinePage(
  kind: TimelineKind,
  answer: unknown,
): Promise<TimelinePage | null> {
  if (!Array.isArray(answer)) return null
  const page = toPage(kind, await parseInSteps(pageSchema, answer), {})
  return page.ids.length > 0 ? page : null
}
