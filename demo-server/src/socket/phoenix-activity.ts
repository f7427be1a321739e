/**
 * Simulated shoutbox activity (`--activity` / STARLING_ACTIVITY=1, with seed/activity.ts; off
 * by default and in tests): every 20 to 40 s (seeded PRNG) a seeded local person shouts a short
 * friendly line into the shoutbox, so joined sockets get `new_msg` broadcasts.
 */
import type { Store } from '../model/store'
import { createRng } from '../seed/prng'
import { replyText } from '../seed/text'
import { shoutboxOf } from './phoenix-shoutbox'

/**
 * Starts shouting on the shoutbox of `store`.
 * @param seed PRNG seed (same seed, same people and lines)
 * @returns a stop function (clears the pending timer)
 */
export function startShoutActivity(store: Store, seed = 0x5407): () => void {
  const rng = createRng(seed)
  const people = [...store.accounts.values()].filter((a) => !a.host && !a.bot && !a.moved_to_id)
  let timer: ReturnType<typeof setTimeout> | undefined
  const step = () => {
    shoutboxOf(store).shout(rng.pick(people), replyText(rng))
    timer = setTimeout(step, rng.int(20_000, 40_000))
  }
  timer = setTimeout(step, rng.int(20_000, 40_000))
  return () => clearTimeout(timer)
}
