/**
 * The archive of an account backup (PLEROMA-API §13 Backup): a zip of `actor.json` (the
 * account), `outbox.json` (its statuses, newest first), `likes.json` and `bookmarks.json` (the
 * statuses it liked and bookmarked), each JSON with this instance's origin filled in for the
 * request that asked for the backup. Pleroma writes ActivityPub collections; the demo writes the
 * same data as Mastodon API JSON, which is what a person reading the archive can use.
 */
import { zipSync, strToU8 } from 'fflate'
import type { FastifyRequest } from 'fastify'
import { jsonText } from '../../http/reply'
import type { AccountRecord, StatusRecord } from '../../model/records'
import { statusesOf } from '../../model/store'
import type { Store } from '../../model/store'
import { serializeAccount } from '../../serialize/account'
import { serializeStatus } from '../../serialize/status'

/** Builds the zip archive of `account`'s data as the store holds it now. */
export function backupArchive(
  store: Store,
  account: AccountRecord,
  request: FastifyRequest,
): Buffer {
  const now = store.clock()
  const render = (statuses: readonly (StatusRecord | undefined)[]) =>
    statuses
      .filter((s): s is StatusRecord => s !== undefined)
      .map((s) => serializeStatus(store, s, { now, viewer: account.id }))
  const liked = [...store.social.favourites]
    .filter(([, by]) => by.has(account.id))
    .map(([id]) => store.statuses.get(id))
  const bookmarked = (store.social.bookmarks.get(account.id) ?? []).map((b) =>
    store.statuses.get(b.statusId),
  )
  const file = (data: unknown) => strToU8(jsonText(data, request))
  const zip = zipSync({
    'actor.json': file(serializeAccount(store, account, { viewer: account.id })),
    'outbox.json': file(render(statusesOf(store, account.id))),
    'likes.json': file(render(liked)),
    'bookmarks.json': file(render(bookmarked)),
  })
  return Buffer.from(zip)
}
