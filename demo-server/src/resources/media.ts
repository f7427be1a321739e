/**
 * The media resource (PLEROMA-API §7): POST /api/v1/media (200) and /api/v2/media (202) take a
 * multipart `file` and an optional `description`; GET and PUT /api/v1/media/:id read and
 * describe an upload (uploader only). A file over the upload limit is refused by the multipart
 * parser with 413 `{"errors":{"detail":"Request Entity Too Large"}}` (app.ts error handler).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ApiError, notFound } from '../lib/errors'
import { missingFields, one, readParams } from '../http/params'
import { sendJson } from '../http/reply'
import { charCount } from '../model/content/chars'
import { DESCRIPTION_LIMIT } from '../model/limits'
import { describeMedia, storeUpload } from '../model/operations/media'
import type { AccountRecord, AttachmentRecord } from '../model/records'
import type { Store } from '../model/store'
import { serializeAttachment } from '../serialize/status'
import { actorOf } from './context'
import type { ResourceContext } from './context'

type IdParams = { Params: { id: string } }

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
export function registerMedia(app: FastifyInstance, { store }: ResourceContext): void {
  const upload = (status: number) => async (request: FastifyRequest, reply: FastifyReply) => {
    const account = actorOf(request, ['write:media'])
    const { params, files } = await readParams(request)
    const file = files.get('file')
    if (!file) throw missingFields(['file'])
    const description = one(params, 'description') ?? ''
    checkDescription(description)
    const attachment = storeUpload(store, account.id, file, description)
    return sendJson(reply, request, serializeAttachment(attachment), status)
  }
  app.post('/api/v1/media', upload(200))
  app.post('/api/v2/media', upload(202))

  app.get<IdParams>('/api/v1/media/:id', (request, reply) => {
    const account = actorOf(request, ['read:media'])
    const attachment = ownUpload(store, account, request.params.id)
    return sendJson(reply, request, serializeAttachment(attachment))
  })

  app.put<IdParams>('/api/v1/media/:id', async (request, reply) => {
    const account = actorOf(request, ['write:media'])
    const attachment = ownUpload(store, account, request.params.id)
    const { params } = await readParams(request)
    const description = one(params, 'description')
    if (description !== undefined) {
      checkDescription(description)
      describeMedia(attachment, description)
    }
    return sendJson(reply, request, serializeAttachment(attachment))
  })
}
