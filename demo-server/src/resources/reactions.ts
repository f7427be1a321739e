/**
 * The emoji reactions resource (PLEROMA-API §6: GET/PUT/DELETE
 * /api/v1/pleroma/statuses/:id/reactions[/:emoji]): who reacted with what (accounts blocked
 * either way left out), and reacting on the original of a reblog.
 */
import type { FastifyInstance } from 'fastify'
import { requireScopes } from '../auth/guard'
import { sendJson } from '../http/reply'
import { addReaction, reactionEmoji, removeReaction } from '../model/operations/reactions'
import { canSee, originalOf } from '../model/rules'
import { serializeAccount } from '../serialize/account'
import { reactionsFor } from '../serialize/viewer'
import { actorOf, sendStatus, viewerOf, visibleStatus } from './context'
import type { ResourceContext } from './context'

type EmojiParams = { Params: { id: string; emoji: string } }

/** Registers the reaction routes. */
export function registerReactions(app: FastifyInstance, { store }: ResourceContext): void {
  const reactionList = (id: string, viewer: string | null, only?: string) => {
    const s = store.statuses.get(id)
    if (!s || !canSee(store, viewer, s)) return []
    return reactionsFor(store, originalOf(store, s).reactions, viewer)
      .filter((r) => only === undefined || r.name === only)
      .map(({ account_ids, ...rest }) => ({
        ...rest,
        accounts: (account_ids as string[])
          .map((a) => store.accounts.get(a))
          .filter((a) => a !== undefined)
          .map((a) => serializeAccount(store, a)),
      }))
  }
  const path = '/api/v1/pleroma/statuses/:id/reactions'

  app.get<{ Params: { id: string } }>(path, (req, reply) =>
    sendJson(reply, req, reactionList(req.params.id, viewerOf(req))),
  )
  app.get<EmojiParams>(`${path}/:emoji`, (req, reply) => {
    const name = reactionEmoji(store, req.params.emoji)?.name ?? req.params.emoji
    return sendJson(reply, req, reactionList(req.params.id, viewerOf(req), name))
  })

  const write = ['write:statuses']
  app.put<EmojiParams>(`${path}/:emoji`, { preHandler: requireScopes(...write) }, (req, reply) => {
    const me = actorOf(req, write).id
    const s = originalOf(store, visibleStatus(store, me, req.params.id))
    addReaction(store, s, me, reactionEmoji(store, req.params.emoji))
    return sendStatus(reply, req, store, s, me)
  })
  app.delete<EmojiParams>(
    `${path}/:emoji`,
    { preHandler: requireScopes(...write) },
    (req, reply) => {
      const me = actorOf(req, write).id
      const s = originalOf(store, visibleStatus(store, me, req.params.id))
      removeReaction(s, me, reactionEmoji(store, req.params.emoji)?.name)
      return sendStatus(reply, req, store, s, me)
    },
  )
}
