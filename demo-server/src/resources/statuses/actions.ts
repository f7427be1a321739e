/**
 * Status actions (PLEROMA-API §6): favourite, unfavourite, reblog, unreblog, bookmark,
 * unbookmark, pin, unpin, conversation mute/unmute. Each needs a user token with the listed
 * scope, acts on the original of a reblog, goes through model/operations/statuses.ts and
 * answers the status for the caller; error bodies as Pleroma's (§1.4).
 */
import type { FastifyInstance } from 'fastify'
import { requireScopes } from '../../auth/guard'
import {
  bookmark,
  favourite,
  muteConversation,
  pin,
  reblog,
  unbookmark,
  unfavourite,
  unmuteConversation,
  unpin,
  unreblog,
} from '../../model/operations/statuses'
import type { StatusRecord } from '../../model/records'
import { originalOf } from '../../model/rules'
import { actorOf, sendStatus, visibleStatus } from '../context'
import type { ResourceContext } from '../context'

type IdParams = { Params: { id: string } }

/** Registers the status action routes. */
export function registerStatusActions(app: FastifyInstance, { store }: ResourceContext): void {
  /** One action: the answer is the status `act` returns (the original, or a reblog wrapper). */
  const post = (path: string, scope: string, act: (s: StatusRecord, me: string) => StatusRecord) =>
    app.post<IdParams>(path, { preHandler: requireScopes(scope) }, (req, reply) => {
      const me = actorOf(req, [scope]).id
      const s = originalOf(store, visibleStatus(store, me, req.params.id))
      return sendStatus(reply, req, store, act(s, me), me)
    })
  /** An action answering the original status. */
  const on = (action: (s: StatusRecord, me: string) => void) => (s: StatusRecord, me: string) => {
    action(s, me)
    return s
  }
  const base = '/api/v1/statuses/:id'

  post(
    `${base}/favourite`,
    'write:favourites',
    on((s, me) => favourite(store, s, me)),
  )
  post(
    `${base}/unfavourite`,
    'write:favourites',
    on((s, me) => unfavourite(store, s, me)),
  )
  post(`${base}/reblog`, 'write:statuses', (s, me) => reblog(store, s, me))
  post(
    `${base}/unreblog`,
    'write:statuses',
    on((s, me) => unreblog(store, s, me)),
  )
  post(
    `${base}/bookmark`,
    'write:bookmarks',
    on((s, me) => bookmark(store, s, me)),
  )
  post(
    `${base}/unbookmark`,
    'write:bookmarks',
    on((s, me) => unbookmark(store, s, me)),
  )
  post(
    `${base}/pin`,
    'write:accounts',
    on((s, me) => pin(store, s, me)),
  )
  post(`${base}/unpin`, 'write:accounts', on(unpin))
  post(
    `${base}/mute`,
    'write:mutes',
    on((s, me) => muteConversation(store, s, me)),
  )
  post(
    `${base}/unmute`,
    'write:mutes',
    on((s, me) => unmuteConversation(store, s, me)),
  )
}
