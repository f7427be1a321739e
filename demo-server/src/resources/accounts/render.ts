/**
 * Rendering accounts for a route's viewer (PLEROMA-API §4): `with_relationships=true` embeds the
 * viewer's Relationship in `pleroma.relationship`; account pages are keyed by the listed
 * account's id with a Link header (§1.9).
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { linkLimit, pageWindow, paginate, setLink } from '../../http/paging'
import type { LinkValue } from '../../http/paging'
import { bool, one, queryParams } from '../../http/params'
import type { Params } from '../../http/params'
import { sendJson } from '../../http/reply'
import type { AccountRecord } from '../../model/records'
import type { Store } from '../../model/store'
import { serializeAccount } from '../../serialize/account'

/**
 * Renders accounts for the viewer, embedding relationships when the query has
 * `with_relationships=true`.
 */
export function renderAccounts(
  store: Store,
  accounts: readonly AccountRecord[],
  viewer: string | null,
  query: Params,
): Record<string, unknown>[] {
  const view = { viewer, withRelationship: bool(query, 'with_relationships', false) }
  return accounts.map((a) => serializeAccount(store, a, view))
}

/**
 * Sends one page of accounts (keyed by account id, newest first) with its Link header (§1.9:
 * `limit`, and `with_relationships` when given); `extra` adds top-level fields per account.
 */
export function sendAccountPage(
  req: FastifyRequest,
  reply: FastifyReply,
  store: Store,
  accounts: readonly AccountRecord[],
  viewer: string | null,
  extra: (account: AccountRecord) => Record<string, unknown> = () => ({}),
): FastifyReply {
  const query = queryParams(req)
  const page = paginate(accounts, pageWindow(query))
  const params: Record<string, LinkValue> = { limit: linkLimit(query) }
  if (one(query, 'with_relationships') !== undefined)
    params.with_relationships = bool(query, 'with_relationships', false)
  setLink(req, reply, params, page)
  const json = renderAccounts(store, page, viewer, query)
  return sendJson(
    reply,
    req,
    json.map((a, i) => ({ ...a, ...extra(page[i] as AccountRecord) })),
  )
}
