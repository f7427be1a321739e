/**
 * Request bodies of the writing routes (PLEROMA-API §1.1): query, urlencoded, multipart and JSON
 * all give the same flat parameters. Bracket names stay as sent (`media_ids[]`,
 * `poll[options][]`); JSON objects are flattened to the same names (`{"poll":{"options":[…]}}`
 * -> `poll[options][]`), so one reader serves every encoding. Uploaded files are kept apart.
 */
import type { FastifyRequest } from 'fastify'

/** Flat parameters: one string, or a list for repeated or array keys. */
export type Params = Record<string, string | string[]>

/** One uploaded file (multipart). */
export interface UploadedFile {
  buffer: Buffer
  mimetype: string
  filename: string
}

/** Parameters plus uploaded files by field name. */
export interface RequestBody {
  params: Params
  files: Map<string, UploadedFile>
}

const FALSE_VALUES = new Set(['false', '0', 'f', 'F', 'FALSE', 'off', 'OFF'])

const scalar = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value)

/** Adds one JSON or form value under `key`, flattening objects to `key[sub]` and lists to `key[]`. */
function put(out: Params, key: string, value: unknown): void {
  if (value === undefined) return
  if (Array.isArray(value)) {
    const name = key.endsWith('[]') ? key : `${key}[]`
    out[name] = value.map(scalar)
  } else if (value !== null && typeof value === 'object') {
    for (const [sub, v] of Object.entries(value)) put(out, `${key}[${sub}]`, v)
  } else out[key] = scalar(value)
}

/** The few members of an @fastify/multipart part this file reads. */
interface MultipartPart {
  type: 'field' | 'file'
  fieldname: string
  value?: unknown
  mimetype?: string
  filename?: string
  toBuffer?: () => Promise<Buffer>
}

/**
 * Reads query and body into flat parameters (body wins) and files.
 * @throws the multipart plugin's 413 error when a file is over its size limit
 */
export async function readBody(request: FastifyRequest): Promise<RequestBody> {
  const params: Params = {}
  const files = new Map<string, UploadedFile>()
  for (const [k, v] of Object.entries((request.query ?? {}) as Record<string, unknown>))
    put(params, k, v)
  const multipart = (request as { isMultipart?: () => boolean }).isMultipart
  if (request.body === undefined && multipart?.call(request)) {
    const parts = (request as unknown as { parts: () => AsyncIterable<MultipartPart> }).parts()
    for await (const part of parts) {
      if (part.type === 'file' && part.toBuffer) {
        const buffer = await part.toBuffer()
        files.set(part.fieldname, {
          buffer,
          mimetype: part.mimetype ?? 'application/octet-stream',
          filename: part.filename ?? 'file',
        })
      } else if (part.fieldname.endsWith('[]')) {
        const list = params[part.fieldname]
        params[part.fieldname] = [...(Array.isArray(list) ? list : []), scalar(part.value)]
      } else params[part.fieldname] = scalar(part.value)
    }
    return { params, files }
  }
  const body = request.body
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body)) put(params, k, v)
  }
  return { params, files }
}

/** The last value of `name` (scalar or list), or undefined when absent. */
export function param(params: Params, name: string): string | undefined {
  const value = params[name]
  return Array.isArray(value) ? value[value.length - 1] : value
}

/** Every non-empty value of `name[]` and `name` together. */
export function paramList(params: Params, name: string): string[] {
  return [params[`${name}[]`], params[name]]
    .flat()
    .filter((v): v is string => typeof v === 'string' && v !== '')
}

/** BooleanLike (§1.5): `false 0 f F FALSE off OFF` are false, any other value true. */
export function paramBool(params: Params, name: string, fallback: boolean): boolean {
  const v = param(params, name)
  return v === undefined || v === '' ? fallback : !FALSE_VALUES.has(v)
}
