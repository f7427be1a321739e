/**
 * Poll calls (s2 §7 "Media and polls"; PLEROMA-API §7 "Poll"), answers normalized to the s1 §3
 * Poll entity.
 */
import { normalizePoll } from '../../entities/normalize/media'
import type { Poll } from '../../entities/types'
import { BadResponseError, request } from '../http'
import { pollSchema } from '../schemas/poll'
import { encodePart } from '../../lib/urlPart'

function usable(poll: Poll | null, method: string, path: string): Poll {
  if (!poll) throw new BadResponseError(200, 'Unusable poll in the answer', { method, url: path })
  return poll
}

/** GET /api/v1/polls/:id. @throws ApiError (404 when unknown), NetworkError */
export async function fetchPoll(id: string, signal?: AbortSignal): Promise<Poll> {
  const path = `/api/v1/polls/${encodePart(id)}`
  const { data } = await request(path, { schema: pollSchema, signal })
  return usable(normalizePoll(data), 'GET', path)
}

/**
 * POST /api/v1/polls/:id/votes with `{choices: [indices]}` (0-based option indices); the
 * answer is the poll with the vote counted (`voted`, `own_votes`).
 * @throws ApiError (422 "Already voted" / "Poll's author can't vote" / expired), NetworkError
 */
export async function vote(id: string, choices: readonly number[]): Promise<Poll> {
  const path = `/api/v1/polls/${encodePart(id)}/votes`
  const { data } = await request(path, { method: 'POST', json: { choices }, schema: pollSchema })
  return usable(normalizePoll(data), 'POST', path)
}
