/**
 * The social part of the seed: alice, bob and carol follow enough people for full home
 * timelines; follow requests to bob (locked); favourites, reblogs and reactions by others on
 * alice's posts (with their notifications); a few edited statuses with history. Deterministic
 * (seeded PRNG, times derived from `now`). Alice's bookmarks start empty.
 */
import { createRng } from './prng'
import { createFlakeMinter } from '../lib/ids'
import { addFollow, findAccount, nextIntegerId } from '../model/store'
import type { AccountRecord, StatusRecord } from '../model/records'
import type { Store } from '../model/store'
import { follows } from '../model/rules'

const MINUTE = 60_000

/** Adds the social state to a seeded store. */
export function seedSocial(store: Store, now: Date): void {
  const rng = createRng(0x50c1_a1)
  const social = store.social
  const local = [...store.accounts.values()].filter((a) => !a.host && !a.moved_to_id)
  const named = (n: string) => findAccount(store, n)
  const alice = named('alice')
  const bob = named('bob')
  const carol = named('carol')
  if (!alice || !bob || !carol) return
  const others = [...store.accounts.values()].filter((a) => !a.moved_to_id)
  for (const me of [alice, bob, carol]) {
    for (const other of others) {
      if (other.id !== me.id && !other.locked && !other.bot) addFollow(store, me.id, other.id)
    }
  }
  addFollow(store, alice.id, bob.id)
  addFollow(store, bob.id, alice.id)
  addFollow(store, carol.id, bob.id)

  const mintLike = createFlakeMinter(0x5eed_11ce)
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE)
  const note = (
    type: 'favourite' | 'reblog' | 'follow_request' | 'pleroma:emoji_reaction' | 'mention',
    to: AccountRecord,
    from: AccountRecord,
    statusId: string | null,
    minutesAgo: number,
    emoji: string | null = null,
  ) => {
    social.notifications.push({
      id: '',
      type,
      account_id: to.id,
      from_id: from.id,
      status_id: statusId,
      emoji,
      emoji_url: null,
      report_id: null,
      created_at: at(minutesAgo),
      seen: minutesAgo > 600,
    })
  }

  const requesters = local.filter((a) => a.id !== bob.id && !follows(store, a.id, bob.id))
  for (const r of requesters.slice(0, 3)) {
    social.followRequests.set(bob.id, [...(social.followRequests.get(bob.id) ?? []), r.id])
    note('follow_request', bob, r, null, 30 + social.notifications.length)
  }

  const alicePosts = store.timeline
    .filter((s) => s.account_id === alice.id && !s.reblog_of_id && s.visibility === 'public')
    .slice(0, 8)
  const fans = others.filter((a) => a.id !== alice.id)
  alicePosts.forEach((s, i) => {
    for (const fan of rng.sample(fans, rng.int(1, 3))) {
      const likes = social.favourites.get(s.id) ?? new Map<string, string>()
      likes.set(fan.id, mintLike(at(20 + i * 90).getTime()))
      social.favourites.set(s.id, likes)
      s.favourites_count += 1
      note('favourite', alice, fan, s.id, 20 + i * 90)
    }
    if (i % 3 === 0) {
      const fan = rng.pick(fans)
      s.reactions.push({ name: '🌻', url: null, account_ids: [fan.id] })
      note('pleroma:emoji_reaction', alice, fan, s.id, 40 + i * 90, '🌻')
    }
  })
  for (const s of store.timeline) {
    if (s.reblog_of_id && store.statuses.get(s.reblog_of_id)?.account_id === alice.id) {
      const from = store.accounts.get(s.account_id)
      if (from && from.id !== alice.id) note('reblog', alice, from, s.reblog_of_id, 700)
    }
  }
  for (const s of store.timeline) {
    if (s.mention_ids.includes(alice.id) && s.account_id !== alice.id && !s.reblog_of_id) {
      const from = store.accounts.get(s.account_id)
      if (from)
        note(
          'mention',
          alice,
          from,
          s.id,
          Math.max(1, (now.getTime() - s.created_at.getTime()) / MINUTE),
        )
    }
  }
  social.notifications.sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
  for (const n of social.notifications) n.id = nextIntegerId(store)

  seedEdits(store, alice, carol, now)
}

/** Gives two recent posts (alice's and carol's) an earlier version each. */
function seedEdits(store: Store, alice: AccountRecord, carol: AccountRecord, now: Date): void {
  for (const who of [alice, carol]) {
    const s: StatusRecord | undefined = store.timeline.find(
      (x) => x.account_id === who.id && !x.reblog_of_id && !x.poll && x.visibility === 'public',
    )
    if (!s) continue
    store.social.history.set(s.id, [
      {
        content: s.content.replace(/<\/p>$|$/, ' (first draft)$&'),
        spoiler_text: '',
        sensitive: false,
        emojis: s.emojis,
        media: [],
        poll: null,
        created_at: s.created_at,
      },
    ])
    const edited = new Date(Math.min(now.getTime(), s.created_at.getTime() + 5 * MINUTE))
    store.social.editedAt.set(s.id, edited)
  }
}
