/**
 * Per-instance credentials in local storage (s1 §3 "OAuth app", "OAuth token").
 *
 * Keys carry the instance origin, so two instances served to the same browser (a dev proxy to
 * one, the demo to another) never share an app or a user token:
 * - `starling:oauth-app:{origin}`: `{"clientId","clientSecret"}` (JSON), registered once;
 * - `starling:user-token:{origin}`: the user's access token (plain string), as builds before
 *   issue 13 kept it; read once at start-up and moved to the kept accounts (state/accounts.ts).
 * Storage is `lib/storage` (never throws; in memory when localStorage is unusable).
 */
import { LEGACY_TOKEN_PREFIX } from '../../state/server'
import { storage, type SafeStorage } from '../../lib/storage'
import type { OAuthApp } from './api'

/** Origin of `server` (scheme, host, port), the part that scopes every key. */
function originOf(server: string): string {
  return new URL(server).origin
}

/** The local-storage key of the OAuth app of `server`. */
export function appKey(server: string): string {
  return `starling:oauth-app:${originOf(server)}`
}

/** The local-storage key of the user token an earlier build kept for `server`. */
export function tokenKey(server: string): string {
  return LEGACY_TOKEN_PREFIX + originOf(server)
}

/** The stored OAuth app of `server`, or null when none (or unreadable). */
export function loadApp(server: string, store: SafeStorage = storage): OAuthApp | null {
  const raw = store.getItem(appKey(server))
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (
      parsed &&
      typeof parsed === 'object' &&
      'clientId' in parsed &&
      'clientSecret' in parsed &&
      typeof parsed.clientId === 'string' &&
      typeof parsed.clientSecret === 'string'
    ) {
      return { clientId: parsed.clientId, clientSecret: parsed.clientSecret }
    }
  } catch {
    // An unreadable entry is treated as absent; a new app is registered and overwrites it.
  }
  return null
}

/** Keeps the OAuth app of `server`. */
export function saveApp(server: string, app: OAuthApp, store: SafeStorage = storage): void {
  store.setItem(appKey(server), JSON.stringify(app))
}

/** The user token an earlier build kept for `server`, or null. */
export function loadToken(server: string, store: SafeStorage = storage): string | null {
  return store.getItem(tokenKey(server)) || null
}

/** Forgets the earlier build's user token of `server` (moved, or revoked). */
export function forgetToken(server: string, store: SafeStorage = storage): void {
  store.removeItem(tokenKey(server))
}
