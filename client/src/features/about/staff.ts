import { encodePart } from '../../lib/urlPart'
/**
 * Staff accounts (nodeinfo `metadata.staffAccounts`: ActivityPub ids of the local admins and
 * moderators, PLEROMA-API §2.4) as profile links.
 */

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
