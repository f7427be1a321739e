/**
 * Query-parameter casting as Pleroma's OpenAPI layer does (PLEROMA-API §1.5): BooleanLike
 * values, integer casting with a 400 error body, `name[]` arrays, unknown keys dropped.
 */
import { ApiError } from './reply'

/** Raw query object as Fastify parses it. */
export type Query = Record<string, string | string[] | undefined>

const FALSE_VALUES = new Set(['false', '0', 'f', 'F', 'FALSE', 'off', 'OFF'])

/** The last value of a query key (`key` or `key[]`), or undefined. */
export function one(query: Query, key: string): string | undefined {
  const v = query[key] ?? query[`${key}[]`]
  return Array.isArray(v) ? v[v.length - 1] : v
}

/** Every value of an array key (`key[]=a&key[]=b`, or `key=a`). */
export function many(query: Query, key: string): string[] {
  const v = query[`${key}[]`] ?? query[key]
  return v === undefined ? [] : Array.isArray(v) ? v : [v]
}

/** BooleanLike (§1.5): `false 0 "0" f F false FALSE off OFF` are false, anything else true. */
export function boolLike(query: Query, key: string, fallback: boolean): boolean {
  const v = one(query, key)
  if (v === undefined) return fallback
  return !FALSE_VALUES.has(v)
}

/** The 400 OpenAPI validation body for one bad parameter. */
export function invalidParam(name: string, message: string): ApiError {
  return new ApiError(400, {
    error: `${name} - ${message}.`,
    errors: [{ title: 'Invalid value', source: { pointer: `/${name}` }, message }],
  })
}

/**
 * An integer parameter: absent or empty -> `fallback`; not an integer -> 400 (§1.5).
 * @throws ApiError 400 `{"error":"limit - Invalid integer. Got: string.", "errors":[…]}`
 */
export function integer(query: Query, key: string, fallback: number): number {
  const v = one(query, key)
  if (v === undefined || v === '') return fallback
  if (!/^-?\d+$/.test(v)) throw invalidParam(key, 'Invalid integer. Got: string')
  return Number(v)
}
