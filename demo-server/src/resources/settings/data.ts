/**
 * A member's account data (PLEROMA-API §12.1, §13): notification settings
 * (`PUT /api/pleroma/notification_settings`), domain blocks (`/api/v1/domain_blocks`), the
 * follow / block / mute imports (`POST /api/pleroma/{follow,blocks,mutes}_import`, answered with
 * the JSON string `"jobs started"`) and account backups (`/api/v1/pleroma/backups`: a zip
 * archive built {@link BACKUP_DELAY_MS} after the request, `processed` false until then).
 */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requireScopes } from '../../auth/guard'
import { isoDate } from '../../lib/dates'
import { ORIGIN } from '../../lib/origin'
import { bool, has, missingFields, one, readParams, requestParams } from '../../http/params'
import { requestHost, sendJson } from '../../http/reply'
import {
  applyImport,
  backupsOf,
  blockDomain,
  domainBlocksOf,
  finishBackup,
  requestBackup,
  unblockDomain,
  updateNotificationSettings,
  type ImportKind,
} from '../../model/operations/account-data'
import type { BackupRecord, NotificationSettings } from '../../model/records'
import { actorOf } from '../context'
import type { ResourceContext } from '../context'
import { backupArchive } from './backup-archive'

/** How long a requested backup stays unprocessed, ms. */
export const BACKUP_DELAY_MS = 1500

/** Backup JSON (§13): the 2.7+ shape. */
const renderBackup = (b: BackupRecord) => ({
  id: Number(b.id),
  content_type: 'application/zip',
  url: `${ORIGIN}${b.path}`,
  file_size: b.fileSize,
  processed: b.processed,
  inserted_at: isoDate(b.insertedAt),
})

/** The import routes: path, kind and the scopes of each. */
const IMPORTS: readonly { path: string; kind: ImportKind; scopes: string[] }[] = [
  { path: '/api/pleroma/follow_import', kind: 'follow', scopes: ['follow', 'write:follows'] },
  { path: '/api/pleroma/blocks_import', kind: 'blocks', scopes: ['follow', 'write:blocks'] },
  { path: '/api/pleroma/mutes_import', kind: 'mutes', scopes: ['follow', 'write:mutes'] },
]

/** The `domain` of a domain block call (body or query). @throws ApiError 400 when missing */
function domainParam(request: FastifyRequest): string {
  const domain = one(requestParams(request), 'domain')
  if (domain === undefined) throw missingFields(['domain'])
  return domain
}

/** Registers the account data routes. */
export function registerAccountData(app: FastifyInstance, { store }: ResourceContext): void {
  const settingsScopes = ['write:accounts']
  app.put(
    '/api/pleroma/notification_settings',
    { preHandler: requireScopes(...settingsScopes) },
    (req, reply) => {
      const me = actorOf(req, settingsScopes).id
      const params = requestParams(req)
      const changes: Partial<NotificationSettings> = {}
      for (const name of ['block_from_strangers', 'hide_notification_contents'] as const)
        if (has(params, name)) changes[name] = bool(params, name, false)
      updateNotificationSettings(store, me, changes)
      return sendJson(reply, req, { status: 'success' })
    },
  )

  const readBlocks = ['follow', 'read:blocks']
  const writeBlocks = ['follow', 'write:blocks']
  app.get('/api/v1/domain_blocks', { preHandler: requireScopes(...readBlocks) }, (req, reply) =>
    sendJson(reply, req, domainBlocksOf(store, actorOf(req, readBlocks).id)),
  )
  app.post('/api/v1/domain_blocks', { preHandler: requireScopes(...writeBlocks) }, (req, reply) => {
    blockDomain(store, actorOf(req, writeBlocks).id, domainParam(req))
    return sendJson(reply, req, {})
  })
  app.delete(
    '/api/v1/domain_blocks',
    { preHandler: requireScopes(...writeBlocks) },
    (req, reply) => {
      unblockDomain(store, actorOf(req, writeBlocks).id, domainParam(req))
      return sendJson(reply, req, {})
    },
  )

  for (const { path, kind, scopes } of IMPORTS) {
    app.post(path, { preHandler: requireScopes(...scopes) }, async (req, reply) => {
      const me = actorOf(req, scopes).id
      const { params, files } = await readParams(req)
      const file = files.get('list')
      const text = file ? file.buffer.toString('utf8') : one(params, 'list')
      if (text === undefined) throw missingFields(['list'])
      applyImport(store, me, kind, text, requestHost(req))
      return sendJson(reply, req, 'jobs started')
    })
  }

  const backupScopes = ['read:backups']
  const timers = new Set<NodeJS.Timeout>()
  app.addHook('onClose', () => {
    for (const timer of timers) clearTimeout(timer)
  })
  app.get('/api/v1/pleroma/backups', { preHandler: requireScopes(...backupScopes) }, (req, reply) =>
    sendJson(reply, req, backupsOf(store, actorOf(req, backupScopes).id).map(renderBackup)),
  )
  app.post(
    '/api/v1/pleroma/backups',
    { preHandler: requireScopes(...backupScopes) },
    (req, reply) => {
      const account = actorOf(req, backupScopes)
      const record = requestBackup(store, account, randomBytes(4).toString('hex'))
      const timer = setTimeout(() => {
        timers.delete(timer)
        finishBackup(store, record.id, backupArchive(store, account, req))
      }, BACKUP_DELAY_MS)
      timers.add(timer)
      return sendJson(reply, req, backupsOf(store, account.id).map(renderBackup))
    },
  )
}
