/**
 * Another user's favourites (PLEROMA-API §4 `GET /api/v1/pleroma/accounts/:id/favourites`):
 * 403 `Can't get favorites` when the user hides them (Pleroma's default, for everyone, the user
 * included), else the liked statuses the viewer may see, without those of accounts blocked
 * either way, newest like first, keyed by like activity id (§1.9).
 */
import type { FastifyInstance } from 'fastify'
import { currentUser } from '../../auth/guard'
import { ApiError } from '../../lib/errors'
import { linkLimit } from '../../http/paging'
import { queryParams } from '../../http/params'
import { blockedEitherWay, canSee } from '../../model/rules'
import { likesBy } from '../../model/store'
import type { ResourceContext } from '../context'
import { sendStatusPage } from '../timelines/filters'
import { accountById } from './relationships'

/** Registers the favourites of a user. */
export function registerAccountFavourites(app: FastifyInstance, { store }: ResourceContext): void {
  app.get<{ Params: { id: string } }>('/api/v1/pleroma/accounts/:id/favourites', (req, reply) => {
    const account = accountById(store, req.params.id)
    if (account.hide_favorites) throw new ApiError(403, { error: "Can't get favorites" })
    const viewer = currentUser(req, ['read:favourites'])?.id ?? null
    const items = likesBy(store, account.id).filter((like) => {
      const s = store.statuses.get(like.statusId)
      return (
        s !== undefined &&
        canSee(store, viewer, s) &&
        (viewer === null || !blockedEitherWay(store, viewer, s.account_id))
      )
    })
    return sendStatusPage(req, reply, store, {
      items,
      statusOf: (like) => store.statuses.get(like.statusId),
      viewer,
      params: { limit: linkLimit(queryParams(req)) },
    })
  })
}
