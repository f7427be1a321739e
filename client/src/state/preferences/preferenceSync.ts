/**
 * Preference sync at run time (s1 §4 "Preference sync"): when an account's scope starts, the
 * local cache and the server copy in the user's `pleroma.settings_store["pleroma-fe"]` are
 * reconciled (serverCopy.ts), the result goes into the preference store and, when the sides
 * differed, to the server. Every later edit marks the copy dirty and uploads it 1 s after the
 * last change; a failed upload is retried (2 s, 4 s, ... up to 60 s) and the edit stays in
 * the local cache, so nothing is lost and the next start uploads it anyway. The flags live
 * beside the preferences in local storage (`starling:preference-flags:{account}`).
 * Loaded lazily with the signed-in machinery (features/notifications/live.ts).
 */
import { updateCredentials } from '../../api/endpoints/profile'
import type { User } from '../../entities/types'
import { storage as defaultStorage, type SafeStorage } from '../../lib/storage'
import type { AccountScope } from '../scope'
import { fromServerCopy, toServerCopy } from './localCopy'
import { preferencesStore, savePreferences } from './preferences'
import { DEFAULT_FLAGS, reconcile, type FlagStorage, type ServerCopy } from './serverCopy'

/** Pleroma-FE's key in `pleroma_settings_store`. */
export const FRONTEND_KEY = 'pleroma-fe'

/** Wait after the last edit before uploading (ms). */
export const UPLOAD_DELAY_MS = 1000

/** Longest wait between retries of a failed upload (ms). */
export const MAX_RETRY_MS = 60_000

/** What the sync talks to (tests replace them). */
export interface SyncDeps {
  upload: (copy: ServerCopy) => Promise<User>
  storage: SafeStorage
  now: () => number
}

const defaultDeps: SyncDeps = {
  upload: async (copy) =>
    (await updateCredentials({ pleroma_settings_store: { [FRONTEND_KEY]: copy } })).user,
  storage: defaultStorage,
  now: () => Date.now(),
}

/** The local storage key of an account's flags. */
const flagsKey = (account: string): string => `starling:preference-flags:${account}`

function readFlags(from: SafeStorage, account: string): FlagStorage {
  try {
    const raw: unknown = JSON.parse(from.getItem(flagsKey(account)) ?? 'null')
    if (raw && typeof raw === 'object') return raw as FlagStorage
  } catch {
    // unreadable flags: the defaults
  }
  return { ...DEFAULT_FLAGS }
}

/**
 * Starts syncing the preferences of `user` (the signed-in account of `scope`, its
 * `storage` as verify_credentials gave it) until the scope ends. `account` is the account key
 * the preference store was loaded for.
 */
export function startPreferenceSync(
  scope: AccountScope,
  user: User,
  account: string,
  deps: SyncDeps = defaultDeps,
): void {
  let flags = readFlags(deps.storage, account)
  let timer: ReturnType<typeof setTimeout> | undefined
  let applying = false
  let failures = 0

  const apply = (copy: ServerCopy): void => {
    applying = true
    const state = preferencesStore.getState()
    preferencesStore.setState({ ...fromServerCopy(copy, state), _timestamp: copy._timestamp })
    savePreferences(preferencesStore.getState())
    flags = copy.flagStorage
    deps.storage.setItem(flagsKey(account), JSON.stringify(flags))
    applying = false
  }

  const schedule = (delay: number): void => {
    clearTimeout(timer)
    timer = setTimeout(() => void upload(), delay)
  }

  const upload = async (): Promise<void> => {
    const copy = toServerCopy(preferencesStore.getState(), flags, user.fqn)
    try {
      const answer = await deps.upload(copy)
      if (scope.disposed) return
      failures = 0
      scope.entities.getState().importBatch({ statuses: [], users: [answer] })
      if (preferencesStore.getState()._timestamp !== copy._timestamp) schedule(UPLOAD_DELAY_MS)
    } catch {
      if (scope.disposed) return
      failures += 1
      schedule(Math.min(MAX_RETRY_MS, 1000 * 2 ** failures))
    }
  }

  const cache = toServerCopy(preferencesStore.getState(), flags, user.fqn)
  const result = reconcile(
    cache,
    user.storage?.[FRONTEND_KEY],
    { fqn: user.fqn, createdAt: user.created_at },
    deps.now(),
  )
  apply(result.copy)
  if (result.upload) schedule(0)

  const stop = preferencesStore.subscribe((state, previous) => {
    if (!applying && state._timestamp !== previous._timestamp) schedule(UPLOAD_DELAY_MS)
  })
  scope.onDispose(() => {
    stop()
    clearTimeout(timer)
  })
}
