/**
 * The demo instance's people: local accounts (alice, bob (locked), carol, moderator, admin and
 * friends) and remote ones on made-up domains, with emoji names, bios with links and hashtags,
 * profile fields, bots, a locked and a moved account, and a follow graph.
 */
import { createFlakeMinter } from '../lib/ids'
import { ORIGIN } from '../lib/origin'
import { addAccount, addFollow, findAccount } from '../model/store'
import type { AccountRecord, FieldRecord } from '../model/records'
import type { Store } from '../model/store'
import { AVATAR_SIZE, avatarSvg, headerSvg } from './art'
import { addMediaFile, addMediaPicture } from './assets'
import { fieldHtml, profileEmojis } from '../model/operations/profile'
import { formatText } from '../model/content/format'
import type { Rng } from './prng'

/** One seeded person; the optional flags default to a plain, active, open profile. */
export interface Person {
  username: string
  host?: string
  name: string
  bio: string
  fields?: [string, string][]
  locked?: boolean
  bot?: boolean
  admin?: boolean
  moderator?: boolean
  movedTo?: string
  /** Deactivated (hidden from all but staff managing activation). */
  deactivated?: boolean
  /** Hides followers, follows and both counts from others. */
  hideNetwork?: boolean
  /** Shows their favourites to others (Pleroma hides them by default). */
  showFavourites?: boolean
}

/** The demo people. Local names first; `movedTo` names an acct defined in this list. */
export const PEOPLE: readonly Person[] = [
  {
    username: 'alice',
    name: 'Alice Lindqvist :sprout:',
    bio: 'Gardener, birder, occasional baker. Runs the seed swap at the library.\n\n#gardening #birds',
    fields: [
      ['Garden blog', 'https://alice.blog.example'],
      ['Pronouns', 'she/her'],
    ],
  },
  {
    username: 'bob',
    name: 'Bob',
    bio: 'Backend person. Bread enthusiast. Locked account, say hi before you follow :bread:',
    locked: true,
    fields: [['Code', 'https://git.example/bob']],
  },
  {
    username: 'carol',
    name: 'Carol Okafor :note:',
    bio: 'Music teacher by day, synth nerd by night. Cooking for too many people since 2009. #music',
    fields: [
      ['Bandcamp', 'https://carol.music.example'],
      ['Location', 'by the canal'],
    ],
  },
  {
    username: 'moderator',
    name: 'Mira (moderator)',
    bio: 'Keeping things friendly here. Reports go to me; I read every one.',
    moderator: true,
    fields: [['Role', 'Moderator']],
  },
  {
    username: 'admin',
    name: 'Starling Admin :starling:',
    bio: 'The person who restarts the server. See https://status.example for maintenance news.',
    admin: true,
    fields: [
      ['Status page', 'https://status.example'],
      ['Contact', 'admin@starling.example'],
    ],
  },
  {
    username: 'dave',
    name: 'Dave Park',
    bio: 'Cyclist, tinkerer, mildly obsessed with #sourdough. Writes #Rust on weekends.',
  },
  {
    username: 'erin',
    name: 'Erin :sparkle: draws',
    bio: 'Illustrator. Posting sketches, birds and the odd landscape. Commissions closed.',
    fields: [
      ['Portfolio', 'https://erin.art.example'],
      ['Shop', 'https://shop.example/erin'],
    ],
  },
  {
    username: 'frank',
    name: 'Frank (moved)',
    bio: 'I moved to @frank@birds.example, find me there!',
    movedTo: 'frank@birds.example',
  },
  { username: 'gina', name: 'Gina Rossi', bio: 'Poems, plants and greentext. Mostly plants.' },
  {
    username: 'hana',
    name: 'Hana :cat:',
    bio: 'Cat photographer, coffee drinker, PhD survivor. #cats',
  },
  {
    username: 'weatherbot',
    name: 'Weather Bot :sparkle:',
    bio: 'I post the local weather twice a day. Beep boop. Run by @admin.',
    bot: true,
  },
  {
    username: 'robin',
    host: 'birds.example',
    name: 'Robin Redbreast',
    bio: 'Ornithologist. Ringing birds since 1998. #birds #ornithology',
    fields: [['Station', 'https://ringing.example']],
  },
  {
    username: 'wren',
    host: 'birds.example',
    name: 'wren :starling:',
    bio: 'small bird, loud opinions',
  },
  {
    username: 'frank',
    host: 'birds.example',
    name: 'Frank Meyer',
    bio: 'New home, same birds. Formerly on the Starling demo.',
  },
  {
    username: 'lena',
    host: 'social.example',
    name: 'Lena Vogt',
    bio: 'Journalist covering tech and cities. Views my own.',
    fields: [['Website', 'https://lena.example']],
  },
  {
    username: 'kai',
    host: 'social.example',
    name: 'Kai',
    bio: 'Frontend dev. Accessibility matters. #a11y',
    locked: true,
  },
  {
    username: 'feedbot',
    host: 'social.example',
    name: 'News Feed Bot',
    bio: 'Automated posts from https://news.example/rss',
    bot: true,
  },
  {
    username: 'noor',
    host: 'garden.example',
    name: 'Noor :tomato:',
    bio: 'Allotment number 14. Compost evangelist. #gardening #compost',
  },
  {
    username: 'mika',
    host: 'code.example',
    name: 'Mika Laine',
    bio: 'Compilers, coffee, cross-country skiing. #Elixir #programming',
  },
  {
    username: 'sam',
    host: 'music.example',
    name: 'Sam :note: plays bass',
    bio: 'Session bassist. Vinyl hoarder. #music #vinyl',
  },
  {
    username: 'jonas',
    host: 'xn--vgel-5qa.example',
    name: 'Jonas aus Vögel',
    bio: 'Vögel, Wälder und Wanderwege. Posts in English and German. #birds',
  },
  {
    username: 'olly',
    host: 'social.example',
    name: 'Olly',
    bio: 'Just here for the cat pictures :cat:',
  },
]

/** Number of days before `now` that each account was created, roughly 1-4 years. */
function createdAt(rng: Rng, now: Date): Date {
  const days = rng.int(120, 1400)
  return new Date(now.getTime() - days * 86_400_000 - rng.int(0, 86_399) * 1000)
}

/**
 * Adds one person's account with artwork (created 120 to 1400 days before `now`); the bio, emoji
 * and move come later from `finishPeople`, once every account they may mention exists.
 */
export function addPerson(
  store: Store,
  rng: Rng,
  mint: (ms: number) => string,
  now: Date,
  p: Person,
): AccountRecord {
  const when = createdAt(rng, now)
  const slug = p.host ? `${p.username}-${p.host.split('.')[0]}` : p.username
  const avatar = addMediaPicture(store, `avatar-${slug}`, avatarSvg(rng, p.username), AVATAR_SIZE)
  const header = addMediaFile(store, `header-${slug}`, headerSvg(rng))
  const fields: FieldRecord[] = (p.fields ?? []).map(([name, value]) => ({
    name,
    value: fieldHtml(value),
    source: value,
  }))
  const hideFollows = (p.locked ?? false) || (p.hideNetwork ?? false)
  return addAccount(store, {
    id: mint(when.getTime()),
    username: p.username,
    host: p.host ?? null,
    display_name: p.name,
    note: '',
    source_note: p.bio,
    fields,
    emojis: [],
    locked: p.locked ?? false,
    bot: p.bot ?? false,
    created_at: when,
    avatar,
    header,
    is_admin: p.admin ?? false,
    is_moderator: p.moderator ?? false,
    moved_to_id: null,
    also_known_as: [],
    discoverable: true,
    hide_followers: p.hideNetwork ?? false,
    hide_follows: hideFollows,
    hide_followers_count: p.hideNetwork ?? false,
    hide_follows_count: hideFollows,
    hide_favorites: !(p.showFavourites ?? false),
    deactivated: p.deactivated ?? false,
    favicon: p.host ? `${ORIGIN}/favicon.png` : null,
    birthday: null,
    accepts_chat_messages: true,
    background_image: null,
    avatar_description: '',
    header_description: '',
    skip_thread_containment: false,
  })
}

/** Renders the bios, collects the name emoji and links moved accounts of `people`. */
export function finishPeople(
  store: Store,
  people: readonly Person[],
  accounts: readonly AccountRecord[],
): void {
  const emoji = (code: string) => store.customEmoji.get(code)?.record
  for (const [i, account] of accounts.entries()) {
    const person = people[i] as Person
    const note = formatText(account.source_note, {
      resolve: (acct) => findAccount(store, acct),
      emoji,
      host: account.host,
    })
    account.note = note.html
    account.emojis = profileEmojis(store, [
      account.display_name,
      ...account.fields.map((f) => f.name),
    ])
    if (person.movedTo) {
      const target = findAccount(store, person.movedTo)
      if (target) {
        account.moved_to_id = target.id
        target.also_known_as = [`${ORIGIN}/users/${account.username}`]
      }
    }
  }
}

/**
 * Adds every PEOPLE account to the store with artwork and a follow graph.
 * @returns accounts in PEOPLE order
 */
export function seedAccounts(store: Store, rng: Rng, now: Date): AccountRecord[] {
  const mint = createFlakeMinter(0x57a2_11f6)
  const created = PEOPLE.map((p) => addPerson(store, rng, mint, now, p))
  finishPeople(store, PEOPLE, created)
  for (const follower of created) {
    for (const followed of rng.sample(created, rng.int(3, 12))) {
      if (followed.id !== follower.id && !follower.moved_to_id)
        addFollow(store, follower.id, followed.id)
    }
  }
  return created
}
