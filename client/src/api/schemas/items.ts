/**
 * The items of a page or thread answer (issue 22), parsed one by one: an item that does not
 * parse (not an object, for the lenient entity schemas) is left out and logged with its id and
 * the reason, and the others are kept. A non-array answer is an empty page.
 */
import type * as z from 'zod/mini'
import { list } from './lenient'
import { yieldToMain } from '../../lib/yieldToMain'

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

/** Items of a list read per task by {@link parseInSteps}. */
export const PARSE_STEP = 5

/**
 * `answer` read with `list` (a schema from {@link items}: a non-list is an empty list, an item
 * that does not parse is left out, logged), {@link PARSE_STEP} items per task, each after a
 * yield to the browser, and one more yield at the end, so that the caller's normalizing is a
 * task of its own: a page of 20 statuses or notifications read at once, then normalized, made
 * long tasks of a phone's start-up (issue 20).
 */
export async function parseInSteps<T>(
  list: { parse: (value: unknown) => T[] },
  answer: unknown,
): Promise<T[]> {
  if (!Array.isArray(answer)) return []
  const out: T[] = []
  for (let start = 0; start < answer.length; start += PARSE_STEP) {
    await yieldToMain()
    out.push(...list.parse(answer.slice(start, start + PARSE_STEP)))
  }
  await yieldToMain()
  return out
}
