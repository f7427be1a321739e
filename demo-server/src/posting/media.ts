/**
 * Uploads (PLEROMA-API §7): POST /api/v1/media (200) and /api/v2/media (202) take a multipart
 * `file` and an optional `description`; GET and PUT /api/v1/media/:id read and describe an
 * upload (uploader only). Bytes are stored in `store.files` under /media/<sha256>/<name> and
 * served by routes/files.ts. A file over UPLOAD_LIMIT bytes is refused by the multipart parser
 * with 413 `{"errors":{"detail":"Request Entity Too Large"}}` (app.ts error handler).
 */
import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { authenticate } from '../auth/guard'
import { ApiError, notFound, sendJson } from '../http/reply'
import { ORIGIN, nextIntegerId } from '../store'
import type { AccountRecord, AttachmentRecord, Store } from '../store'
import { serializeAttachment } from '../serialize/status'
import { param, readBody } from './body'
import { imageSize } from './imageSize'
import { DESCRIPTION_LIMIT } from './limits'
import { charCount } from './compose'

type IdParams = { Params: { id: string } }

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

/** The signed-in account, or 403 (§1.2). */
function caller(request: FastifyRequest, scope: string): AccountRecord {
  const auth = authenticate(request, [scope])
  if (!auth.account) throw new ApiError(403, { error: 'Invalid credentials.' })
  return auth.account
}

/** The caller's own upload. @throws 404 unknown; 403 `{"error":"Access denied"}` not theirs */
function ownUpload(store: Store, account: AccountRecord, id: string): AttachmentRecord {
  const upload = store.posting.uploads.get(id)
  if (!upload) throw notFound()
  if (upload.accountId !== account.id) throw new ApiError(403, { error: 'Access denied' })
  return upload.attachment
}

/** Checks a description's length. @throws ApiError 400 `{"error":"description_too_long"}` */
function checkDescription(description: string): void {
  if (charCount(description) > DESCRIPTION_LIMIT)
    throw new ApiError(400, { error: 'description_too_long' })
}

/** Registers the media routes. */
export function registerMediaRoutes(app: FastifyInstance, store: Store): void {
  const upload = (status: number) => async (request: FastifyRequest, reply: FastifyReply) => {
    const account = caller(request, 'write:media')
    const { params, files } = await readBody(request)
    const file = files.get('file')
    if (!file)
      throw new ApiError(400, {
        error: 'Missing field: file.',
        errors: [
          {
            title: 'Invalid value',
            source: { pointer: '/file' },
            message: 'Missing field: file',
          },
        ],
      })
    const description = param(params, 'description') ?? ''
    checkDescription(description)
    const type = attachmentType(file.mimetype)
    const hash = createHash('sha256').update(file.buffer).digest('hex').slice(0, 32)
    const path = `/media/${hash}/${safeName(file.filename)}`
    store.files.set(path, {
      mime: type === 'unknown' ? 'application/octet-stream' : file.mimetype,
      body: file.buffer,
    })
    const size = type === 'image' ? imageSize(file.buffer) : null
    const attachment: AttachmentRecord = {
      id: nextIntegerId(store),
      type,
      url: `${ORIGIN}${path}`,
      preview_url: `${ORIGIN}${path}`,
      description,
      mime_type: file.mimetype,
      width: size?.width ?? null,
      height: size?.height ?? null,
    }
    store.posting.uploads.set(attachment.id, { attachment, accountId: account.id })
    return sendJson(reply, request, serializeAttachment(attachment), status)
  }
  app.post('/api/v1/media', upload(200))
  app.post('/api/v2/media', upload(202))

  app.get<IdParams>('/api/v1/media/:id', (request, reply) => {
    const account = caller(request, 'read:media')
    const attachment = ownUpload(store, account, request.params.id)
    return sendJson(reply, request, serializeAttachment(attachment))
  })

  app.put<IdParams>('/api/v1/media/:id', async (request, reply) => {
    const account = caller(request, 'write:media')
    const attachment = ownUpload(store, account, request.params.id)
    const { params } = await readBody(request)
    const description = param(params, 'description')
    if (description !== undefined) {
      checkDescription(description)
      attachment.description = description
    }
    return sendJson(reply, request, serializeAttachment(attachment))
  })
}
