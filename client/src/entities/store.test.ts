/**
 * The entity store's merge rule for users (issue 13): a copy embedded in a status or a
 * notification never overwrites the counts of a copy fetched as the account itself.
 */
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

const inStatus = (statuses: number, followers: number, name?: string) =>
  normalizeStatus(
    statusSchema.parse({
      id: '100',
      content: 'hello',
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
    expect(alice(store)).toMatchObject({ statuses_count: 6, followers_count: 31, embedded: true })
    store.getState().importBatch(fetched(8, 40))
    expect(alice(store)).toMatchObject({ statuses_count: 8, followers_count: 40 })
    expect(alice(store)?.embedded).toBeUndefined()
  })
})
