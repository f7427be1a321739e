/**
 * Posting and editing (s2 §7 "Statuses"; PLEROMA-API §6 "POST /api/v1/statuses", §1.7
 * Idempotency-Key). Answers are normalized for the entity store.
 */
import * as z from 'zod/mini'
import { normalizeStatus } from '../../entities/normalize/status'
import type { NormalizedBatch, Status } from '../../entities/types'
import { ApiError, request, type Params } from '../http'
import { str } from '../schemas/lenient'
import { statusSchema } from '../schemas/status'
import { encodePart } from '../../lib/urlPart'

/** A posted or edited status: the batch for the store and the status itself. */
export interface PostedStatus {
  batch: NormalizedBatch
  status: Status
}

function toPosted(raw: z.output<typeof statusSchema>, method: string, url: string): PostedStatus {
  const { id, statuses, users } = normalizeStatus(raw)
  const status = statuses.find((s) => s.id === id)
  if (!status) throw new ApiError(200, 'Unusable status in the answer', { method, url })
  return { batch: { statuses, users }, status }
}

/**
 * POST /api/v1/statuses with the form fields of `buildStatusParams` and the Idempotency-Key
 * header. With `preview: true` in `params` the server renders without storing (id
 * `pleroma:fakeid`).
 * @throws ApiError (422 `{"error": "..."}` for rule violations), NetworkError
 */
export async function postStatus(params: Params, idempotencyKey: string): Promise<PostedStatus> {
  const path = '/api/v1/statuses'
  const { data } = await request(path, {
    method: 'POST',
    form: params,
    schema: statusSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  })
  return toPosted(data, 'POST', path)
}

/**
 * PUT /api/v1/statuses/:id (edit): the same fields without visibility, reply id and poll.
 * @throws ApiError (403 not own, 404), NetworkError
 */
export async function editStatus(
  id: string,
  params: Params,
  idempotencyKey: string,
): Promise<PostedStatus> {
  const path = `/api/v1/statuses/${encodePart(id)}`
  const { data } = await request(path, {
    method: 'PUT',
    form: params,
    schema: statusSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  })
  return toPosted(data, 'PUT', path)
}

const sourceSchema = z.object({ text: str, spoiler_text: str, content_type: str })

/** s1 §3 "Status source". */
export interface StatusSource {
  text: string
  spoiler_text: string
  content_type: string
}

/** GET /api/v1/statuses/:id/source: the raw text to edit. @throws ApiError (404), NetworkError */
export async function fetchStatusSource(id: string, signal?: AbortSignal): Promise<StatusSource> {
  const path = `/api/v1/statuses/${encodePart(id)}/source`
  const { data } = await request(path, { schema: sourceSchema, signal })
  return {
    text: data.text ?? '',
    spoiler_text: data.spoiler_text ?? '',
    content_type: data.content_type ?? 'text/plain',
  }
}
