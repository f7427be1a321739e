/**
 * Kept accounts (issue 13 "Several accounts"; s1 §3 "OAuth token"): every account signed in on
 * this browser, on this or other servers, with its token, so switching needs no new sign-in.
 *
 * Local storage:
 * - `starling:accounts`: JSON `[{ server, userId, acct, avatar, token }]` (server: an origin;
 *   acct: the local screen name; avatar: an http(s) URL or null);
 * - `starling:active-account`: the active account's key `{server} {userId}` (state/server.ts
 *   reads it at boot to know which server to start with).
 * Builds before issue 13 kept one token per origin (`starling:user-token:{origin}`) and keyed
 * preferences and drafts by the user id alone: {@link migrateAccountKeys} moves those of the
 * page's own instance once, at the account's first sign-in with this build.
 * Storage is `lib/storage` (never throws).
 */
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { storage, type SafeStorage } from '../lib/storage'
import { draftsKeyOf } from './drafts'
import { preferencesStorageKey } from './preferences/persistence'
import {
  ACCOUNTS_KEY,
  ACTIVE_ACCOUNT_KEY,
  CHOSEN_SERVER_KEY,
  accountKey,
  activeKeptAccount as activeKept,
  readKeptAccounts as readKept,
  type KeptAccount,
} from './keptSession'

export { ACCOUNTS_KEY, type KeptAccount } from './keptSession'

/** The key of a kept account (state/session.ts accountKey). */
export function keyOf(account: Pick<KeptAccount, 'server' | 'userId'>): string {
  return accountKey(account.server, account.userId)
}

/** `@acct@host` of a kept account, as the switcher lists it. */
export function handleOf(account: Pick<KeptAccount, 'server' | 'acct'>): string {
  return `@${account.acct}@${new URL(account.server).host}`
}

/** The kept accounts in the order they were added; unreadable entries are left out. */
export function readKeptAccounts(store: SafeStorage = storage): KeptAccount[] {
  return readKept(store)
}

/** The kept accounts and the active one's key, for React (updated by every change here). */
export const accountsStore = createStore<{ accounts: KeptAccount[]; active: string | null }>()(
  () => ({ accounts: readKeptAccounts(), active: storage.getItem(ACTIVE_ACCOUNT_KEY) }),
)

function write(accounts: KeptAccount[], active: string | null, store: SafeStorage): void {
  store.setItem(ACCOUNTS_KEY, JSON.stringify(accounts))
  if (active) store.setItem(ACTIVE_ACCOUNT_KEY, active)
  else store.removeItem(ACTIVE_ACCOUNT_KEY)
  accountsStore.setState({ accounts, active })
}

/** The active kept account, or null (none, or its entry is gone). */
export function activeKeptAccount(store: SafeStorage = storage): KeptAccount | null {
  return activeKept(store)
}

/** Keeps `account` (replacing its older entry, in place) and makes it the active one. */
export function keepAccount(account: KeptAccount, store: SafeStorage = storage): void {
  const accounts = readKeptAccounts(store)
  const at = accounts.findIndex((kept) => keyOf(kept) === keyOf(account))
  if (at === -1) accounts.push(account)
  else accounts[at] = account
  write(accounts, keyOf(account), store)
}

/** Forgets the account `key` (sign-out, revoked token); no account is active afterwards if it was. */
export function forgetAccount(key: string, store: SafeStorage = storage): void {
  const active = store.getItem(ACTIVE_ACCOUNT_KEY)
  write(
    readKeptAccounts(store).filter((account) => keyOf(account) !== key),
    active === key ? null : active,
    store,
  )
}

/** Leaves every account kept but none active (adding another account signs in afresh). */
export function clearActiveAccount(store: SafeStorage = storage): void {
  write(readKeptAccounts(store), null, store)
}

/**
 * Moves the preferences and drafts an earlier build kept under the bare user id to the account
 * key, for an account of the page's own instance whose new keys are still empty. Idempotent.
 */
export function migrateAccountKeys(
  server: string,
  userId: string,
  store: SafeStorage = storage,
  pageOrigin: string = window.location.origin,
): void {
  if (server !== pageOrigin) return
  const key = accountKey(server, userId)
  const moves: [string, string][] = [
    [preferencesStorageKey(userId), preferencesStorageKey(key)],
    [draftsKeyOf(userId), draftsKeyOf(key)],
  ]
  for (const [from, to] of moves) {
    const old = store.getItem(from)
    if (old === null) continue
    if (store.getItem(to) === null) store.setItem(to, old)
    store.removeItem(from)
  }
}

/** The kept accounts and the active key, re-rendering when they change. */
export function useKeptAccounts(): { accounts: KeptAccount[]; active: string | null } {
  return useStore(accountsStore)
}

/** Keeps `origin` as the stand-alone visitor's server for the next start (state/server.ts). */
export function chooseServer(origin: string, store: SafeStorage = storage): void {
  store.setItem(CHOSEN_SERVER_KEY, origin)
}
