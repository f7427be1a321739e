/**
 * alice's lists and the instance's announcements (PLEROMA-API §9, §12.3), added after the rest
 * of the seed so nothing seeded before them changes:
 *
 * - "Garden club" (gina, noor@garden.example, robin@birds.example) and, newer, "Code and
 *   coffee" (dave, hana, mika@code.example): alice follows every member, so both list
 *   timelines have posts.
 * - A welcome announcement, showing (published two days ago, no start or end), and a
 *   maintenance notice that ended nine days ago (all day), which only the admin list shows.
 */
import { createAnnouncement } from '../model/operations/announcements'
import { addListMembers, createList } from '../model/operations/lists'
import { findAccount } from '../model/store'
import type { Store } from '../model/store'

const DAY = 86_400_000

/** alice's seeded lists: title and members (acct), oldest first. */
export const SEEDED_LISTS: readonly { title: string; members: readonly string[] }[] = [
  { title: 'Garden club', members: ['gina', 'noor@garden.example', 'robin@birds.example'] },
  { title: 'Code and coffee', members: ['dave', 'hana', 'mika@code.example'] },
]

/** The seeded announcements' text, as the admin typed it. */
export const WELCOME_ANNOUNCEMENT =
  'Welcome to the Starling demo! Read the rules on the about page and say hello with ' +
  '#introductions.\nQuestions go to @admin.'
export const MAINTENANCE_ANNOUNCEMENT =
  'Planned maintenance: the server restarts during the day. See https://status.example for news.'

/** Adds alice's lists and the two announcements. */
export function seedListsAndAnnouncements(store: Store, now: Date): void {
  const alice = findAccount(store, 'alice')
  if (alice) {
    for (const { title, members } of SEEDED_LISTS) {
      const ids = members.flatMap((acct) => findAccount(store, acct)?.id ?? [])
      addListMembers(store, createList(store, alice.id, title), ids)
    }
  }
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY)
  const midnight = (n: number) => new Date(Math.floor(daysAgo(n).getTime() / DAY) * DAY)
  createAnnouncement(
    store,
    {
      content: MAINTENANCE_ANNOUNCEMENT,
      starts_at: midnight(10),
      ends_at: midnight(9),
      all_day: true,
    },
    daysAgo(12),
  )
  createAnnouncement(store, { content: WELCOME_ANNOUNCEMENT }, daysAgo(2))
}
