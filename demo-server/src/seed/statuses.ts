/**
 * The demo instance's posts: 300+ statuses over the three weeks before `now`, with replies and
 * an 8+ deep thread, mentions, hashtags, custom emoji, greentext, images (some sensitive), open
 * and expired polls (single and multiple choice), content warnings, reblogs, quotes, link cards,
 * reactions, pins and every visibility.
 */
import { createFlakeMinter } from '../lib/ids'
import { ORIGIN } from '../lib/origin'
import { addStatus, findAccount, nextIntegerId } from '../model/store'
import type { AccountRecord, StatusRecord, Visibility } from '../model/records'
import type { Store } from '../model/store'
import { artworkSvg } from './art'
import { addMediaFile, makeImage } from './assets'
import { formatText, htmlToText } from '../model/content/format'
import type { Rng } from './prng'
import { CARDS, CW_POSTS, POLLS, TOPICS, fill, greentext, postText, replyText } from './text'

const DAY = 86_400_000
const REACTIONS = ['👍', '❤️', '😂', '🐦', '🌱']

/** Everything a new status needs; the rest gets neutral defaults. */
export interface NewStatus {
  author: AccountRecord
  at: Date
  text: string
  visibility?: Visibility
  replyTo?: StatusRecord
  spoiler?: string
  paragraphs?: boolean
}

/** Creates statuses in one store with one id minter (shared by the normal and hostile seeds). */
export function statusFactory(store: Store, worker: number) {
  const mint = createFlakeMinter(worker)
  const emoji = (code: string) => store.customEmoji.get(code)?.record
  const resolve = (acct: string) => findAccount(store, acct)

  /** Formats and stores a status (not a reblog). */
  function post(n: NewStatus): StatusRecord {
    const host = n.author.host
    let text = n.text
    if (n.replyTo && n.replyTo.account_id !== n.author.id) {
      const parent = store.accounts.get(n.replyTo.account_id)
      if (parent)
        text = `@${parent.host ? `${parent.username}@${parent.host}` : parent.username} ${text}`
    }
    const body = formatText(text, { resolve, emoji, host, paragraphs: n.paragraphs ?? false })
    const spoiler = n.spoiler ?? ''
    const id = mint(n.at.getTime())
    const base = host ? `https://${host}` : ORIGIN
    const status: StatusRecord = {
      id,
      account_id: n.author.id,
      created_at: n.at,
      visibility: n.visibility ?? n.replyTo?.visibility ?? 'public',
      content: body.html,
      text: htmlToText(body.html),
      spoiler_text: spoiler,
      sensitive: spoiler !== '',
      in_reply_to_id: n.replyTo?.id ?? null,
      context: n.replyTo?.context ?? id,
      mention_ids: body.mentionIds,
      tags: body.tags,
      emojis: [
        ...body.emojis,
        ...(spoiler ? formatText(spoiler, { resolve, emoji, host }).emojis : []),
      ],
      media: [],
      poll: null,
      card: null,
      reblog_of_id: null,
      quote_id: null,
      favourites_count: 0,
      reblogs_count: 0,
      reactions: [],
      pinned_at: null,
      uri: `${base}/objects/${id.toLowerCase()}`,
      url: `${base}/notice/${id}`,
    }
    return addStatus(store, status)
  }

  /** Stores a reblog wrapper of `original` by `by`. */
  function reblog(by: AccountRecord, original: StatusRecord, at: Date): StatusRecord {
    original.reblogs_count += 1
    const id = mint(at.getTime())
    const base = by.host ? `https://${by.host}` : ORIGIN
    return addStatus(store, {
      ...original,
      id,
      account_id: by.id,
      created_at: at,
      visibility: 'public',
      content: '',
      text: '',
      spoiler_text: '',
      sensitive: false,
      in_reply_to_id: null,
      context: original.context,
      mention_ids: [],
      tags: [],
      emojis: [],
      media: [],
      poll: null,
      card: null,
      reblog_of_id: original.id,
      quote_id: null,
      favourites_count: 0,
      reblogs_count: 0,
      reactions: [],
      pinned_at: null,
      uri: `${base}/activities/${id.toLowerCase()}`,
      url: `${base}/activities/${id.toLowerCase()}`,
    })
  }

  return { post, reblog }
}

/** Spread of post times: `count` instants in [now - 21 days, now - 2 min], denser near now. */
function times(rng: Rng, now: Date, count: number): Date[] {
  const span = 21 * DAY
  const out: Date[] = []
  for (let i = 0; i < count; i++)
    out.push(new Date(now.getTime() - 120_000 - Math.pow(rng.next(), 1.4) * span))
  out.push(new Date(now.getTime() - 120_000))
  return out.sort((a, b) => a.getTime() - b.getTime())
}

const visibilityOf = (rng: Rng): Visibility => {
  const r = rng.next()
  return r < 0.74 ? 'public' : r < 0.87 ? 'unlisted' : r < 0.95 ? 'private' : 'direct'
}

/** The long thread: ten posts, each replying to the previous one. */
const THREAD: readonly [string, string][] = [
  ['alice', 'Starting a sourdough starter from scratch this week. Wish me luck :bread: #sourdough'],
  ['carol', 'Good luck! Feed it at the same time every day, they love routine.'],
  ['alice', 'Day 2: a few bubbles. Is that good or is it plotting something?'],
  ['dave', 'Bubbles are good! Mine took five days to really get going.'],
  ['robin@birds.example', 'Name it. Every starter needs a name.'],
  ['alice', 'Fine. Its name is Gerald.'],
  ['carol', 'Gerald is a strong name for a starter.'],
  ['alice', 'Day 5: Gerald doubled overnight and escaped the jar.'],
  ['dave', 'Classic Gerald. Time to bake!'],
  ['alice', 'First loaf out of the oven. Ugly, delicious, Gerald approves :sparkle: #sourdough'],
  ['noor@garden.example', 'This thread made my week. Long live Gerald.'],
]

/**
 * Seeds the normal (non-hostile) posts.
 * @param people accounts from seedAccounts
 */
export function seedStatuses(store: Store, rng: Rng, now: Date, people: AccountRecord[]): void {
  const { post, reblog } = statusFactory(store, 0x1dea_5eed)
  const active = people.filter((a) => !a.moved_to_id)
  const locals = active.filter((a) => !a.host && !a.bot)
  const author = (): AccountRecord => (rng.chance(0.55) ? rng.pick(locals) : rng.pick(active))
  const recent: StatusRecord[] = []
  const byName = (acct: string) => findAccount(store, acct) as AccountRecord

  for (const at of times(rng, now, 300)) {
    const r = rng.next()
    const visible = recent.filter((s) => s.visibility === 'public')
    let s: StatusRecord
    const open = recent
      .slice(-30)
      .filter((p) => p.visibility === 'public' || p.visibility === 'unlisted')
    if (r < 0.3 && open.length > 0) {
      const parent = rng.pick(open)
      s = post({ author: author(), at, text: replyText(rng), replyTo: parent })
    } else if (r < 0.37 && visible.length > 3) {
      reblog(author(), rng.pick(visible.slice(-40)), at)
      continue
    } else {
      const who = author()
      const vis = visibilityOf(rng)
      let text = postText(rng, rng.pick(TOPICS))
      if (vis === 'direct')
        text = `@${rng.pick(locals.filter((l) => l.id !== who.id)).username} psst: ${text}`
      else if (rng.chance(0.12)) text += ` cc @${rng.pick(active).username}`
      s = post({ author: who, at, text, visibility: vis, paragraphs: rng.chance(0.25) })
      if (rng.chance(0.16)) {
        s.media = Array.from({ length: rng.int(1, 4) }, () => makeImage(store, rng))
        s.sensitive = rng.chance(0.25)
      }
    }
    s.favourites_count = rng.chance(0.6) ? rng.int(0, 24) : 0
    if (rng.chance(0.2)) {
      s.reactions = rng.sample(REACTIONS, rng.int(1, 3)).map((name) => ({
        name,
        url: null,
        account_ids: rng.sample(active, rng.int(1, 4)).map((a) => a.id),
      }))
    }
    recent.push(s)
  }

  const day = (d: number, minutes = 0) => new Date(now.getTime() - d * DAY + minutes * 60_000)

  // The 8+ deep thread, two days ago, one post every 17 minutes.
  let parent: StatusRecord | undefined
  THREAD.forEach(([acct, text], i) => {
    parent = post({
      author: byName(acct),
      at: day(2, i * 17),
      text,
      replyTo: parent,
      visibility: 'public',
    })
  })

  // Polls: open and expired, single and multiple choice.
  POLLS.forEach((p, i) => {
    const s = post({ author: rng.pick(locals), at: day(1 + i * 3, 30), text: p.question })
    const votes = p.options.map(() => rng.int(0, 12))
    s.poll = {
      id: nextIntegerId(store),
      expires_at: i % 2 === 0 ? new Date(now.getTime() + (i + 1) * DAY) : day(i * 3, 0),
      multiple: i === 2 || i === 4,
      options: p.options.map((title, k) => ({ title, votes_count: votes[k] ?? 0 })),
      voters_count: votes.reduce((a, b) => a + b, 0),
      emojis: s.emojis,
    }
  })

  // Content warnings.
  CW_POSTS.forEach((c, i) => {
    post({
      author: rng.pick(active),
      at: day(0.5 + i * 2.7),
      text: fill(rng, c.text),
      spoiler: fill(rng, c.spoiler),
    })
  })

  // Link cards with locally served images.
  CARDS.forEach((c, i) => {
    const s = post({ author: rng.pick(active), at: day(0.3 + i * 4.1), text: `${c.text}${c.url}` })
    const image = addMediaFile(store, `card-${i}`, artworkSvg(rng, 'landscape', 600, 315))
    s.card = {
      url: c.url,
      title: c.title,
      description: c.description,
      image,
      provider_name: c.provider,
      provider_url: new URL(c.url).origin,
      width: 600,
      height: 315,
    }
  })

  // Greentext, a sensitive image post, an unlisted and a private post from alice, quotes.
  post({ author: byName('gina'), at: day(0.8), text: greentext(rng) })
  const nsfw = post({
    author: byName('erin'),
    at: day(0.2),
    text: 'Anatomy study, sketchbook page 40. Marked sensitive just in case.',
    spoiler: 'figure drawing',
  })
  nsfw.media = [makeImage(store, rng, 'pattern'), makeImage(store, rng, 'landscape')]
  nsfw.sensitive = true
  const welcome = post({
    author: byName('admin'),
    at: day(20),
    text: 'Welcome to the Starling demo instance! Be kind, post birds :starling: #welcome',
    paragraphs: true,
  })
  welcome.pinned_at = day(19)
  const alicePin = post({
    author: byName('alice'),
    at: day(6),
    text: 'Seed swap this Saturday at the library, 10 to 1. Bring envelopes! #gardening :sprout:',
  })
  alicePin.pinned_at = day(5)
  alicePin.media = [makeImage(store, rng, 'garden')]
  post({
    author: byName('alice'),
    at: day(1.5),
    text: 'Unlisted note to self: order more compost.',
    visibility: 'unlisted',
  })
  post({
    author: byName('alice'),
    at: day(1.2),
    text: 'Followers only: the secret ingredient is more butter.',
    visibility: 'private',
  })
  post({
    author: byName('carol'),
    at: day(0.9),
    text: '@alice are you coming to the jam session on Friday?',
    visibility: 'direct',
  })
  const quoted = post({
    author: byName('robin@birds.example'),
    at: day(3),
    text: 'Ringing season is open. 42 birds today, including a very grumpy wren. #birds',
  })
  const quote = post({
    author: byName('wren@birds.example'),
    at: day(2.9),
    text: 'I was NOT grumpy. I was assertive.',
  })
  quote.quote_id = quoted.id
  recent.forEach((s) => {
    if (
      s.in_reply_to_id === null &&
      s.visibility === 'public' &&
      s.reactions.length === 0 &&
      rng.chance(0.05)
    ) {
      s.reactions = [
        {
          name: 'sprout',
          url: store.customEmoji.get('sprout')?.record.url ?? null,
          account_ids: [byName('alice').id],
        },
      ]
    }
  })
}
