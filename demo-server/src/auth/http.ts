/**
 * Request helpers of the auth routes: parameters from query and body (form, JSON or multipart,
 * PLEROMA-API §1.1), HTTP Basic credentials, Pleroma's OpenAPI
 * missing-field error (§1.5) and a fixed-window rate limiter (§1.6).
 */
import type { FastifyRequest } from 'fastify'

/** Flat parameters: each value a string, or a list for repeated keys. */
export type Params = Record<string, string | string[]>

/** Turns one JSON or form value into a parameter value (objects become JSON text). */
function toParam(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
  if (typeof value === 'string') return value
  return value === null || value === undefined ? '' : String(value)
}

/** Copies an object's entries into `out` as parameters. */
function assign(out: Params, source: unknown): void {
  if (!source || typeof source !== 'object') return
  for (const [key, value] of Object.entries(source)) {
    if (value !== undefined) out[key] = toParam(value)
  }
}

/**
 * Query parameters overlaid with body parameters. A multipart body that no parser has read yet
 * is read here (text fields only; files are drained and ignored).
 */
export async function readParams(request: FastifyRequest): Promise<Params> {
  const out: Params = {}
  assign(out, request.query)
  const multipart = (request as { isMultipart?: () => boolean }).isMultipart
  if (request.body === undefined && multipart?.call(request)) {
    const parts = (request as unknown as { parts: () => AsyncIterable<MultipartPart> }).parts()
    for await (const part of parts) {
      if (part.type === 'field' && typeof part.value === 'string') out[part.fieldname] = part.value
      else await part.toBuffer?.()
    }
    return out
  }
  assign(out, request.body)
  return out
}

/** The few members of an @fastify/multipart part this file reads. */
interface MultipartPart {
  type: 'field' | 'file'
  fieldname: string
  value?: unknown
  toBuffer?: () => Promise<Buffer>
}

/** The first value of a parameter (as sent, not trimmed); undefined when absent. */
export function param(params: Params, name: string): string | undefined {
  const value = params[name]
  return Array.isArray(value) ? value[0] : value
}

/** Every value of a repeated parameter (`name` and `name[]` both count); empty strings dropped. */
export function paramList(params: Params, name: string): string[] {
  const values = [params[name], params[`${name}[]`]].flat()
  return values.filter((v): v is string => typeof v === 'string' && v !== '')
}

/** `{user, password}` of an `Authorization: Basic` header, or undefined. */
export function basicCredentials(
  request: FastifyRequest,
): { user: string; password: string } | undefined {
  const header = request.headers.authorization
  const match = header ? /^Basic\s+(.+)$/i.exec(header) : null
  if (!match?.[1]) return undefined
  const decoded = Buffer.from(match[1], 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 0) return undefined
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) }
}

/**
 * Pleroma's OpenAPI validation body for missing fields (§1.5), or null when all are present:
 * `{"error":"Missing field: a. Missing field: b.","errors":[{title, source:{pointer}, message}]}`.
 */
export function missingFields(
  params: Params,
  required: readonly string[],
): {
  error: string
  errors: { title: string; source: { pointer: string }; message: string }[]
} | null {
  const missing = required.filter((name) => params[name] === undefined)
  if (missing.length === 0) return null
  const errors = missing.map((name) => ({
    title: 'Invalid value',
    source: { pointer: `/${name}` },
    message: `Missing field: ${name}`,
  }))
  return { error: errors.map((e) => `${e.message}.`).join(' '), errors }
}

/** A fixed-window limiter: `max` hits per `windowMs` per key. */
export interface Limiter {
  /** Counts one hit; false when the key is over its limit (the caller answers 429). */
  hit(key: string): boolean
}

/** Pleroma's throttle body (§1.6), sent with status 429 and no Retry-After. */
export const THROTTLED = { error: 'Throttled' } as const

/**
 * Creates a limiter.
 * @param max hits allowed per window
 * @param windowMs window length in ms
 * @param now clock in Unix ms
 */
export function createLimiter(max: number, windowMs: number, now: () => number): Limiter {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    hit(key) {
      const t = now()
      const current = windows.get(key)
      if (!current || t - current.start >= windowMs) {
        windows.set(key, { start: t, count: 1 })
        return true
      }
      current.count++
      return current.count <= max
    },
  }
}
