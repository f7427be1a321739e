/**
 * The first page of a member's home timeline, asked for by the page's first script (src/early.ts,
 * state/firstPage.ts) while the entry is still on the network (issue 20): on a phone it was the
 * last link of the chain to the first posts, asked for once the entry, the sign-in code and the
 * landing chunk had run. The script leaves its request here (a property of the window, as it is
 * built apart from the app); the app's own request for the same URL with the same Authorization
 * header takes its answer instead of fetching again ({@link takeFirstPage}, api/http.ts).
 */

/** A request the early script made: its URL, its Authorization header and its answer. */
export interface FirstPageRequest {
  url: string
  authorization: string
  response: Promise<Response>
}

/** The window's property that holds the request (the early script and the app share nothing else). */
const FIRST_PAGE = 'starlingFirstPage'

type Holder = Record<typeof FIRST_PAGE, FirstPageRequest | undefined>

/** Leaves `request` for the app (the early script; a later one replaces it). */
export function leaveFirstPage(request: FirstPageRequest): void {
  ;(window as unknown as Holder)[FIRST_PAGE] = request
}

/**
 * The answer of the early script's request when it is for `url` (absolute) with the header
 * `authorization` (never another account's or another call's), once: it is then forgotten.
 * Undefined otherwise.
 */
export function takeFirstPage(
  url: string,
  authorization: string | null,
): Promise<Response> | undefined {
  const holder = window as unknown as Holder
  const left = holder[FIRST_PAGE]
  if (!left || left.url !== url || left.authorization !== authorization) return undefined
  holder[FIRST_PAGE] = undefined
  return left.response
}
