/**
 * A member's own account changes of PLEROMA-API §13: deleting the account, moving it to another
 * one, and the aliases (`also_known_as`, ActivityPub ids) a move needs on the target.
 */
import type { AccountRecord } from '../records'
import { accountUrl, statusesOf } from '../store'
import type { Store } from '../store'
import { follow, unfollow } from './relationships'
import { removeStatus } from './statuses'

/**
 * Deletes a member's account as Pleroma's `User.delete` leaves it: deactivated (gone for everyone
 * but privileged staff), its statuses removed, nobody following it any more. Sign-in state
 * (credentials, tokens) is the auth layer's to clear.
 */
export function deleteOwnAccount(store: Store, account: AccountRecord): void {
  account.deactivated = true
  for (const s of statusesOf(store, account.id)) removeStatus(store, s)
  for (const [follower, set] of store.follows)
    if (set.has(account.id)) unfollow(store, follower, account.id)
  store.follows.delete(account.id)
}

/** Whether `target` lists `origin` among its aliases, which a move requires. */
export function knowsAlias(target: AccountRecord, origin: AccountRecord): boolean {
  return target.also_known_as.includes(accountUrl(origin))
}

/**
 * Moves `origin` to `target` (Pleroma's Move activity): `origin` names its new account and its
 * followers follow `target` instead. The caller checks {@link knowsAlias} first.
 */
export function moveAccount(store: Store, origin: AccountRecord, target: AccountRecord): void {
  origin.moved_to_id = target.id
  for (const [follower, set] of store.follows) {
    if (!set.has(origin.id) || follower === target.id) continue
    unfollow(store, follower, origin.id)
    follow(store, follower, target)
  }
}

/** Adds `alias` to `account`'s aliases (once). */
export function addAlias(account: AccountRecord, alias: AccountRecord): void {
  const id = accountUrl(alias)
  if (!account.also_known_as.includes(id)) account.also_known_as.push(id)
}

/** Removes `alias` from `account`'s aliases. @returns false when it was not one */
export function removeAlias(account: AccountRecord, alias: AccountRecord): boolean {
  const id = accountUrl(alias)
  if (!account.also_known_as.includes(id)) return false
  account.also_known_as = account.also_known_as.filter((a) => a !== id)
  return true
}
