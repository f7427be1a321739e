/**
 * The entity store's merge rule for users (issue 13): a copy embedded in a status or a
 * notification never overwrites the counts of a copy fetched as the account itself; copies
 * equal to the stored ones keep the stored objects (issue 20).
 */
import { describe, expect, it, vi } from 'vitest'
import { accountSchema } from '../api/schemas/account'
import { statusSchema } from '../api/schemas/status'
import { normalizeStatus } from './normalize/status'
import { normalizeUsers } from './normalize/user'
import { createEntityStore } from './store'

const account = (statuses: number, followers: number, name = 'Alice') =>
  accountSchema.parse({
    id: '7',
    username: 'alice',
    acct: 'alice',
    display_name: name,
    statuses_count: statuses,
    followers_count: followers,
    following_count: 3,
  })

const fetched = (statuses: number, followers: number) =>
  normalizeUsers([account(statuses, followers)]).batch

const inStatus = (statuses: number, followers: number, name?: string, content = 'hello') =>
  normalizeStatus(
    statusSchema.parse({
      id: '100',
      content,
      created_at: '2024-05-01T10:00:00.000Z',
      visibility: 'public',
      account: account(statuses, followers, name),
    }),
  )

const alice = (store: ReturnType<typeof createEntityStore>) => store.getState().users['7']

describe('entity store: merging copies of an account', () => {
  it("an older embedded copy does not take the fetched account's counts back (8 -> 6)", () => {
    const store = createEntityStore()
    store.getState().importBatch(fetched(8, 40))
    store.getState().importBatch(inStatus(6, 38, 'Alice (new name)'))
    expect(alice(store)).toMatchObject({
      statuses_count: 8,
      followers_count: 40,
      name: 'Alice (new name)',
    })
    expect(alice(store)?.embedded).toBeUndefined()
  })

  it('a fetched copy always updates the counts', () => {
    const store = createEntityStore()
    store.getState().importBatch(fetched(8, 40))
    store.getState().importBatch(fetched(6, 41))
    expect(alice(store)).toMatchObject({ statuses_count: 6, followers_count: 41 })
  })

  it('embedded copies replace each other until the account itself is fetched', () => {
    const store = createEntityStore()
    store.getState().importBatch(inStatus(5, 30))
    store.getState().importBatch(inStatus(6, 31))
    expect(alice(store)).toMatchObject({ statuses_count: 6, followers_count: 31 })
    store.getState().importBatch(fetched(8, 40))
    expect(alice(store)).toMatchObject({ statuses_count: 8, followers_count: 40 })
    store.getState().importBatch(inStatus(5, 30))
    expect(alice(store)).toMatchObject({ statuses_count: 8, followers_count: 40 })
  })

  it('keeps the copy fetched later within one batch against an embedded one after it', () => {
    const store = createEntityStore()
    const [fetchedAlice] = fetched(8, 40).users
    const [embeddedAlice] = inStatus(5, 30).users
    store.getState().importBatch({ statuses: [], users: [fetchedAlice!, embeddedAlice!] })
    expect(alice(store)).toMatchObject({ statuses_count: 8, followers_count: 40 })
  })
})

describe('entity store: copies equal to the stored ones (issue 20)', () => {
  it('keeps the stored objects, and tells no subscriber, when a batch changes nothing', () => {
    const store = createEntityStore()
    store.getState().importBatch(inStatus(5, 30))
    const before = store.getState()
    const listener = vi.fn()
    store.subscribe(listener)
    // The same post and author again (a poll, a notification holding a post already shown).
    store.getState().importBatch(inStatus(5, 30))
    expect(store.getState()).toBe(before)
    expect(listener).not.toHaveBeenCalled()
  })

  it('keeps the stored user when the account fetched itself says what its embedded copy said', () => {
    // The author of a shown post, then the same account in a member's first notifications.
    const store = createEntityStore()
    store.getState().importBatch(inStatus(8, 40))
    const before = store.getState().users['7']
    store.getState().importBatch(fetched(8, 40))
    expect(store.getState().users['7']).toBe(before)
    // It now counts as fetched: an older embedded copy no longer takes its counts back.
    store.getState().importBatch(inStatus(5, 30))
    expect(alice(store)).toMatchObject({ statuses_count: 8, followers_count: 40 })
  })

  it('replaces only what changed: an edited post is a new object, its author stays', () => {
    const store = createEntityStore()
    store.getState().importBatch(inStatus(5, 30))
    const { statuses, users } = store.getState()
    store.getState().importBatch(inStatus(5, 30, undefined, 'hello, edited'))
    expect(store.getState().statuses['100']).not.toBe(statuses['100'])
    expect(store.getState().statuses['100']?.raw_html).toBe('hello, edited')
    expect(store.getState().users['7']).toBe(users['7'])
  })
})
