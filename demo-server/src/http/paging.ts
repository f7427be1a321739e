/**
 * Keyset pagination and the Link header exactly as PLEROMA-API §1.9: `max_id`, `since_id`,
 * `min_id`, `limit` (default 20, clamped to 40, 0 or less gives []); the Link header carries
 * the validated params (defaults included) in alphabetical order plus `max_id` (next) or
 * `min_id` (prev), and is sent only for non-empty pages.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { compareIds } from '../lib/ids'
import { integer, one } from './params'
import type { Params } from './params'
import { fillOrigin, originOf } from './reply'

/** Parsed page window. */
export interface PageWindow {
  max_id?: string
  since_id?: string
  min_id?: string
  limit: number
}

/** Reads the page window from a query. @throws ApiError 400 for a non-integer limit. */
export function pageWindow(query: Params): PageWindow {
  const w: PageWindow = { limit: Math.min(integer(query, 'limit', 20), 40) }
  for (const key of ['max_id', 'since_id', 'min_id'] as const) {
    const v = one(query, key)
    if (v) w[key] = v
  }
  return w
}

/** Applies a page window to items sorted newest first; the answer is newest first too. */
export function paginate<T extends { id: string }>(items: readonly T[], w: PageWindow): T[] {
  if (w.limit <= 0) return []
  let list = items.filter(
    (item) =>
      (w.max_id === undefined || compareIds(item.id, w.max_id) < 0) &&
      (w.since_id === undefined || compareIds(item.id, w.since_id) > 0) &&
      (w.min_id === undefined || compareIds(item.id, w.min_id) > 0),
  )
  if (w.min_id !== undefined) return list.slice(-w.limit)
  list = list.slice(0, w.limit)
  return list
}

/** One query value for the Link URL: scalar, list (`key[]`), or boolean. */
export type LinkValue = string | number | boolean | string[]

const encode = (key: string, value: LinkValue): string[] =>
  Array.isArray(value)
    ? value.map((v) => `${encodeURIComponent(key)}[]=${encodeURIComponent(v)}`)
    : [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`]

/**
 * The Link header for a page, or undefined for an empty page.
 * @param base origin + path of the request (no query)
 * @param params validated params incl. defaults (pagination ids are ignored here)
 * @param trailing extra pairs appended after the sorted ones (Pleroma's second `local=` on
 *   public and hashtag timelines)
 */
export function linkHeader(
  base: string,
  params: Record<string, LinkValue>,
  page: readonly { id: string }[],
  trailing: [string, LinkValue][] = [],
): string | undefined {
  const first = page[0]
  const last = page[page.length - 1]
  if (!first || !last) return undefined
  const build = (key: 'max_id' | 'min_id', id: string): string => {
    const entries: [string, LinkValue][] = Object.entries(params).filter(
      ([k]) => k !== 'max_id' && k !== 'min_id' && k !== 'since_id',
    )
    entries.push([key, id])
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    const pairs = [...entries, ...trailing].flatMap(([k, v]) => encode(k, v))
    return `${base}?${pairs.join('&')}`
  }
  return `<${build('max_id', last.id)}>; rel="next", <${build('min_id', first.id)}>; rel="prev"`
}

/** The `limit` a Link URL echoes: as sent (default 20), at most 40. */
export const linkLimit = (query: Params): number => Math.min(Number(one(query, 'limit') || 20), 40)

/**
 * Sets the Link header of a page (none for an empty page): the request's origin and path with
 * `params`, then `trailing` (see linkHeader).
 */
export function setLink(
  request: FastifyRequest,
  reply: FastifyReply,
  params: Record<string, LinkValue>,
  page: readonly { id: string }[],
  trailing: [string, LinkValue][] = [],
): void {
  const base = `${originOf(request)}${request.url.split('?')[0] ?? ''}`
  const link = linkHeader(base, params, page, trailing)
  if (link) reply.header('Link', fillOrigin(link, request))
}
