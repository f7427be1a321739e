/**
 * Drafts per context (s1 §3 "Composer draft"; issue 5 "Drafts"): one draft per context key
 * (`new`, `reply:<id>`, `edit:<id>`), kept per signed-in account in local storage so a reload
 * or a failed post loses nothing. Stored as JSON `{ [key]: { draft, savedAt } }` under
 * `starling:drafts:{server} {userId}` (state/session.ts accountKey; the older
 * `starling:drafts:{userId}` of the page's own instance is moved there at sign-in, state/accounts.ts).
 */
import { useSyncExternalStore } from 'react'
import { storage } from '../lib/storage'
import { sessionAccountKey, sessionStore } from './session'

/**
 * What this store needs of a draft; the composer's Draft (features/composer/draft.ts) is one,
 * and the composer reads its own type back with `loadDraft<Draft>`.
 */
export interface StoredDraft {
  status: string
  files: readonly unknown[]
}

/** A saved draft and when it was saved (ms since the epoch). */
export interface SavedDraft<D extends StoredDraft = StoredDraft> {
  draft: D
  savedAt: number
}

type Drafts = Record<string, SavedDraft>

const listeners = new Set<() => void>()
let cache: { storageKey: string; raw: string | null; drafts: Drafts } | null = null

/**
 * Local storage key of the drafts of an account (its {@link sessionAccountKey}; default the
 * signed-in one), null when signed out.
 */
export function draftsStorageKey(account: string | null = sessionAccountKey()) {
  return account ? draftsKeyOf(account) : null
}

/** Local storage key of the drafts of the account `account` (an account key). */
export function draftsKeyOf(account: string): string {
  return `starling:drafts:${account}`
}

function isSaved(value: unknown): value is SavedDraft {
  if (!value || typeof value !== 'object') return false
  const draft = (value as { draft?: unknown }).draft
  return (
    !!draft &&
    typeof draft === 'object' &&
    typeof (draft as { status?: unknown }).status === 'string' &&
    Array.isArray((draft as { files?: unknown }).files)
  )
}

/** Every saved draft of the signed-in account, by context key (unreadable entries dropped). */
export function readDrafts(): Drafts {
  const key = draftsStorageKey()
  if (!key) return {}
  const raw = storage.getItem(key)
  if (cache && cache.storageKey === key && cache.raw === raw) return cache.drafts
  const drafts: Drafts = {}
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {}
    if (parsed && typeof parsed === 'object') {
      for (const [k, v] of Object.entries(parsed)) if (isSaved(v)) drafts[k] = v
    }
  } catch {
    // unreadable: start afresh
  }
  cache = { storageKey: key, raw, drafts }
  return drafts
}

function write(drafts: Drafts): void {
  const key = draftsStorageKey()
  if (!key) return
  storage.setItem(key, JSON.stringify(drafts))
  for (const listener of listeners) listener()
}

/** Saves the draft of context `key` (`now` in ms). */
export function saveDraft(key: string, draft: StoredDraft, now: number = Date.now()): void {
  write({ ...readDrafts(), [key]: { draft, savedAt: now } })
}

/** Forgets the draft of context `key`. */
export function deleteDraft(key: string): void {
  const drafts = { ...readDrafts() }
  if (!(key in drafts)) return
  delete drafts[key]
  write(drafts)
}

/** The saved draft of `key`, or undefined. */
export function loadDraft<D extends StoredDraft = StoredDraft>(key: string): D | undefined {
  // The stored value was written by saveDraft from a D and checked by isSaved on reading.
  return readDrafts()[key]?.draft as D | undefined
}

/** Deletes every saved draft of `account` (an account key; sign-out: nothing of it outlives it). */
export function forgetDrafts(account: string): void {
  const key = draftsStorageKey(account)
  if (key) storage.removeItem(key)
  cache = null
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const unsubscribeSession = sessionStore.subscribe(listener)
  return () => {
    listeners.delete(listener)
    unsubscribeSession()
  }
}

/** The saved drafts, re-rendering when one is saved or deleted. */
export function useDrafts<D extends StoredDraft = StoredDraft>(): Record<string, SavedDraft<D>> {
  // Each stored value was written by saveDraft from a D (see loadDraft).
  return useSyncExternalStore(subscribe, readDrafts, readDrafts) as Record<string, SavedDraft<D>>
}
