/**
 * The benchmark seed (STARLING_BENCH=1, `--bench`): a local account `bench` (password
 * DEMO_PASSWORD) whose home timeline holds BENCH_STATUS_COUNT statuses of one followed local
 * account, `benchfeed`. The texts and spacing come from a fixed PRNG seed, so every run reads the
 * same timeline (ids follow the clock). Used by e2e/bench/bench.ts.
 */
import { hashPassword } from '../auth/secrets'
import { DEMO_PASSWORD, newCredentials, type AuthState } from '../auth/state'
import { addLocalAccount } from '../model/operations/accounts'
import { addFollow } from '../model/store'
import { createRng } from './prng'
import { statusFactory } from './statuses'
import { TOPICS, postText } from './text'

/** The benchmark reader's sign-in name. */
export const BENCH_USERNAME = 'bench'
/** How many statuses `benchfeed` posts into the reader's home timeline. */
export const BENCH_STATUS_COUNT = 2000
/** Time between two benchmark statuses (ms): 2,000 posts span about 33 hours. */
const SPACING_MS = 60_000

/**
 * Adds `bench` (able to sign in) and `benchfeed` (followed by `bench`, with
 * BENCH_STATUS_COUNT unlisted statuses, so the public timelines stay as seeded, one a minute up
 * to `now`; one in four has two or three paragraphs so the cards differ in height) to the auth
 * state's store.
 */
export function seedBench(state: AuthState, now: Date): void {
  const reader = addLocalAccount(state.store, {
    username: BENCH_USERNAME,
    displayName: 'Bench reader',
  })
  state.credentials.set(
    reader.id,
    newCredentials(reader.id, `${BENCH_USERNAME}@starling.test`, hashPassword(DEMO_PASSWORD)),
  )
  const feed = addLocalAccount(state.store, { username: 'benchfeed', displayName: 'Bench feed' })
  addFollow(state.store, reader.id, feed.id)
  const rng = createRng(0xbe7c_4000)
  const { post } = statusFactory(state.store, 0xbe7c)
  const start = now.getTime() - BENCH_STATUS_COUNT * SPACING_MS
  for (let n = 1; n <= BENCH_STATUS_COUNT; n += 1) {
    const paragraphs = rng.chance(0.25) ? rng.int(2, 3) : 1
    const lines = Array.from({ length: paragraphs }, () => postText(rng, rng.pick(TOPICS)))
    post({
      author: feed,
      at: new Date(start + n * SPACING_MS),
      text: `No. ${n}: ${lines.join('\n\n')}`,
      paragraphs: paragraphs > 1,
      visibility: 'unlisted',
    })
  }
}
