/**
 * The seeded chats (PLEROMA-API §11), added after the rest of the seed so nothing seeded before
 * them changes; sent through model/operations/chats.ts at fixed times before `now`:
 *
 * - alice and bob: five messages, the last two from bob within the hour, which alice has not
 *   read (her chat shows `unread: 2`); bob has read everything.
 * - alice and carol: four messages two and three days ago, all read on both sides.
 * - weatherbot does not accept chat messages (`accepts_chat_messages: false`).
 * - Hostile mode: xss1 writes alice one message per XSS vector (content as the vector's raw HTML,
 *   the hostile emoji, the first with an image whose description is the vector), the newest
 *   chat, all read.
 *
 * The live activity (activity.ts) takes its chat lines from CHAT_LINES.
 */
import { findAccount } from '../model/store'
import type { Store } from '../model/store'
import { chatWith, formatChat, markChatRead, sendChatMessage } from '../model/operations/chats'
import type { AccountRecord } from '../model/records'
import { makeImage } from './assets'
import { HOSTILE_EMOJI, XSS_VECTORS } from './hostile'
import { createRng } from './prng'

const MINUTE = 60_000

/** One seeded message: its author (alice or the other one), text, and minutes before `now`. */
type Line = readonly [from: 'alice' | 'other', text: string, minutesAgo: number]

/** alice's seeded chats: the other party, the lines, and how many of the last lines alice has not read. */
export const SEEDED_CHATS: readonly { with: string; lines: readonly Line[]; unread: number }[] = [
  {
    with: 'carol',
    unread: 0,
    lines: [
      ['other', 'Thanks for the sourdough recipe! :bread:', 3 * 1440],
      ['alice', 'You are welcome! How did it turn out?', 3 * 1440 - 30],
      ['other', 'Crusty outside, soft inside.\nI will bake two loaves next time.', 2 * 1440],
      ['alice', 'Save one for me 🍞', 2 * 1440 - 5],
    ],
  },
  {
    with: 'bob',
    unread: 2,
    lines: [
      ['alice', 'Are you coming to the bird walk on Saturday?', 26 * 60],
      ['other', 'Yes! I finally fixed my binoculars.', 25 * 60],
      ['alice', 'Great, we meet at the north gate at seven.', 24 * 60],
      ['other', 'I saw a kingfisher by the river this morning', 50],
      ['other', 'Photos: https://birds.example/kingfisher\nBring tea!', 45],
    ],
  },
]

/** What seeded people write to alice when the live activity runs. */
export const CHAT_LINES: readonly string[] = [
  'Did you see the starlings over the park tonight?',
  'The tomatoes are finally red :tomato:',
  'Coffee later? :coffee:',
  'I pushed the fix, can you have a look?',
  'Thanks for the tip, it worked!',
  'Found an old floppy with my first program on it :floppy:',
]

/** Sends one typed line from `author` to `recipient` at `at`. */
export function sendLine(
  store: Store,
  author: AccountRecord,
  recipient: AccountRecord,
  text: string,
  at: Date,
): void {
  const { html, emojis } = formatChat(store, text)
  sendChatMessage(store, {
    author,
    recipient,
    content: html,
    emojis,
    attachment: null,
    key: null,
    at,
  })
}

/** Marks everything of `owner`'s chat with `other` read, but the last `unread` messages. */
function readAllBut(store: Store, owner: AccountRecord, other: AccountRecord, unread: number) {
  const chat = chatWith(store, owner.id, other.id)
  if (!chat) return
  const refs = store.chats.refs.get(chat.id) ?? []
  const lastRead = refs[refs.length - 1 - unread]
  if (lastRead) markChatRead(store, chat, lastRead.id)
}

/** xss1's hostile messages to alice, up to a minute before `now`. */
function seedHostileChat(store: Store, alice: AccountRecord, now: Date): void {
  const xss = findAccount(store, 'xss1')
  if (!xss) return
  const rng = createRng(0x0bad_c4a7)
  let at = now.getTime() - MINUTE - XSS_VECTORS.length * 1000
  XSS_VECTORS.forEach((vector, i) => {
    at += 1000
    const attachment = i === 0 ? makeImage(store, rng, 'pattern') : null
    if (attachment) attachment.description = vector
    sendChatMessage(store, {
      author: xss,
      recipient: alice,
      content: `Hostile chat vector ${i + 1}: ${vector} :xss_js: :xss_data:`,
      emojis: [...HOSTILE_EMOJI],
      attachment,
      key: null,
      at: new Date(at),
    })
  })
  readAllBut(store, alice, xss, 0)
}

/** Adds alice's chats (and, with `hostile`, xss1's) and makes weatherbot refuse chats. */
export function seedChats(store: Store, now: Date, hostile: boolean): void {
  const weatherbot = findAccount(store, 'weatherbot')
  if (weatherbot) weatherbot.accepts_chat_messages = false
  const alice = findAccount(store, 'alice')
  if (!alice) return
  for (const chat of SEEDED_CHATS) {
    const other = findAccount(store, chat.with)
    if (!other) continue
    for (const [from, text, minutesAgo] of chat.lines) {
      const [author, recipient] = from === 'alice' ? [alice, other] : [other, alice]
      sendLine(store, author, recipient, text, new Date(now.getTime() - minutesAgo * MINUTE))
    }
    readAllBut(store, alice, other, chat.unread)
    readAllBut(store, other, alice, 0)
  }
  if (hostile) seedHostileChat(store, alice, now)
}
