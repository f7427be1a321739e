import { decodePart, encodePart } from '../../lib/urlPart'
/**
 * Staff accounts (nodeinfo `metadata.staffAccounts`: ActivityPub ids of the local admins and
 * moderators, PLEROMA-API §2.4) as profile links.
 */

import type { User } from '../../entities/types'

/** A staff member: nickname and the route of their profile. */
export interface StaffLink {
  nickname: string
  to: string
}

/**
 * The nickname is the last path segment of the ActivityPub id
 * (`https://host/users/admin` -> `admin`); ids that are not URLs are skipped.
 */
export function staffLinks(apIds: readonly string[]): StaffLink[] {
  const links: StaffLink[] = []
  for (const apId of apIds) {
    try {
      const nickname = new URL(apId).pathname.split('/').filter(Boolean).pop()
      if (nickname) {
        links.push({ nickname, to: `/users/${encodePart(decodeURIComponent(nickname))}` })
      }
    } catch {
      continue
    }
  }
  return links
}

/** Staff grouped by role (s1 §2 "staff panel grouped by admin then moderator"). */
export interface StaffGroups {
  admin: StaffLink[]
  moderator: StaffLink[]
}

/**
 * Groups `links` by the role of their account in `users` (matched by nickname, the local
 * `screen_name`), admins first; a link whose account is unknown or has neither role counts as
 * a moderator, since nodeinfo lists only admins and moderators.
 */
export function groupStaff(links: readonly StaffLink[], users: readonly User[]): StaffGroups {
  const roleOf = new Map(users.map((user) => [user.screen_name.toLowerCase(), user.role]))
  const groups: StaffGroups = { admin: [], moderator: [] }
  for (const link of links) {
    const role = roleOf.get(decodePart(link.nickname).toLowerCase())
    groups[role === 'admin' ? 'admin' : 'moderator'].push(link)
  }
  return groups
}
