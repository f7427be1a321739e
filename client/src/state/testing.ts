/**
 * Test helpers for the state layer: a fresh account scope and session, as a new page would have.
 */
import { configureServer } from '../api/http'
import type { Announcement } from '../entities/types'
import { activateScope, createAccountScope } from './scope'
import { sessionStore } from './session'

/**
 * Starts over: the instance origin `server` (default: the page's), the session with `token`
 * (and `userId`, signed in when given), and a new empty account scope replacing the active one.
 */
export function resetSession(
  options: { server?: string; token?: string | null; userId?: string | null } = {},
): void {
  const server = options.server ?? window.location.origin
  configureServer(server)
  const userId = options.userId ?? null
  sessionStore.setState({
    user: userId,
    server: userId ? server : null,
    token: options.token ?? null,
  })
  activateScope(createAccountScope(userId ? { userId, server } : null))
}

/** A new empty account scope for whoever is signed in now (session and server unchanged). */
export function resetScope(): void {
  const { user } = sessionStore.getState()
  activateScope(createAccountScope(user ? { userId: user, server: window.location.origin } : null))
}

/** An active, unread announcement `id` (s1 §3) with `overrides`. */
export function makeAnnouncement(id: string, overrides: Partial<Announcement> = {}): Announcement {
  return {
    id,
    content: id,
    raw_content: id,
    starts_at: null,
    ends_at: null,
    all_day: false,
    published_at: '2024-05-01T10:00:00Z',
    read: false,
    inactive: false,
    emojis: [],
    ...overrides,
  }
}
