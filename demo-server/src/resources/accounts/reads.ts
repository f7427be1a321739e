/**
 * Account reads (PLEROMA-API §4): an account by id or name (404 `Can't find user`, also for a
 * deactivated account unless the viewer manages activation), lookup by `acct` (rendered even
 * when deactivated), an account's statuses (visibility for the viewer, `pinned`, `only_media`,
 * `exclude_reblogs`, `exclude_replies`, `tagged`, the common timeline filters), and its
 * followers and following (by id only, 404 `Record not found`; `[]` when the account hides
 * them from others; keyed by the listed account's id, §1.9; `with_relationships`).
 */
import type { FastifyInstance } from 'fastify'
import { ApiError, notFound } from '../../lib/errors'
import { bool, missingFields, one, queryParams } from '../../http/params'
import { sendJson } from '../../http/reply'
import type { AccountRecord } from '../../model/records'
import { accountVisible, canSee } from '../../model/rules'
import { findAccount, statusesOf } from '../../model/store'
import { serializeAccount } from '../../serialize/account'
import { viewerOf } from '../context'
import type { ResourceContext } from '../context'
import { filterTimeline, sendStatusPage, timelineParams } from '../timelines/filters'
import { renderAccounts, sendAccountPage } from './render'

type IdParams = { Params: { id: string } }

/** Registers the account reads. */
export function registerAccountReads(app: FastifyInstance, { store }: ResourceContext): void {
  const cantFind = () => new ApiError(404, { error: "Can't find user" })
  const visibleOr404 = (idOrName: string, viewer: string | null) => {
    const account = findAccount(store, idOrName)
    if (!account || !accountVisible(store, viewer, account)) throw cantFind()
    return account
  }

  app.get('/api/v1/accounts/lookup', (req, reply) => {
    const acct = one(queryParams(req), 'acct')
    if (!acct) throw missingFields(['acct'])
    const account = findAccount(store, acct)
    if (!account) throw cantFind()
    return sendJson(reply, req, serializeAccount(store, account, { viewer: viewerOf(req) }))
  })

  app.get<IdParams>('/api/v1/accounts/:id', (req, reply) => {
    const viewer = viewerOf(req)
    const account = visibleOr404(req.params.id, viewer)
    return sendJson(reply, req, renderAccounts(store, [account], viewer, queryParams(req))[0])
  })

  app.get<IdParams>('/api/v1/accounts/:id/statuses', (req, reply) => {
    const viewer = viewerOf(req)
    const account = visibleOr404(req.params.id, viewer)
    const query = queryParams(req)
    const pinned = bool(query, 'pinned', false)
    const excludeReblogs = bool(query, 'exclude_reblogs', false)
    const excludeReplies = bool(query, 'exclude_replies', false)
    const tagged = one(query, 'tagged')?.toLowerCase()
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

  const people = (
    path: string,
    hidden: (a: AccountRecord) => boolean,
    pick: (id: string) => string[],
  ) =>
    app.get<IdParams>(path, (req, reply) => {
      const account = store.accounts.get(req.params.id)
      if (!account) throw notFound()
      const viewer = viewerOf(req)
      const list =
        hidden(account) && viewer !== account.id
          ? []
          : pick(account.id)
              .map((id) => store.accounts.get(id))
              .filter((a) => a !== undefined)
              .filter((a) => !a.deactivated)
              .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      return sendAccountPage(req, reply, store, list, viewer)
    })
  people(
    '/api/v1/accounts/:id/followers',
    (a) => a.hide_followers,
    (id) => [...store.follows.entries()].filter(([, set]) => set.has(id)).map(([f]) => f),
  )
  people(
    '/api/v1/accounts/:id/following',
    (a) => a.hide_follows,
    (id) => [...(store.follows.get(id) ?? [])],
  )
}
