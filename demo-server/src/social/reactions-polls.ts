/**
 * Pleroma emoji reactions (PLEROMA-API §6: GET/PUT/DELETE /api/v1/pleroma/statuses/:id/
 * reactions[/:emoji]) and polls (§7: GET /api/v1/polls/:id, POST .../votes with `choices[]`),
 * with the reaction and poll notifications (§8). Poll end is checked on read: the first read
 * after expiry notifies the author and the voters (`poll`).
 */
import type { FastifyInstance } from 'fastify'
import { requireScopes } from '../auth/guard'
import { ApiError, notFound, sendJson } from '../http/reply'
import { many } from '../http/params'
import type { Query } from '../http/params'
import { serializeAccount } from '../serialize/account'
import { serializePoll } from '../serialize/status'
import type { StatusRecord, Store } from '../store'
import { actorOf, sendStatus, viewerOf, visibleStatus } from './context'
import type { Clock } from './context'
import { notify } from './events'
import { canSee, originalOf } from './rules'
import { pollViewerFields, reactionsFor } from './viewer'

type EmojiParams = { Params: { id: string; emoji: string } }

/** The reaction name for a requested emoji: custom `:code:`/`code` -> `code`, unicode as is. */
function reactionName(store: Store, raw: string): { name: string; url: string | null } | null {
  const code = raw.replace(/^:|:$/g, '')
  const custom = store.customEmoji.get(code)
  if (custom) return { name: code, url: custom.record.url }
  const emojiOnly = /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\u200d|\ufe0f)+$/u
  if (emojiOnly.test(raw) && /\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(raw))
    return { name: raw, url: null }
  return null
}

/** The status holding a poll, by poll id. */
function pollStatus(store: Store, pollId: string): StatusRecord | undefined {
  for (const s of store.statuses.values()) if (s.poll?.id === pollId) return s
  return undefined
}

/** Notifies the author and voters once when the poll has ended (checked on read). */
export function checkPollEnd(store: Store, s: StatusRecord, now: Date): void {
  const poll = s.poll
  if (!poll || poll.expires_at.getTime() > now.getTime() || store.social.pollsEnded.has(poll.id))
    return
  store.social.pollsEnded.add(poll.id)
  const voters = [...(store.social.pollVotes.get(poll.id)?.keys() ?? [])]
  for (const id of [s.account_id, ...voters]) {
    if (store.accounts.get(id)?.host) continue
    notify(store, { type: 'poll', accountId: id, fromId: s.account_id, statusId: s.id })
  }
}

/** Registers the reaction and poll routes. */
export function registerReactionAndPollRoutes(
  app: FastifyInstance,
  store: Store,
  now: Clock,
): void {
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
  app.get<{ Params: { id: string } }>('/api/v1/pleroma/statuses/:id/reactions', (req, reply) =>
    sendJson(reply, req, reactionList(req.params.id, viewerOf(req))),
  )
  app.get<EmojiParams>('/api/v1/pleroma/statuses/:id/reactions/:emoji', (req, reply) => {
    const name = reactionName(store, req.params.emoji)?.name ?? req.params.emoji
    return sendJson(reply, req, reactionList(req.params.id, viewerOf(req), name))
  })

  app.put<EmojiParams>(
    '/api/v1/pleroma/statuses/:id/reactions/:emoji',
    { preHandler: requireScopes('write:statuses') },
    (req, reply) => {
      const me = actorOf(req, ['write:statuses']).id
      const s = originalOf(store, visibleStatus(store, me, req.params.id))
      const emoji = reactionName(store, req.params.emoji)
      if (!emoji) throw new ApiError(400, { error: 'Could not add reaction emoji' })
      let reaction = s.reactions.find((r) => r.name === emoji.name)
      if (!reaction) {
        reaction = { name: emoji.name, url: emoji.url, account_ids: [] }
        s.reactions.push(reaction)
      }
      if (!reaction.account_ids.includes(me)) {
        reaction.account_ids.push(me)
        notify(store, {
          type: 'pleroma:emoji_reaction',
          accountId: s.account_id,
          fromId: me,
          statusId: s.id,
          emoji: emoji.name,
          emojiUrl: emoji.url,
        })
      }
      return sendStatus(reply, req, store, s, me, now())
    },
  )
  app.delete<EmojiParams>(
    '/api/v1/pleroma/statuses/:id/reactions/:emoji',
    { preHandler: requireScopes('write:statuses') },
    (req, reply) => {
      const me = actorOf(req, ['write:statuses']).id
      const s = originalOf(store, visibleStatus(store, me, req.params.id))
      const name = reactionName(store, req.params.emoji)?.name
      const reaction = s.reactions.find((r) => r.name === name)
      if (!reaction?.account_ids.includes(me))
        throw new ApiError(400, { error: 'Could not remove reaction emoji' })
      reaction.account_ids = reaction.account_ids.filter((a) => a !== me)
      s.reactions = s.reactions.filter((r) => r.account_ids.length > 0)
      return sendStatus(reply, req, store, s, me, now())
    },
  )

  const renderPoll = (s: StatusRecord, viewer: string | null) => {
    const poll = s.poll
    if (!poll) throw notFound()
    return { ...serializePoll(poll, now()), ...pollViewerFields(store, poll, s.account_id, viewer) }
  }
  app.get<{ Params: { id: string } }>('/api/v1/polls/:id', (req, reply) => {
    const viewer = viewerOf(req)
    const s = pollStatus(store, req.params.id)
    if (!s || !canSee(store, viewer, s)) throw notFound()
    checkPollEnd(store, s, now())
    return sendJson(reply, req, renderPoll(s, viewer))
  })
  app.post<{ Params: { id: string } }>(
    '/api/v1/polls/:id/votes',
    { preHandler: requireScopes('write:statuses') },
    (req, reply) => {
      const me = actorOf(req, ['write:statuses']).id
      const s = pollStatus(store, req.params.id)
      const poll = s?.poll
      if (!s || !poll || !canSee(store, me, s)) throw notFound()
      const body = (req.body ?? {}) as Query & { choices?: unknown }
      const raw = Array.isArray(body.choices) ? body.choices.map(String) : many(body, 'choices')
      const choices = [...new Set(raw.map(Number))]
      if (s.account_id === me) throw new ApiError(422, { error: "Poll's author can't vote" })
      const votes = store.social.pollVotes.get(poll.id) ?? new Map<string, number[]>()
      if (votes.has(me)) throw new ApiError(422, { error: 'Already voted' })
      if (poll.expires_at.getTime() <= now().getTime())
        throw new ApiError(422, { error: 'Poll is expired' })
      if (
        choices.length === 0 ||
        choices.some((c) => !Number.isInteger(c) || c < 0 || c >= poll.options.length)
      )
        throw new ApiError(422, { error: 'Invalid indices' })
      if (!poll.multiple && choices.length > 1)
        throw new ApiError(422, { error: 'Too many choices' })
      votes.set(me, choices)
      store.social.pollVotes.set(poll.id, votes)
      for (const c of choices) {
        const option = poll.options[c]
        if (option) option.votes_count += 1
      }
      poll.voters_count += 1
      return sendJson(reply, req, renderPoll(s, me))
    },
  )
}
