/**
 * Status calls (s2 §7 "Statuses"; PLEROMA-API §6), answers normalized for the entity store.
 */
import { normalizeStatus, normalizeStatuses } from '../../entities/normalize/status'
import type { NormalizedBatch } from '../../entities/types'
import { ApiError, request } from '../http'
import { contextSchema, statusSchema } from '../schemas/status'

export interface StatusResult {
  batch: NormalizedBatch
  /** Id of the requested status. */
  id: string
}

function single(raw: Parameters<typeof normalizeStatus>[0], url: string): StatusResult {
  const { id, statuses, users } = normalizeStatus(raw)
  if (!id) throw new ApiError(200, 'Unusable status in the answer', { method: 'GET', url })
  return { batch: { statuses, users }, id }
}

/** GET /api/v1/statuses/:id. @throws ApiError (404 when unknown or not visible), NetworkError */
export async function fetchStatus(id: string, signal?: AbortSignal): Promise<StatusResult> {
  const path = `/api/v1/statuses/${encodeURIComponent(id)}`
  const { data } = await request(path, { schema: statusSchema, signal })
  return single(data, path)
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
  const { data } = await request(`/api/v1/statuses/${encodeURIComponent(id)}/context`, {
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
  const path = `/api/v1/statuses/${encodeURIComponent(id)}/${action}`
  const { data } = await request(path, { method: 'POST', schema: statusSchema })
  return single(data, path)
}
