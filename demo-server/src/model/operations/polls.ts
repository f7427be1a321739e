/**
 * Poll writes (PLEROMA-API §7): votes with Pleroma's checks, and the end of a poll, noticed on
 * read (the first read after expiry notifies the author and the voters, `poll`, §8).
 */
import { ApiError } from '../../lib/errors'
import type { StatusRecord } from '../records'
import type { Store } from '../store'
import { notify } from './notifications'

/** Notifies the author and voters once when the poll of `s` has ended (by the store's clock). */
export function checkPollEnd(store: Store, s: StatusRecord): void {
  const poll = s.poll
  if (
    !poll ||
    poll.expires_at.getTime() > store.clock().getTime() ||
    store.social.pollsEnded.has(poll.id)
  )
    return
  store.social.pollsEnded.add(poll.id)
  const voters = [...(store.social.pollVotes.get(poll.id)?.keys() ?? [])]
  for (const id of [s.account_id, ...voters]) {
    if (store.accounts.get(id)?.host) continue
    notify(store, { type: 'poll', accountId: id, fromId: s.account_id, statusId: s.id })
  }
}

/**
 * `me` votes `choices` (option indices, duplicates already dropped) in the poll of `s`.
 * @throws ApiError 422 with Pleroma's texts: the author, a second vote, an expired poll,
 *   indices out of range, several choices in a single-choice poll
 */
export function vote(store: Store, s: StatusRecord, me: string, choices: number[]): void {
  const poll = s.poll
  if (!poll) throw new ApiError(404, { error: 'Record not found' })
  if (s.account_id === me) throw new ApiError(422, { error: "Poll's author can't vote" })
  const votes = store.social.pollVotes.get(poll.id) ?? new Map<string, number[]>()
  if (votes.has(me)) throw new ApiError(422, { error: 'Already voted' })
  if (poll.expires_at.getTime() <= store.clock().getTime())
    throw new ApiError(422, { error: 'Poll is expired' })
  if (
    choices.length === 0 ||
    choices.some((c) => !Number.isInteger(c) || c < 0 || c >= poll.options.length)
  )
    throw new ApiError(422, { error: 'Invalid indices' })
  if (!poll.multiple && choices.length > 1) throw new ApiError(422, { error: 'Too many choices' })
  votes.set(me, choices)
  store.social.pollVotes.set(poll.id, votes)
  for (const c of choices) {
    const option = poll.options[c]
    if (option) option.votes_count += 1
  }
  poll.voters_count += 1
}
