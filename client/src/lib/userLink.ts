import { encodePart } from './urlPart'
/**
 * User routes (s1 §2 "Route table" notes; DECISIONS.md "Routes"): a user link goes to
 * external-user-profile `/users/$:id` when the nickname is missing, contains an at-sign or is
 * in the instance's restricted nicknames (compared case-insensitively, as routes match
 * case-insensitively); otherwise to user-profile `/users/:name`.
 */

/** The route of a user: `/users/$ID` or `/users/NAME` (both path-encoded). */
export function userRoute(
  id: string,
  screenName: string | null | undefined,
  restrictedNicknames: readonly string[] = [],
): string {
  const name = screenName?.trim() ?? ''
  const restricted = restrictedNicknames.some(
    (nickname) => nickname.toLowerCase() === name.toLowerCase(),
  )
  if (name === '' || name.includes('@') || restricted) {
    return `/users/$${encodePart(id)}`
  }
  return `/users/${encodePart(name)}`
}

/** Minimal shape of a mention (s1 §3 Status.attentions) needed to resolve a link. */
export interface MentionTarget {
  id: string
  screen_name: string
  url: string
}

/**
 * The mention a link in rich text refers to: the attention whose `url` equals the link's href
 * (ignoring a trailing slash), else the one whose id equals the link's `data-user`; or null.
 */
export function findMention<M extends MentionTarget>(
  mentions: readonly M[],
  href: string | null | undefined,
  dataUser?: string | null,
): M | null {
  const norm = (url: string) => url.replace(/\/+$/, '')
  if (href) {
    const byUrl = mentions.find((mention) => mention.url && norm(mention.url) === norm(href))
    if (byUrl) return byUrl
  }
  if (dataUser) return mentions.find((mention) => mention.id === dataUser) ?? null
  return null
}
