/**
 * Remote-interaction links (s1 §2 route notes, §5 "Reply, favourite, repeat need login,
 * otherwise a remote-interaction link opens in a new tab"): `{server}/main/ostatus` with a
 * `status_id` or `nickname` query. With no usable http(s) server URL the link is relative to
 * the page's origin (the app is served by the instance itself).
 */
import { isWebUrl } from './safeUrl'
import { encodePart } from './urlPart'

function base(server: string | null | undefined): string {
  return isWebUrl(server) ? server.replace(/\/+$/, '') : ''
}

/** `{server}/main/ostatus?status_id={id}` (id URL-encoded). */
export function remoteInteractionUrl(server: string | null | undefined, statusId: string): string {
  return `${base(server)}/main/ostatus?status_id=${encodePart(statusId)}`
}

/**
 * Where the remote follow form posts (s1 §2 route notes, s2 §7 "Remote follow"): the
 * `/main/ostatus` of the host of the user's profile URL (their own instance), as Pleroma-FE
 * does; null when the profile URL is not http(s).
 */
export function remoteFollowAction(profileUrl: string | null | undefined): string | null {
  if (!isWebUrl(profileUrl)) return null
  const { origin } = new URL(profileUrl)
  return `${origin}/main/ostatus`
}
