/**
 * Simulated live activity (`--activity` / STARLING_ACTIVITY=1; off by default and in tests):
 * every 5 to 8 s (seeded PRNG) a seeded local user posts, replies to a recent public post,
 * reacts to one, or writes alice a chat message (unless alice blocks them), through the model
 * operations so sockets and notifications fire.
 */
import { statusCreated } from '../model/operations/publish'
import { addReaction } from '../model/operations/reactions'
import { blocks } from '../model/rules'
import { findAccount } from '../model/store'
import type { Store } from '../model/store'
import { CHAT_LINES, sendLine } from './chats'
import { createRng } from './prng'
import { statusFactory } from './statuses'
import { TOPICS, postText, replyText } from './text'

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
  const alice = findAccount(store, 'alice')
  let timer: ReturnType<typeof setTimeout> | undefined
  const step = () => {
    const author = rng.pick(people)
    const recent = store.timeline
      .slice(0, 30)
      .filter((s) => s.visibility === 'public' && !s.reblog_of_id && s.account_id !== author.id)
    const r = rng.next()
    const target = recent.length > 0 ? rng.pick(recent) : undefined
    if (r >= 0.85 && alice && author.id !== alice.id && !blocks(store, alice.id, author.id)) {
      sendLine(store, author, alice, rng.pick(CHAT_LINES), store.clock())
    } else if (r < 0.3 && target) {
      const existing = target.reactions.find((x) => x.name === rng.pick(REACTIONS))
      const emoji = existing ?? { name: rng.pick(REACTIONS), url: null }
      addReaction(store, target, author.id, { name: emoji.name, url: emoji.url })
    } else {
      const replyTo = r < 0.6 ? target : undefined
      const text = replyTo ? replyText(rng) : postText(rng, rng.pick(TOPICS))
      statusCreated(store, post({ author, at: store.clock(), text, replyTo }))
    }
    timer = setTimeout(step, rng.int(5_000, 8_000))
  }
  timer = setTimeout(step, rng.int(5_000, 8_000))
  return () => clearTimeout(timer)
}
