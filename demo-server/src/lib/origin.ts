/**
 * Placeholders for this instance's own address inside stored URLs and HTML. The model stores
 * them; the HTTP layer swaps in the request's values when it answers (http/reply.ts
 * `fillOrigin`), so one store serves any host name.
 */

/** Placeholder for this instance's origin (`scheme://host[:port]`). */
export const ORIGIN = '@@ORIGIN@@'

/** Placeholder for this instance's host (`host[:port]`, no scheme), e.g. in local `fqn`. */
export const HOST = '@@HOST@@'
