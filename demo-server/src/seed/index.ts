/**
 * The deterministic seed: builds the whole demo instance state in memory from a fixed PRNG seed
 * and a clock (`now`), so the same `now` always gives the same accounts, statuses and ids.
 */
import { fixedClock, systemClock } from '../model/clock'
import type { Clock } from '../model/clock'
import { createStore } from '../model/store'
import type { Store } from '../model/store'
import { seedAccounts } from './accounts'
import { seedAssets } from './assets'
import { seedHostile } from './hostile'
import { createRng } from './prng'
import { seedStatuses } from './statuses'

/**
 * Seed options: `clock` is the instance clock the store keeps (default: fixed at `now` when
 * given, else real time); the seed reads its time once from it; `hostile` adds XSS data.
 */
export interface SeedOptions {
  now?: Date
  clock?: Clock
  hostile?: boolean
}

/** Builds a fresh store with the demo data. */
export function seed(options: SeedOptions = {}): Store {
  const clock = options.clock ?? (options.now ? fixedClock(options.now) : systemClock)
  const now = clock()
  const store = createStore({ clock })
  const rng = createRng(0x5ea5_1e55)
  seedAssets(store)
  const people = seedAccounts(store, rng, now)
  seedStatuses(store, rng, now, people)
  if (options.hostile) seedHostile(store, createRng(0x0bad_5eed), now)
  return store
}
