/**
 * The profile screens' extra people (issue 12), added after the rest of the seed so nothing
 * seeded before them changes: `quinn`, deactivated (only staff managing activation see the
 * profile and its `pleroma.deactivated`); `ivy`, who hides her followers, follows and both
 * counts from others; `pat`, who shows his favourites (Pleroma hides them by default) and has
 * liked a few public posts. None of them has posts; alice follows none of them, so ivy and pat
 * are among her suggestions. Deterministic (own PRNG and minter, times from `now`).
 */
import { createFlakeMinter } from '../lib/ids'
import type { AccountRecord } from '../model/records'
import { addFollow, findAccount } from '../model/store'
import type { Store } from '../model/store'
import { addPerson, finishPeople } from './accounts'
import type { Person } from './accounts'
import { createRng } from './prng'

/** The extra people, in the order they are added. */
export const PROFILE_PEOPLE: readonly Person[] = [
  {
    username: 'quinn',
    name: 'Quinn Hale',
    bio: 'This account is no longer active.',
    fields: [['Former site', 'https://quinn.example']],
    deactivated: true,
  },
  {
    username: 'ivy',
    name: 'Ivy Moreau :sprout:',
    bio: 'Herbalist and hiker. I keep my follows to myself. #gardening',
    fields: [
      ['Herbarium', 'https://ivy.herbs.example'],
      ['Pronouns', 'she/they'],
    ],
    hideNetwork: true,
  },
  {
    username: 'pat',
    name: 'Pat Quill',
    bio: 'Collector of good posts: my favourites are public, have a look.',
    fields: [['Reading list', 'https://pat.example/reading']],
    showFavourites: true,
  },
]

/** Who follows whom among the extra people and the seeded ones (acct pairs). */
const FOLLOWS: readonly [string, string][] = [
  ['ivy', 'alice'],
  ['ivy', 'carol'],
  ['ivy', 'gina'],
  ['ivy', 'hana'],
  ['bob', 'ivy'],
  ['carol', 'ivy'],
  ['dave', 'ivy'],
  ['erin', 'ivy'],
  ['pat', 'erin'],
  ['pat', 'hana'],
  ['hana', 'pat'],
]

/** Authors whose newest public posts pat has liked. */
const PAT_LIKES = ['erin', 'hana', 'robin@birds.example']

/** Adds PROFILE_PEOPLE, their follows and pat's likes to a seeded store. */
export function seedProfiles(store: Store, now: Date): AccountRecord[] {
  const rng = createRng(0x9f0f_11e5)
  const mint = createFlakeMinter(0x9f0f_11e5)
  const added = PROFILE_PEOPLE.map((p) => addPerson(store, rng, mint, now, p))
  finishPeople(store, PROFILE_PEOPLE, added)
  for (const [a, b] of FOLLOWS) {
    const follower = findAccount(store, a)
    const followed = findAccount(store, b)
    if (follower && followed) addFollow(store, follower.id, followed.id)
  }
  const pat = findAccount(store, 'pat')
  const mintLike = createFlakeMinter(0x9f0f_1ce5)
  for (const [i, acct] of PAT_LIKES.entries()) {
    const author = findAccount(store, acct)
    const posts = store.timeline.filter(
      (s) =>
        s.account_id === author?.id &&
        s.visibility === 'public' &&
        !s.reblog_of_id &&
        !s.in_reply_to_id,
    )
    for (const [j, s] of posts.slice(0, 2).entries()) {
      if (!pat) continue
      const likes = store.social.favourites.get(s.id) ?? new Map<string, string>()
      likes.set(pat.id, mintLike(now.getTime() - (i * 2 + j + 1) * 3_600_000))
      store.social.favourites.set(s.id, likes)
      s.favourites_count += 1
    }
  }
  return added
}
