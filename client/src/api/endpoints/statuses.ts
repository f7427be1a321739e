/**
 * Status calls (s2 §7 "Statuses"; PLEROMA-API §6), answers normalized for the entity store.
 */
import * as z from 'zod/mini'
import { normalizeEmojis } from '../../entities/normalize/emoji'
import { normalizeAttachment } from '../../entities/normalize/media'
import { normalizeStatus, normalizeStatuses } from '../../entities/normalize/status'
import { collectUsers, normalizeUser } from '../../entities/normalize/user'
import type { Attachment, Emoji, EmojiReaction, NormalizedBatch, User } from '../../entities/types'
import { isUsableId } from '../../lib/pageIds'
import { ApiError, request } from '../http'
import { accountSchema } from '../schemas/account'
import { attachmentSchema } from '../schemas/attachment'
import { emojiSchema } from '../schemas/emoji'
import { bool, list, num, str, strOrNull } from '../schemas/lenient'
import { contextSchema, statusSchema } from '../schemas/status'
import { encodePart } from '../../lib/urlPart'
import { items } from '../schemas/items'

export interface StatusResult {
  batch: NormalizedBatch
  /** Id of the requested status. */
  id: string
}

/**
 * The one status of an answer about `asked`: an answer without a usable id is taken as the
 * status asked for (the obvious repair, issue 22; not for a repeat, whose id is its own). @throws ApiError when it has no usable author.
 */
function single(
  raw: Parameters<typeof normalizeStatus>[0],
  url: string,
  asked: string,
): StatusResult {
  const { id, statuses, users } = normalizeStatus(
    isUsableId(raw.id) || !isUsableId(asked) || raw.reblog ? raw : { ...raw, id: asked },
  )
  if (!id) throw new ApiError(200, 'Unusable status in the answer', { method: 'GET', url })
  return { batch: { statuses, users }, id }
}

/** GET /api/v1/statuses/:id. @throws ApiError (404 when unknown or not visible), NetworkError */
export async function fetchStatus(id: string, signal?: AbortSignal): Promise<StatusResult> {
  const path = `/api/v1/statuses/${encodePart(id)}`
  const { data } = await request(path, { schema: statusSchema, signal })
  return single(data, path, id)
}

export interface ContextResult {
  batch: NormalizedBatch
  /** Oldest first. */
  ancestors: string[]
  /** Oldest first. */
  descendants: string[]
}

/** GET /api/v1/statuses/:id/context. @throws ApiError, NetworkError */
export async function fetchContext(id: string, signal?: AbortSignal): Promise<ContextResult> {
  const { data } = await request(`/api/v1/statuses/${encodePart(id)}/context`, {
    schema: contextSchema,
    signal,
  })
  const a = normalizeStatuses(data.ancestors)
  const d = normalizeStatuses(data.descendants)
  return {
    batch: {
      statuses: [...a.batch.statuses, ...d.batch.statuses],
      users: [...a.batch.users, ...d.batch.users],
    },
    ancestors: a.ids,
    descendants: d.ids,
  }
}

/** Toggles of s2 §7 "POST on /favourite, /unfavourite, ...". */
export type StatusAction =
  | 'favourite'
  | 'unfavourite'
  | 'reblog'
  | 'unreblog'
  | 'bookmark'
  | 'unbookmark'
  | 'pin'
  | 'unpin'
  | 'mute'
  | 'unmute'

/**
 * POST /api/v1/statuses/:id/{action}; the answer (the status, or for reblog the wrapper whose
 * retweeted_status is the original) comes back normalized.
 * @throws ApiError (e.g. 422 "Non-public status cannot be pinned"), NetworkError
 */
export async function statusAction(id: string, action: StatusAction): Promise<StatusResult> {
  const path = `/api/v1/statuses/${encodePart(id)}/${action}`
  const { data } = await request(path, { method: 'POST', schema: statusSchema })
  return single(data, path, id)
}

const statusPath = (id: string, rest = '') => `/api/v1/statuses/${encodePart(id)}${rest}`

/**
 * DELETE /api/v1/statuses/:id (s2 §7; own posts, or staff with messages_delete). The answer
 * (the deleted status with its source text) is not needed and is not parsed.
 * @throws ApiError (404 "Record not found" when unknown or not allowed), NetworkError
 */
export async function deleteStatus(id: string): Promise<void> {
  await request(statusPath(id), { method: 'DELETE', schema: z.unknown() })
}

/** One version of an edited status (PLEROMA-API §6 "history"). */
export interface StatusVersion {
  /** ISO 8601 time the version was written. */
  created_at: string
  /** Server HTML of the body (render only through RichText). */
  raw_html: string
  /** Subject (content warning) as plain text. */
  summary: string
  nsfw: boolean
  emojis: Emoji[]
  attachments: Attachment[]
}

const versionSchema = z.object({
  content: str,
  created_at: str,
  spoiler_text: str,
  sensitive: bool,
  emojis: list(emojiSchema),
  media_attachments: list(attachmentSchema),
})

/**
 * GET /api/v1/statuses/:id/history (s1 §2 "post history"): the versions, newest first (the
 * server sends them oldest first).
 * @throws ApiError (404), NetworkError
 */
export async function fetchStatusHistory(
  id: string,
  signal?: AbortSignal,
): Promise<StatusVersion[]> {
  const { data } = await request(statusPath(id, '/history'), {
    schema: list(versionSchema),
    signal,
  })
  return data
    .map((raw) => ({
      created_at: raw.created_at ?? '',
      raw_html: raw.content ?? '',
      summary: raw.spoiler_text ?? '',
      nsfw: raw.sensitive ?? false,
      emojis: normalizeEmojis(raw.emojis),
      attachments: raw.media_attachments.flatMap((a) => normalizeAttachment(a) ?? []),
    }))
    .reverse()
}

/** Users and their batch for the entity store. */
export interface UsersResult {
  /** Ids in the server's order. */
  ids: string[]
  batch: NormalizedBatch
}

/** Normalizes a list of raw accounts (unusable ones left out) into ids and a batch. */
export function toUsers(raws: z.output<typeof accountSchema>[]): UsersResult {
  const users: User[] = []
  const ids: string[] = []
  for (const raw of raws) {
    const user = normalizeUser(raw)
    if (!user) continue
    ids.push(user.id)
    collectUsers(user, users)
  }
  return { ids, batch: { statuses: [], users } }
}

/**
 * GET /api/v1/statuses/:id/favourited_by or /reblogged_by (s1 §2 "favourites/repeats stats";
 * no paging). @throws ApiError (404 when not visible), NetworkError
 */
export async function fetchStatusUsers(
  id: string,
  which: 'favourited_by' | 'reblogged_by',
  signal?: AbortSignal,
): Promise<UsersResult> {
  const { data } = await request(statusPath(id, `/${which}`), {
    schema: items(accountSchema, 'account'),
    signal,
  })
  return toUsers(data)
}

const reactionWithAccountsSchema = z.object({
  name: str,
  count: num,
  me: bool,
  url: strOrNull,
  accounts: list(accountSchema),
})

/** Reactions of a status with the reacting users for the store. */
export interface ReactionsResult {
  reactions: EmojiReaction[]
  batch: NormalizedBatch
}

/**
 * GET /api/v1/pleroma/statuses/:id/reactions (s1 §4 "Emoji reactions are ... refetched"),
 * ordered by first reaction; `[]` when reactions are hidden.
 * @throws ApiError, NetworkError
 */
export async function fetchReactions(id: string, signal?: AbortSignal): Promise<ReactionsResult> {
  const { data } = await request(`/api/v1/pleroma/statuses/${encodePart(id)}/reactions`, {
    schema: list(reactionWithAccountsSchema),
    signal,
  })
  const users: User[] = []
  const reactions = data.flatMap((raw): EmojiReaction[] => {
    if (!raw.name) return []
    const { ids, batch } = toUsers(raw.accounts)
    users.push(...batch.users)
    const count = raw.count ?? ids.length
    return [{ name: raw.name, count, me: raw.me ?? false, url: raw.url ?? null, accounts: ids }]
  })
  return { reactions, batch: { statuses: [], users } }
}

/**
 * PUT (add) or DELETE (remove) /api/v1/pleroma/statuses/:id/reactions/:emoji; `emoji` is a
 * unicode emoji or a custom shortcode. Answers the status, normalized.
 * @throws ApiError (400 "Could not add reaction emoji" / "Could not remove reaction emoji"), NetworkError
 */
export async function setReaction(id: string, emoji: string, on: boolean): Promise<StatusResult> {
  const path = `/api/v1/pleroma/statuses/${encodePart(id)}/reactions/${encodePart(emoji)}`
  const { data } = await request(path, { method: on ? 'PUT' : 'DELETE', schema: statusSchema })
  return single(data, path, id)
}
