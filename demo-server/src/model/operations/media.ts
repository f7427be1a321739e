/**
 * Upload writes (PLEROMA-API §7): the bytes go to `store.files` under
 * /media/<sha256>/<name> (served by resources/files.ts), the attachment to the uploader's
 * uploads; descriptions can change later.
 */
import { createHash } from 'node:crypto'
import { ORIGIN } from '../../lib/origin'
import { uploadBlurhash } from '../content/blurhash'
import { imageSize } from '../content/image-size'
import type { AttachmentRecord } from '../records'
import { nextIntegerId } from '../store'
import type { Store } from '../store'

/** An uploaded file as the HTTP layer read it. */
export interface UploadInput {
  buffer: Buffer
  mimetype: string
  filename: string
}

/** Attachment type from a MIME type. */
export function attachmentType(mime: string): AttachmentRecord['type'] {
  const major = mime.split('/')[0]
  return major === 'image' || major === 'video' || major === 'audio' ? major : 'unknown'
}

/** A file name safe for a URL path segment (letters, digits, `.`, `_`, `-`). */
const safeName = (name: string): string =>
  name
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 80) || 'file'

/**
 * Keeps a file's bytes in `store.files` under /media/<sha256>/<name> (served by
 * resources/files.ts). @returns its URL with the ORIGIN token
 */
export function storeFile(store: Store, file: UploadInput): string {
  const type = attachmentType(file.mimetype)
  const hash = createHash('sha256').update(file.buffer).digest('hex').slice(0, 32)
  const path = `/media/${hash}/${safeName(file.filename)}`
  store.files.set(path, {
    mime: type === 'unknown' ? 'application/octet-stream' : file.mimetype,
    body: file.buffer,
  })
  return `${ORIGIN}${path}`
}

/**
 * Stores an upload of `accountId` and returns its attachment (pixel size and blurhash read for
 * images).
 */
export function storeUpload(
  store: Store,
  accountId: string,
  file: UploadInput,
  description: string,
): AttachmentRecord {
  const type = attachmentType(file.mimetype)
  const url = storeFile(store, file)
  const size = type === 'image' ? imageSize(file.buffer) : null
  const attachment: AttachmentRecord = {
    id: nextIntegerId(store),
    type,
    url,
    preview_url: url,
    description,
    mime_type: file.mimetype,
    width: size?.width ?? null,
    height: size?.height ?? null,
    blurhash: type === 'image' ? uploadBlurhash(file.buffer, file.mimetype) : null,
  }
  store.posting.uploads.set(attachment.id, { attachment, accountId })
  return attachment
}

/** Changes an attachment's description. */
export function describeMedia(attachment: AttachmentRecord, description: string): void {
  attachment.description = description
}
