/**
 * The calls of the first screen, asked for by the page's first script (src/early.ts,
 * state/firstCalls.ts) while the entry is still on the network (issue 20): on a phone each was a
 * round trip after the entry had downloaded and run, the last links of the chain to the first
 * posts. The script leaves its requests here (a property of the window, as it is built apart
 * from the app); the app's own request for the same URL with the same Authorization header takes
 * the answer instead of fetching again ({@link takeAhead}, api/http.ts).
 */

/** A request the early script made: its URL, its Authorization header and its answer. */
export interface AheadRequest {
  /** Absolute URL. */
  url: string
  /** The header as the app would send it (`Bearer …`), null for none. */
  authorization: string | null
  response: Promise<Response>
}

/** The window's property that holds the requests (the early script and the app share nothing else). */
const AHEAD = 'starlingAhead'

type Holder = Record<typeof AHEAD, readonly AheadRequest[] | undefined>

const holder = () => window as unknown as Holder

/** Leaves `request` for the app (the early script). */
export function leaveAhead(request: AheadRequest): void {
  holder()[AHEAD] = [...(holder()[AHEAD] ?? []), request]
}

/**
 * The answer of the early script's request of `url` (absolute) with the header `authorization`
 * (never another account's or another call's), once: it is then forgotten. Undefined otherwise.
 */
export function takeAhead(
  url: string,
  authorization: string | null,
): Promise<Response> | undefined {
  const left = holder()[AHEAD] ?? []
  const found = left.find((r) => r.url === url && r.authorization === authorization)
  if (!found) return undefined
  holder()[AHEAD] = left.filter((r) => r !== found)
  return found.response
}

/**
 * Forgets the answers the app did not take (a page whose query differed): on sign-out, as
 * nothing of an account outlives its session.
 */
export function dropAhead(): void {
  if (holder()[AHEAD]?.length) holder()[AHEAD] = []
}
