/**
 * Generated malformed server answers for the property tests of issue 22: seeds are every
 * real answer in ../shared/fixtures (read in place, never copied), sorted by kind; a case is
 * one seed with 1-4 values anywhere in its tree replaced by odd data (null, missing, wrong
 * type, huge strings, invalid dates, unknown enum values, lone surrogates and other unicode
 * edge cases, javascript: URLs). Test support only: nothing in the app imports it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..')
/** ../shared/fixtures; the suites skip themselves only when it is absent. */
export const fixturesDir = path.resolve(repoRoot, '../shared/fixtures')
export const fixturesPresent = existsSync(fixturesDir)

/** The fixed seed of every property run (fast-check prints it with a failing case). */
export const FUZZ_SEED = 22_2026

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** The entity kinds the seeds are sorted into. */
export interface Seeds {
  statuses: Json[]
  accounts: Json[]
  notifications: Json[]
  polls: Json[]
  cards: Json[]
  instances: Json[]
  nodeinfos: Json[]
  frontends: Json[]
}

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function decodeInitial(value: Json): Json {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Json
  } catch {
    return value
  }
}

/** Sorts every object of a fixture tree into the kinds it looks like (by its keys). */
function collect(value: Json, seeds: Seeds): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, seeds)
    return
  }
  if (!isObject(value)) return
  if ('acct' in value && 'username' in value) seeds.accounts.push(value)
  else if ('content' in value && 'account' in value && 'visibility' in value) {
    seeds.statuses.push(value)
  } else if ('type' in value && 'account' in value && 'created_at' in value) {
    seeds.notifications.push(value)
  } else if ('options' in value && 'multiple' in value) seeds.polls.push(value)
  else if ('url' in value && 'provider_name' in value) seeds.cards.push(value)
  else if ('uri' in value && ('title' in value || 'max_toot_chars' in value)) {
    seeds.instances.push(value)
  } else if ('software' in value && 'protocols' in value) seeds.nodeinfos.push(value)
  else if ('pleroma_fe' in value) seeds.frontends.push(value)
  for (const child of Object.values(value)) collect(child, seeds)
}

/** Every fixture's entities, sorted by kind (empty lists when the folder is absent). */
export function loadSeeds(): Seeds {
  const seeds: Seeds = {
    statuses: [],
    accounts: [],
    notifications: [],
    polls: [],
    cards: [],
    instances: [],
    nodeinfos: [],
    frontends: [],
  }
  if (!fixturesPresent) return seeds
  for (const file of readdirSync(fixturesDir).filter((f) => f.endsWith('.json'))) {
    const raw = JSON.parse(readFileSync(path.join(fixturesDir, file), 'utf8')) as Json
    if (file === 'pleroma_initial_results.json' && isObject(raw)) {
      for (const value of Object.values(raw)) collect(decodeInitial(value), seeds)
    } else collect(raw, seeds)
  }
  return seeds
}

const HUGE = 'ẞ'.repeat(30_000)
/** Deletes the key instead of setting a value. */
const MISSING = Symbol('missing')
/** The odd values a mutation puts in place of a value (MISSING deletes the key). */
const ODD_VALUES: readonly (Json | typeof MISSING)[] = [
  null,
  MISSING,
  0,
  -1,
  1.5,
  1e308,
  true,
  '',
  [],
  {},
  [null, 1, 'x'],
  { id: null },
  HUGE,
  `<p>${HUGE}</p>`,
  'not-a-date',
  '2024-13-45T99:99:99Z',
  'unknown_enum_value',
  '\uD800',
  'a\uDC00b',
  'tag\uD83D',
  '\u202Eevil\u202C',
  '\u0000\u0007',
  'e\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\uFEFF\u200B\u2028\u2029',
  'javascript:alert(1)',
  'JaVaScRiPt:window.__xss=1',
  'data:text/html,<script>window.__xss=1</script>',
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  'https://evil.example/%E0%A4%A',
  '%',
]

type Step = readonly (string | number)[]

/** Every path of the tree below its root (object keys and array indexes). */
function pathsOf(value: Json, prefix: Step = [], out: Step[] = []): Step[] {
  if (Array.isArray(value)) {
    value.forEach((child, i) => {
      out.push([...prefix, i])
      pathsOf(child, [...prefix, i], out)
    })
  } else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      out.push([...prefix, key])
      pathsOf(child, [...prefix, key], out)
    }
  }
  return out
}

function mutate(seed: Json, picks: readonly (readonly [number, number])[]): Json {
  const copy = structuredClone(seed)
  for (const [pathPick, valuePick] of picks) {
    const paths = pathsOf(copy)
    const at = paths[pathPick % Math.max(paths.length, 1)]
    if (!at) continue
    let parent: Json = copy
    for (const step of at.slice(0, -1)) parent = (parent as Record<string | number, Json>)[step]!
    const key = at[at.length - 1]!
    const odd = ODD_VALUES[valuePick % ODD_VALUES.length]!
    if (odd === MISSING) {
      if (Array.isArray(parent)) parent.splice(key as number, 1)
      else delete (parent as Record<string, Json>)[key]
    } else (parent as Record<string | number, Json>)[key] = structuredClone(odd)
  }
  return copy
}

/** One seed of `pool` with 1-4 of its values (anywhere in its tree) made odd. */
export function malformed(pool: readonly Json[]): fc.Arbitrary<Json> {
  return fc
    .tuple(
      fc.constantFrom(...pool),
      fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 4 }),
    )
    .map(([seed, picks]) => mutate(seed, picks))
}
