/**
 * `PATCH /api/v1/accounts/update_credentials` (PLEROMA-API §4.2, write:accounts): JSON,
 * url-encoded or multipart. Only present, non-null keys are applied; every limit is checked
 * before anything changes. Errors: 413 `{"error":"File is too large"}`, `Bio is too long`,
 * `Name is too long`, `Avatar description is too long`, `Banner description is too long`,
 * `One or more field entries are too long`, `Too many field entries`; anything else unusable
 * 403 `{"error":"Invalid request"}`. Answers the caller's own account with
 * `pleroma.settings_store` and without `chat_token`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authenticate } from '../../auth/guard'
import type { Credentials } from '../../auth/state'
import { ApiError } from '../../lib/errors'
import { bool, has, list, one, oneOf, readParams } from '../../http/params'
import type { Params, UploadedFile } from '../../http/params'
import { sendJson } from '../../http/reply'
import { charCount } from '../../model/content/chars'
import {
  BIO_LIMIT,
  DESCRIPTION_LIMIT,
  FIELDS_LIMITS,
  NAME_LIMIT,
  PROFILE_UPLOAD_LIMITS,
} from '../../model/limits'
import { PROFILE_SWITCHES, updateProfile } from '../../model/operations/profile'
import type { ImageChange, ProfileChanges } from '../../model/operations/profile'
import { selfAccount } from '../../serialize/self-account'
import type { ResourceContext } from '../context'

const tooLarge = (error: string): ApiError => new ApiError(413, { error })
const invalid = (): ApiError => new ApiError(403, { error: 'Invalid request' })

type Tree = Record<string, unknown>

/** Sets `value` at bracket path `segments` (`['0','name']`; `''` appends to a list). */
function setPath(tree: Tree, segments: string[], value: string): void {
  const [head = '', ...rest] = segments
  if (rest.length === 0) {
    tree[head] = value
    return
  }
  const child = tree[head]
  const next: Tree = child !== null && typeof child === 'object' ? (child as Tree) : {}
  tree[head] = next
  setPath(next, rest, value)
}

/**
 * A structured parameter (`fields_attributes`, `pleroma_settings_store`): the JSON body's value
 * as sent (types kept), else rebuilt from bracket keys (`name[0][value]=…`) as strings.
 */
function structured(request: FastifyRequest, params: Params, name: string): unknown {
  const body = request.body
  if (body !== null && typeof body === 'object' && name in body) return (body as Tree)[name]
  const tree: Tree = {}
  let found = false
  for (const [key, value] of Object.entries(params)) {
    if (!key.startsWith(`${name}[`)) continue
    found = true
    const segments = [...key.slice(name.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '')
    setPath(tree, segments, Array.isArray(value) ? (value[value.length - 1] ?? '') : value)
  }
  return found ? tree : undefined
}

/** `fields_attributes` as a list: an array, or an object keyed `"0"`, `"1"`… in key order. */
function readFields(raw: unknown): { name: string; value: string }[] | undefined {
  if (raw === undefined || raw === null) return undefined
  if (typeof raw !== 'object') throw invalid()
  const entries = Array.isArray(raw)
    ? (raw as unknown[])
    : Object.entries(raw as Tree)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, v]) => v)
  const text = (v: unknown) =>
    typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : ''
  const fields = entries.map((entry) => {
    if (entry === null || typeof entry !== 'object') throw invalid()
    const { name, value } = entry as Tree
    return { name: text(name), value: text(value) }
  })
  const kept = fields.filter((f) => f.name !== '' || f.value !== '')
  if (kept.length > FIELDS_LIMITS.max_fields) throw tooLarge('Too many field entries')
  if (
    kept.some(
      (f) =>
        charCount(f.name) > FIELDS_LIMITS.name_length ||
        charCount(f.value) > FIELDS_LIMITS.value_length,
    )
  )
    throw tooLarge('One or more field entries are too long')
  return kept
}

/** An image param: an uploaded file (checked against `limit` bytes), `''` (reset), or absent. */
function readImage(
  params: Params,
  files: Map<string, UploadedFile>,
  name: string,
  limit: number,
): ImageChange | undefined {
  const file = files.get(name)
  if (file) {
    if (!file.mimetype.startsWith('image/')) throw invalid()
    if (file.buffer.length > limit) throw tooLarge('File is too large')
    return file
  }
  return one(params, name) === '' ? '' : undefined
}

/** A text param checked against `limit` characters. @throws 413 with `message` */
function readText(params: Params, name: string, limit: number, message: string) {
  const value = one(params, name)
  if (value !== undefined && charCount(value) > limit) throw tooLarge(message)
  return value
}

/** `pleroma_settings_store`: an object of front-end name → blob. @throws 403 otherwise */
function readSettingsStore(raw: unknown): Tree | undefined {
  if (raw === undefined || raw === null) return undefined
  if (typeof raw !== 'object' || Array.isArray(raw)) throw invalid()
  return raw as Tree
}

/** The profile changes the params ask for (limits checked). */
function readChanges(request: FastifyRequest, params: Params, files: Map<string, UploadedFile>) {
  const changes: ProfileChanges = {
    display_name: readText(params, 'display_name', NAME_LIMIT, 'Name is too long'),
    note: readText(params, 'note', BIO_LIMIT, 'Bio is too long'),
    fields: readFields(structured(request, params, 'fields_attributes')),
    avatar: readImage(params, files, 'avatar', PROFILE_UPLOAD_LIMITS.avatar),
    header: readImage(params, files, 'header', PROFILE_UPLOAD_LIMITS.banner),
    background: readImage(
      params,
      files,
      'pleroma_background_image',
      PROFILE_UPLOAD_LIMITS.background,
    ),
    avatar_description: readText(
      params,
      'avatar_description',
      DESCRIPTION_LIMIT,
      'Avatar description is too long',
    ),
    header_description: readText(
      params,
      'header_description',
      DESCRIPTION_LIMIT,
      'Banner description is too long',
    ),
    switches: Object.fromEntries(
      PROFILE_SWITCHES.filter((key) => has(params, key)).map((key) => [
        key,
        bool(params, key, false),
      ]),
    ),
  }
  const actorType = one(params, 'actor_type')
  if (actorType) changes.switches = { ...changes.switches, bot: actorType !== 'Person' }
  if (has(params, 'also_known_as')) changes.also_known_as = list(params, 'also_known_as')
  const birthday = one(params, 'birthday')
  if (birthday !== undefined) {
    if (birthday !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(birthday)) throw invalid()
    changes.birthday = birthday === '' ? null : birthday
  }
  return changes
}

/** Applies the owner-only settings (auth/state.ts Credentials) the params name. */
function applyCredentials(creds: Credentials, params: Params, store: Tree | undefined): void {
  const scopeName = has(params, 'default_scope') ? 'default_scope' : 'source[privacy]'
  const scopes = ['public', 'unlisted', 'private', 'direct'] as const
  creds.defaultScope = oneOf(params, scopeName, scopes, creds.defaultScope)
  creds.defaultSensitive = bool(params, 'source[sensitive]', creds.defaultSensitive)
  creds.showRole = bool(params, 'show_role', creds.showRole)
  creds.noRichText = bool(params, 'no_rich_text', creds.noRichText)
  creds.allowFollowingMove = bool(params, 'allow_following_move', creds.allowFollowingMove)
  creds.showBirthday = bool(params, 'show_birthday', creds.showBirthday)
  creds.language = one(params, 'language') ?? creds.language
  if (store) creds.settingsStore = { ...creds.settingsStore, ...store }
}

/** Drops the keys a JSON body sent as null ("only present, non-null keys are applied"). */
function withoutNulls(request: FastifyRequest, params: Params): Params {
  const body = request.body
  if (body === null || typeof body !== 'object') return params
  const nulls = Object.entries(body as Tree).filter(([, v]) => v === null)
  const out = { ...params }
  for (const [key] of nulls) delete out[key]
  return out
}

/** Registers `PATCH /api/v1/accounts/update_credentials`. */
export function registerUpdateCredentials(app: FastifyInstance, ctx: ResourceContext): void {
  app.patch('/api/v1/accounts/update_credentials', async (request, reply) => {
    const auth = authenticate(request, ['write:accounts'])
    const { account, creds } = auth
    if (!account || !creds) throw invalid()
    const read = await readParams(request)
    const params = withoutNulls(request, read.params)
    const changes = readChanges(request, params, read.files)
    const store = readSettingsStore(structured(request, params, 'pleroma_settings_store'))
    applyCredentials(creds, params, store)
    updateProfile(ctx.store, account, changes)
    const self = selfAccount(ctx.auth, account, creds)
    const pleroma = { ...(self.pleroma as Tree) }
    delete pleroma.chat_token
    return sendJson(reply, request, { ...self, pleroma })
  })
}
