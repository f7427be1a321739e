/**
 * The one reader of request parameters (PLEROMA-API §1.1, §1.5). Query strings, url-encoded
 * forms, multipart forms and JSON bodies all give the same flat, typed parameters: bracket names
 * stay as sent (`media_ids[]`, `poll[options][]`), JSON objects are flattened to the same names
 * (`{"poll":{"options":[…]}}` -> `poll[options][]`), scalars become strings, body values win
 * over query values (as Plug merges them). Uploaded files are kept apart. The accessors cast as
 * Pleroma's OpenAPI layer does and throw its 400 bodies for bad input.
 */
import type { FastifyRequest } from 'fastify'
import { ApiError } from '../lib/errors'

/** Flat parameters: one string, or a list for `name[]` or repeated keys. */
export type Params = Record<string, string | string[]>

/** One uploaded file (multipart). */
export interface UploadedFile {
  buffer: Buffer
  mimetype: string
  filename: string
}

/** Parameters plus uploaded files by field name. */
export interface RequestParams {
  params: Params
  files: Map<string, UploadedFile>
}

const FALSE_VALUES = new Set(['false', '0', 'f', 'F', 'FALSE', 'off', 'OFF'])

const scalar = (value: unknown): string => {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value)
  }
  return value === null || value === undefined ? '' : JSON.stringify(value)
}

/** Adds one value under `key`, flattening objects to `key[sub]` and lists to `key[]`. */
function put(out: Params, key: string, value: unknown): void {
  if (value === undefined) return
  if (Array.isArray(value)) {
    const name = key.endsWith('[]') ? key : `${key}[]`
    out[name] = value.map(scalar)
  } else if (value !== null && typeof value === 'object') {
    for (const [sub, v] of Object.entries(value)) put(out, `${key}[${sub}]`, v)
  } else out[key] = scalar(value)
}

/** Adds every entry of a parsed query or body object. */
function putAll(out: Params, source: unknown): void {
  if (!source || typeof source !== 'object') return
  for (const [key, value] of Object.entries(source)) put(out, key, value)
}

/** The parameters of the query string alone. */
export function queryParams(request: FastifyRequest): Params {
  const out: Params = {}
  putAll(out, request.query)
  return out
}

/** Query and already parsed body (JSON, url-encoded) parameters; the body wins. */
export function requestParams(request: FastifyRequest): Params {
  const out = queryParams(request)
  putAll(out, request.body)
  return out
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
 * Reads query and body into flat parameters (body wins) and files; a multipart body is read
 * from its stream here (the parser registered by http/body-parsers.ts leaves it unread).
 * @throws the multipart plugin's 413 error when a file is over its size limit
 */
export async function readParams(request: FastifyRequest): Promise<RequestParams> {
  const params = queryParams(request)
  const files = new Map<string, UploadedFile>()
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
  putAll(params, request.body)
  return { params, files }
}

/** The last value of `name` (or of `name[]`), or undefined when absent. */
export function one(params: Params, name: string): string | undefined {
  const value = params[name] ?? params[`${name}[]`]
  return Array.isArray(value) ? value[value.length - 1] : value
}

/** Every non-empty value of `name[]` and `name` together (`key[]=a&key[]=b`, or `key=a`). */
export function list(params: Params, name: string): string[] {
  return [params[`${name}[]`], params[name]]
    .flat()
    .filter((v): v is string => typeof v === 'string' && v !== '')
}

/** Whether `name` or `name[]` was sent at all (even empty). */
export const has = (params: Params, name: string): boolean =>
  params[name] !== undefined || params[`${name}[]`] !== undefined

/** BooleanLike (§1.5): `false 0 f F FALSE off OFF` are false, any other value true. */
export function bool(params: Params, name: string, fallback: boolean): boolean {
  const v = one(params, name)
  return v === undefined ? fallback : !FALSE_VALUES.has(v)
}

/** The 400 OpenAPI validation body for one bad parameter (`pointer` as `poll/expires_in`). */
export function invalidParam(pointer: string, message: string): ApiError {
  return new ApiError(400, {
    error: `${pointer} - ${message}.`,
    errors: [{ title: 'Invalid value', source: { pointer: `/${pointer}` }, message }],
  })
}

/**
 * The 400 OpenAPI body for missing fields (§1.5):
 * `{"error":"Missing field: a. Missing field: b.","errors":[{title, source:{pointer}, message}]}`.
 * @param pointers field paths (`q`, `poll/options`); the message names the last segment
 */
export function missingFields(pointers: readonly string[]): ApiError {
  const errors = pointers.map((pointer) => ({
    title: 'Invalid value',
    source: { pointer: `/${pointer}` },
    message: `Missing field: ${pointer.split('/').pop() ?? pointer}`,
  }))
  return new ApiError(400, { error: errors.map((e) => `${e.message}.`).join(' '), errors })
}

/** Checks that every field was sent. @throws ApiError 400 (missingFields) */
export function requireFields(params: Params, names: readonly string[]): void {
  const missing = names.filter((name) => params[name] === undefined)
  if (missing.length > 0) throw missingFields(missing)
}

/**
 * An integer parameter: absent or empty -> `fallback`; not an integer -> 400 (§1.5).
 * @throws ApiError 400 `{"error":"limit - Invalid integer. Got: string.", "errors":[…]}`
 */
export function integer(params: Params, name: string, fallback: number, pointer = name): number {
  const v = one(params, name)
  if (v === undefined || v === '') return fallback
  if (!/^-?\d+$/.test(v)) throw invalidParam(pointer, 'Invalid integer. Got: string')
  return Number(v)
}

/** One of `allowed`, or `fallback` when absent or empty. @throws ApiError 400 for another value */
export function oneOf<T extends string, F extends string>(
  params: Params,
  name: string,
  allowed: readonly T[],
  fallback: F,
): T | F {
  const v = one(params, name)
  if (v === undefined || v === '') return fallback
  if ((allowed as readonly string[]).includes(v)) return v as T
  throw invalidParam(name, 'Invalid value for enum')
}
