/**
 * Reading statuses (PLEROMA-API §6): one status, its context, who favourited or reblogged it,
 * its edit history and its source. A visitor sees public and unlisted statuses; a signed-in
 * viewer (token with read:statuses) also the private and direct ones addressed to them; blocks
 * and mutes hide statuses from a context.
 */
import type { FastifyInstance } from 'fastify'
import { isoDate } from '../../lib/dates'
import { compareIds } from '../../lib/ids'
import { notFound } from '../../lib/errors'
import { sendJson } from '../../http/reply'
import { blockedEitherWay, canSee, hiddenByRelations, originalOf } from '../../model/rules'
import { conversation } from '../../model/store'
import type { Store } from '../../model/store'
import { serializeAccount } from '../../serialize/account'
import { serializeAttachment, serializePoll } from '../../serialize/status'
import { renderStatuses, viewerOf, visibleStatus } from '../context'
import type { ResourceContext } from '../context'

type IdParams = { Params: { id: string } }

/** Accounts by id, without those blocked either way by the viewer. */
function accountsFor(store: Store, ids: string[], viewer: string | null): unknown[] {
  return ids
    .filter((id) => viewer === null || !blockedEitherWay(store, viewer, id))
    .map((id) => store.accounts.get(id))
    .filter((a) => a !== undefined)
    .map((a) => serializeAccount(store, a))
}

/** Registers the status reads. */
export function registerStatusReads(app: FastifyInstance, { store }: ResourceContext): void {
  const social = store.social

  app.get<IdParams>('/api/v1/statuses/:id', (req, reply) => {
    const viewer = viewerOf(req)
    const s = visibleStatus(store, viewer, req.params.id)
    return sendJson(reply, req, renderStatuses(store, [s], viewer)[0])
  })

  app.get<IdParams>('/api/v1/statuses/:id/context', (req, reply) => {
    const viewer = viewerOf(req)
    const target = originalOf(store, visibleStatus(store, viewer, req.params.id))
    const others = conversation(store, target.context).filter(
      (c) =>
        c.id !== target.id &&
        canSee(store, viewer, c) &&
        (viewer === null || !hiddenByRelations(store, viewer, c)),
    )
    return sendJson(reply, req, {
      ancestors: renderStatuses(
        store,
        others.filter((c) => compareIds(c.id, target.id) < 0),
        viewer,
      ),
      descendants: renderStatuses(
        store,
        others.filter((c) => compareIds(c.id, target.id) > 0),
        viewer,
      ),
    })
  })

  app.get<IdParams>('/api/v1/statuses/:id/favourited_by', (req, reply) => {
    const viewer = viewerOf(req)
    const s = originalOf(store, visibleStatus(store, viewer, req.params.id))
    const ids = [...(social.favourites.get(s.id)?.keys() ?? [])]
    return sendJson(reply, req, accountsFor(store, ids, viewer))
  })

  app.get<IdParams>('/api/v1/statuses/:id/reblogged_by', (req, reply) => {
    const viewer = viewerOf(req)
    const s = originalOf(store, visibleStatus(store, viewer, req.params.id))
    const ids = store.timeline
      .filter((w) => w.reblog_of_id === s.id && w.visibility === 'public')
      .map((w) => w.account_id)
    return sendJson(reply, req, accountsFor(store, ids, viewer))
  })

  app.get<IdParams>('/api/v1/statuses/:id/history', (req, reply) => {
    const s = visibleStatus(store, viewerOf(req), req.params.id)
    const account = store.accounts.get(s.account_id)
    const accountJson = account ? serializeAccount(store, account) : {}
    const now = store.clock()
    const versions = [
      ...(social.history.get(s.id) ?? []),
      { ...s, created_at: social.editedAt.get(s.id) ?? s.created_at },
    ]
    return sendJson(
      reply,
      req,
      versions.map((v) => ({
        account: accountJson,
        content: v.content,
        created_at: isoDate(v.created_at),
        emojis: v.emojis,
        media_attachments: v.media.map(serializeAttachment),
        sensitive: v.sensitive,
        spoiler_text: v.spoiler_text,
        poll: v.poll ? serializePoll(v.poll, now) : null,
      })),
    )
  })

  app.get<IdParams>('/api/v1/statuses/:id/source', (req, reply) => {
    const status = visibleStatus(store, viewerOf(req), req.params.id)
    if (status.reblog_of_id) throw notFound()
    const source = store.posting.sources.get(status.id)
    return sendJson(reply, req, {
      id: status.id,
      text: source?.text ?? status.text,
      spoiler_text: status.spoiler_text,
      content_type: source?.content_type ?? 'text/plain',
    })
  })
}
