/**
 * Media uploads (s2 §7 "Media and polls"; PLEROMA-API §7): POST /api/v1/media (multipart, field
 * `file`) with progress, PUT /api/v1/media/:id for the description.
 */
import { normalizeAttachment } from '../../entities/normalize/media'
import type { Attachment } from '../../entities/types'
import { ApiError, request, upload, type UploadProgress } from '../http'
import { attachmentSchema } from '../schemas/attachment'
import { encodePart } from '../../lib/urlPart'

function toAttachment(raw: Parameters<typeof normalizeAttachment>[0], url: string): Attachment {
  const attachment = normalizeAttachment(raw)
  if (!attachment)
    throw new ApiError(200, 'Unusable attachment in the answer', { method: 'POST', url })
  return attachment
}

/**
 * Uploads one file. `onProgress` gets bytes sent and the total.
 * @throws ApiError (413 over the upload limit, 400 `{"error":"file_too_large"}`), NetworkError,
 *   AbortError when `signal` aborts
 */
export async function uploadMedia(
  file: Blob,
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<Attachment> {
  const form = new FormData()
  form.append('file', file)
  const path = '/api/v1/media'
  const raw = await upload(path, form, { schema: attachmentSchema, onProgress, signal })
  return toAttachment(raw, path)
}

/** PUT /api/v1/media/:id with a description. @throws ApiError (403 not the uploader), NetworkError */
export async function describeMedia(id: string, description: string): Promise<Attachment> {
  const path = `/api/v1/media/${encodePart(id)}`
  const { data } = await request(path, {
    method: 'PUT',
    form: { description },
    schema: attachmentSchema,
  })
  return toAttachment(data, path)
}
