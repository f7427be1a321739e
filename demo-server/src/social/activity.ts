/**
 * Simulated live activity (`--activity` / STARLING_ACTIVITY=1; off by default and in tests):
 * every 5 to 8 s (seeded PRNG) a seeded local user posts, replies to a recent public post, or
 * reacts to one, through statusCreated/notify so sockets and notifications fire.
 */
import { createRng } from '../seed/prng'
import { statusFactory } from '../seed/statuses'
import { TOPICS, postText, replyText } from '../seed/text'
import type { Store } from '../store'
import { notify, statusCreated } from './events'

const REACTIONS = ['👍', '❤️', '🌱', '🐦', '🎶']

/**
 * Starts the activity loop on `store`.
 * @param seed PRNG seed (same seed, same sequence of actions)
 * @returns a stop function (clears the pending timer)
 */
export function startActivity(store: Store, seed = 0xac71_0e): () => void {
  const rng = createRng(seed)
  const { post } = statusFactory(store, 0xac71)
  const people = [...store.accounts.values()].filter((a) => !a.host && !a.bot && !a.moved_to_id)
  let timer: ReturnType<typeof setTimeout> | undefined
  const step = () => {
    const author = rng.pick(people)
    const recent = store.timeline
      .slice(0, 30)
      .filter((s) => s.visibility === 'public' && !s.reblog_of_id && s.account_id !== author.id)
    const r = rng.next()
    const target = recent.length > 0 ? rng.pick(recent) : undefined
    if (r < 0.3 && target) {
      let reaction = target.reactions.find((x) => x.name === rng.pick(REACTIONS))
      if (!reaction) {
        reaction = { name: rng.pick(REACTIONS), url: null, account_ids: [] }
        target.reactions.push(reaction)
      }
      if (!reaction.account_ids.includes(author.id)) {
        reaction.account_ids.push(author.id)
        notify(store, {
          type: 'pleroma:emoji_reaction',
          accountId: target.account_id,
          fromId: author.id,
          statusId: target.id,
          emoji: reaction.name,
        })
      }
    } else {
      const replyTo = r < 0.6 ? target : undefined
      const text = replyTo ? replyText(rng) : postText(rng, rng.pick(TOPICS))
      statusCreated(store, post({ author, at: new Date(), text, replyTo }))
    }
    timer = setTimeout(step, rng.int(5_000, 8_000))
  }
  timer = setTimeout(step, rng.int(5_000, 8_000))
  return () => clearTimeout(timer)
}
