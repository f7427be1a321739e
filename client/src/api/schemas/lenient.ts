/**
 * Building blocks of the lenient wire schemas (DESIGN "parsing server JSON ... lenient
 * defaults"). Every field is optional: a missing, null or wrongly typed value becomes
 * `undefined` (or `[]` for lists) instead of failing the whole answer, so Pleroma 2019,
 * Akkoma, Mastodon and odd servers all parse. Unknown keys are dropped.
 */
import * as z from 'zod/mini'

/** An optional value of `schema`; anything else (null, wrong type) becomes undefined. */
export function opt<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined)
}

/** An optional nullable value: keeps an explicit null, anything invalid becomes undefined. */
export function nullable<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(z.nullable(schema)), undefined)
}

/**
 * A list of `item`; a non-array becomes []; items that do not parse are dropped (each one
 * passed to `onDropped` with the parse error, when given).
 */
export function list<T extends z.ZodMiniType>(
  item: T,
  onDropped?: (value: unknown, error: z.core.$ZodError) => void,
) {
  return z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((values): z.output<T>[] => {
      const out: z.output<T>[] = []
      for (const value of values) {
        const parsed = item.safeParse(value)
        if (parsed.success) out.push(parsed.data)
        else onDropped?.(value, parsed.error)
      }
      return out
    }),
  )
}

/** Ids: strings, or numbers turned into strings (conversation ids, old servers). */
export const id = opt(z.pipe(z.union([z.string(), z.number()]), z.transform(String)))
export const str = opt(z.string())
export const num = opt(z.number())
export const bool = opt(z.boolean())
/** A string or null, as sent (null is meaningful, e.g. card.image, background_image). */
export const strOrNull = nullable(z.string())
/**
 * Limits, which some servers send as strings (upload limits): integers of at least 0; anything
 * else (NaN, negative, infinite) is undefined, so the s1 §3 default applies.
 */
export const intLike = opt(
  z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((v) => {
      const n = typeof v === 'number' ? Math.trunc(v) : Number.parseInt(v, 10)
      return n >= 0 && n < Infinity ? n : undefined
    }),
  ),
)
/** A record of string keys to values of `value`; anything else becomes {}. */
export function dict<T extends z.ZodMiniType>(value: T) {
  return z.catch(z.record(z.string(), value), {})
}
/** Strings of a list; non-strings dropped. */
export const strings = list(z.string())

/**
 * A top-level document object: when the answer is not an object at all (Pleroma serves
 * index.html for a missing static file, PLEROMA-API §2.3) it parses as if it were `{}`.
 */
export function doc<T extends z.core.$ZodLooseShape>(shape: T) {
  const schema = z.object(shape)
  return z.catch(schema, () => schema.parse({}))
}
