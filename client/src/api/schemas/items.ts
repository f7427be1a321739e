/**
 * The items of a page or thread answer (issue 22), parsed one by one: an item that does not
 * parse (not an object, for the lenient entity schemas) is left out and logged with its id and
 * the reason, and the others are kept. A non-array answer is an empty page.
 */
import type * as z from 'zod/mini'
import { list } from './lenient'

function idOf(value: unknown): string {
  if (value && typeof value === 'object' && 'id' in value) return String(value.id).slice(0, 80)
  return '(no id)'
}

/** A list of `item` for an answer of `kind` items (status, account...); see the module doc. */
export function items<T extends z.ZodMiniType>(item: T, kind: string) {
  return list(item, (value, error) =>
    console.warn(`Starling: left out ${kind} ${idOf(value)}: ${error.issues[0]?.message}`),
  )
}
