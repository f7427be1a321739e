/**
 * Public timelines (PLEROMA-API §5): the public (whole known network, or `local`) and hashtag
 * timelines (`any[]`, `all[]`, `none[]`). A visitor sees public posts (on a private instance,
 * 401 `authorization required for timeline view`); a signed-in viewer's mutes and blocks hide
 * posts; statuses carry the viewer's flags. Link headers per §1.9, with Pleroma's trailing
 * second `local=`.
 */
import type { FastifyInstance } from 'fastify'
import { pageWindow, paginate } from '../../http/paging'
import { list, one, queryParams } from '../../http/params'
import type { Params } from '../../http/params'
import type { StatusRecord } from '../../model/records'
import { hiddenByRelations } from '../../model/rules'
import type { Store } from '../../model/store'
import { renderStatuses, requirePublicOrUser, viewerOf } from '../context'
import type { ResourceContext } from '../context'
import { filterTimeline, sendStatusPage, timelineParams } from './filters'

/** Whether an anonymous visitor may open this status by id (public or unlisted). */
export function visibleToVisitor(store: Store, s: StatusRecord): boolean {
  const target = s.reblog_of_id ? store.statuses.get(s.reblog_of_id) : s
  return (
    (s.visibility === 'public' || s.visibility === 'unlisted') &&
    target !== undefined &&
    (target.visibility === 'public' || target.visibility === 'unlisted')
  )
}

/** The public timeline's statuses for `viewer` (null: a visitor) under `query`, newest first. */
function publicStatuses(store: Store, query: Params, viewer: string | null): StatusRecord[] {
  return filterTimeline(
    store,
    query,
    store.timeline.filter(
      (s) =>
        s.visibility === 'public' &&
        visibleToVisitor(store, s) &&
        (viewer === null || !hiddenByRelations(store, viewer, s)),
    ),
  )
}

/**
 * What Pleroma's Preload Timelines provider embeds in the page under `/api/v1/timelines/public`
 * (PLEROMA-API §2.10): the first page (20) of the public timeline as a visitor sees it, the whole
 * known network on `/main/all` and this instance's statuses on every other path; nothing (null)
 * when visitors may not read timelines (a private instance).
 */
export function preloadedPublicTimeline(
  { store, config }: ResourceContext,
  path: string,
): Record<string, unknown>[] | null {
  if (config.privateInstance) return null
  const query: Params = /^\/main\/all\/?$/.test(path) ? {} : { local: 'true' }
  const page = paginate(publicStatuses(store, query, null), pageWindow({}))
  return renderStatuses(store, page, null)
}

const DEFAULTS = { local: false, only_media: false, remote: false }
const KNOWN = ['with_muted', 'exclude_visibilities']

/** Registers the public and hashtag timelines. */
export function registerPublicTimelines(
  app: FastifyInstance,
  { store, config }: ResourceContext,
): void {
  app.get('/api/v1/timelines/public', (req, reply) => {
    requirePublicOrUser(req, config, 'timeline')
    const query = queryParams(req)
    const viewer = viewerOf(req)
    const items = publicStatuses(store, query, viewer)
    const params = timelineParams(query, DEFAULTS, KNOWN)
    const instance = one(query, 'instance')
    if (instance) params.instance = instance
    return sendStatusPage(req, reply, store, {
      items,
      statusOf: (s) => s,
      viewer,
      params,
      trailing: [['local', params.local ?? false]],
    })
  })

  app.get<{ Params: { tag: string } }>('/api/v1/timelines/tag/:tag', (req, reply) => {
    requirePublicOrUser(req, config, 'timeline')
    const query = queryParams(req)
    const any = [req.params.tag, ...list(query, 'any')].map((t) => t.toLowerCase())
    const every = list(query, 'all').map((t) => t.toLowerCase())
    const none = list(query, 'none').map((t) => t.toLowerCase())
    const viewer = viewerOf(req)
    const tagged = store.timeline.filter((s) => {
      if (s.visibility !== 'public' || s.reblog_of_id) return false
      if (viewer !== null && hiddenByRelations(store, viewer, s)) return false
      return (
        any.some((t) => s.tags.includes(t)) &&
        every.every((t) => s.tags.includes(t)) &&
        !none.some((t) => s.tags.includes(t))
      )
    })
    const params = timelineParams(query, DEFAULTS, KNOWN)
    return sendStatusPage(req, reply, store, {
      items: filterTimeline(store, query, tagged),
      statusOf: (s) => s,
      viewer,
      params,
      trailing: [['local', params.local ?? false]],
    })
  })
}
