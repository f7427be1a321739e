/**
 * Account reads (PLEROMA-API §4): an account by id or name, lookup by `acct`, an account's
 * statuses (visibility for the viewer, `pinned`, `exclude_reblogs`, `exclude_replies`,
 * `tagged`, the common timeline filters), and its followers and following (keyed by the listed
 * account's id, §1.9).
 */
import type { FastifyInstance } from 'fastify'
import { ApiError, notFound } from '../../lib/errors'
import { linkLimit, pageWindow, paginate, setLink } from '../../http/paging'
import { bool, missingFields, one, queryParams } from '../../http/params'
import { sendJson } from '../../http/reply'
import { canSee } from '../../model/rules'
import { findAccount, statusesOf } from '../../model/store'
import { serializeAccount } from '../../serialize/account'
import { viewerOf } from '../context'
import type { ResourceContext } from '../context'
import { filterTimeline, sendStatusPage, timelineParams } from '../timelines/filters'

type IdParams = { Params: { id: string } }

/** Registers the account reads. */
export function registerAccountReads(app: FastifyInstance, { store }: ResourceContext): void {
  const accountOr404 = (idOrName: string) => {
    const account = findAccount(store, idOrName)
    if (!account) throw new ApiError(404, { error: "Can't find user" })
    return account
  }

  app.get('/api/v1/accounts/lookup', (req, reply) => {
    const acct = one(queryParams(req), 'acct')
    if (!acct) throw missingFields(['acct'])
    return sendJson(reply, req, serializeAccount(store, accountOr404(acct)))
  })

  app.get<IdParams>('/api/v1/accounts/:id', (req, reply) =>
    sendJson(reply, req, serializeAccount(store, accountOr404(req.params.id))),
  )

  app.get<IdParams>('/api/v1/accounts/:id/statuses', (req, reply) => {
    const account = accountOr404(req.params.id)
    const query = queryParams(req)
    const pinned = bool(query, 'pinned', false)
    const excludeReblogs = bool(query, 'exclude_reblogs', false)
    const excludeReplies = bool(query, 'exclude_replies', false)
    const tagged = one(query, 'tagged')?.toLowerCase()
    const viewer = viewerOf(req)
    const items = filterTimeline(store, query, statusesOf(store, account.id)).filter(
      (s) =>
        canSee(store, viewer, s) &&
        (!pinned || s.pinned_at !== null) &&
        (!excludeReblogs || !s.reblog_of_id) &&
        (!excludeReplies || !s.in_reply_to_id) &&
        (!tagged || s.tags.includes(tagged)),
    )
    const params = timelineParams(
      query,
      { only_media: false, pinned: false, exclude_reblogs: false, exclude_replies: false },
      ['with_muted', 'exclude_visibilities'],
    )
    if (tagged) params.tagged = tagged
    return sendStatusPage(req, reply, store, { items, statusOf: (s) => s, viewer, params })
  })

  const people = (path: string, pick: (id: string) => string[]) =>
    app.get<IdParams>(path, (req, reply) => {
      const account = findAccount(store, req.params.id)
      if (!account) throw notFound()
      const list = pick(account.id)
        .map((id) => store.accounts.get(id))
        .filter((a) => a !== undefined)
        .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      const query = queryParams(req)
      const page = paginate(list, pageWindow(query))
      setLink(req, reply, { limit: linkLimit(query) }, page)
      return sendJson(
        reply,
        req,
        page.map((a) => serializeAccount(store, a)),
      )
    })
  people('/api/v1/accounts/:id/followers', (id) =>
    [...store.follows.entries()].filter(([, set]) => set.has(id)).map(([f]) => f),
  )
  people('/api/v1/accounts/:id/following', (id) => [...(store.follows.get(id) ?? [])])
}
