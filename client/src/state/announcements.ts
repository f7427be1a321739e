/**
 * Announcements of the account scope (s1 §3, §4 "Announcement", §6, §9; s2 §7 "Domains,
 * reports, announcements", "Polling"; s2 §8 "Announcements"): the list with read and inactive
 * marks, a poll every 300 s, marking read, and what admins do. A 404 marks announcements
 * unsupported: the poll stops, and the entry and the page disappear (state/routing/guards.ts).
 */
import { useStore } from 'zustand'
import {
  deleteAnnouncement,
  dismissAnnouncement,
  fetchAdminAnnouncements,
  fetchAnnouncements,
  saveAnnouncement,
  type AnnouncementDraft,
} from '../api/endpoints/announcements'
import { ApiError } from '../api/http'
import type { Announcement, User } from '../entities/types'
import { can } from './privileges'
import { currentScope, useScope, type AccountScope, type AnnouncementsState } from './scope'

/** s1 §9: announcements are polled every 300 s. */
export const ANNOUNCEMENTS_POLL_MS = 300_000

/** True when `user` may post, edit and delete announcements (s1 §6, state/privileges.ts). */
export function canManageAnnouncements(user: Pick<User, 'privileges'> | undefined): boolean {
  return can(user, 'announcements_manage_announcements')
}

/**
 * The admin list with what the member list knows: an announcement that members cannot see now
 * is inactive; the others take their `read` from it (Pleroma-FE's merge).
 */
export function mergeAdminList(all: Announcement[], visible: Announcement[]): Announcement[] {
  const byId = new Map(visible.map((a) => [a.id, a]))
  return all.map((a) => {
    const seen = byId.get(a.id)
    return seen ? { ...a, read: seen.read } : { ...a, inactive: true }
  })
}

/** The unread count of the drawer badge and the title (s1 §4): active and not read. */
export function unreadAnnouncementCount(state: Pick<AnnouncementsState, 'items'>): number {
  return state.items.filter((a) => !a.inactive && !a.read).length
}

/** A value picked from the active scope's announcements; re-renders when it changes. */
export function useAnnouncements<T>(selector: (state: AnnouncementsState) => T): T {
  return useStore(useScope().announcements, selector)
}

/**
 * Fetches the list into `scope` (admins: the admin list merged with the visible one). A 404
 * marks announcements unsupported and returns false; other failures are thrown.
 * @throws ApiError, NetworkError, AbortError
 */
export async function refreshAnnouncements(
  admin: boolean,
  scope: AccountScope = currentScope(),
): Promise<boolean> {
  try {
    const [visible, all] = await Promise.all([
      fetchAnnouncements(scope.signal),
      admin ? fetchAdminAnnouncements(scope.signal) : null,
    ])
    if (scope.disposed) return true
    scope.announcements.setState({ items: all ? mergeAdminList(all, visible) : visible })
    return true
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error
    scope.announcements.setState({ items: [], supported: false })
    return false
  }
}

/**
 * Starts fetching announcements for the active scope now and every 300 000 ms; stops with the
 * scope, or after a 404. Failures are logged.
 */
export function startAnnouncementsFetcher(admin: boolean): void {
  const scope = currentScope()
  const refresh = () => {
    refreshAnnouncements(admin, scope).then(
      (supported) => {
        if (!supported) clearInterval(timer)
      },
      (error: unknown) => {
        if (!scope.disposed) console.warn('Fetching announcements failed', error)
      },
    )
  }
  const timer = setInterval(refresh, ANNOUNCEMENTS_POLL_MS)
  refresh()
  scope.onDispose(() => clearInterval(timer))
}

/**
 * Marks an announcement read (POST …/dismiss), then in the list.
 * @throws ApiError, NetworkError (nothing changes then)
 */
export async function markAnnouncementRead(id: string): Promise<void> {
  const scope = currentScope()
  await dismissAnnouncement(id)
  scope.announcements.setState((s) => ({
    items: s.items.map((a) => (a.id === id ? { ...a, read: true } : a)),
  }))
}

/**
 * Posts (no `id`) or edits an announcement, then refetches the admin list.
 * @throws ApiError, NetworkError (the form shows the error)
 */
export async function submitAnnouncement(draft: AnnouncementDraft, id?: string): Promise<void> {
  const scope = currentScope()
  await saveAnnouncement(draft, id)
  await refreshAnnouncements(true, scope)
}

/**
 * Deletes an announcement, then refetches the admin list.
 * @throws ApiError, NetworkError
 */
export async function removeAnnouncement(id: string): Promise<void> {
  const scope = currentScope()
  await deleteAnnouncement(id)
  await refreshAnnouncements(true, scope)
}
