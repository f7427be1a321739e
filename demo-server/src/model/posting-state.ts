/**
 * The posting side's own records inside the store (`store.posting`): the typed source of each
 * status posted through the API (GET /api/v1/statuses/:id/source), uploaded attachments with
 * their uploader (PLEROMA-API §7), and cached answers per Idempotency-Key (§1.7).
 */
import type { IdempotentAnswer, SourceRecord, UploadRecord } from './records'

/** The posting state of one store. */
export interface PostingState {
  /** statusId -> source; statuses without one (the seed) answer their plain text. */
  sources: Map<string, SourceRecord>
  /** attachmentId -> upload. */
  uploads: Map<string, UploadRecord>
  /** `${accountId}\n${key}` -> answer. */
  idempotency: Map<string, IdempotentAnswer>
}

/** Creates an empty posting state. */
export function createPostingState(): PostingState {
  return { sources: new Map(), uploads: new Map(), idempotency: new Map() }
}
