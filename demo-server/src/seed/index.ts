/**
 * The deterministic seed: builds the whole demo instance state in memory from a fixed PRNG seed
 * and a clock (`now`), so the same `now` always gives the same accounts, statuses and ids.
 */
import { createStore } from '../store'
import type { Store } from '../store'
import { seedAccounts } from './accounts'
import { seedAssets } from './assets'
import { seedHostile } from './hostile'
import { createRng } from './prng'
import { seedStatuses } from './statuses'

/** Seed options: `now` fixes the clock (default: the current time); `hostile` adds XSS data. */
export interface SeedOptions {
  now?: Date
  hostile?: boolean
}

/** Builds a fresh store with the demo data. */
export function seed(options: SeedOptions = {}): Store {
  const now = options.now ?? new Date()
  const store = createStore()
  const rng = createRng(0x5ea5_1e55)
  seedAssets(store)
  const people = seedAccounts(store, rng, now)
  seedStatuses(store, rng, now, people)
  if (options.hostile) seedHostile(store, createRng(0x0bad_5eed), now)
  return store
}
