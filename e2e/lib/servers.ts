/**
 * The demo instances the browser tests run against (started by playwright.config.ts):
 * the normal one on E2E_PORT (default 4310), the hostile one (--hostile) on E2E_PORT + 1, and
 * the others below.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 4310)
export const baseURL = `http://127.0.0.1:${e2ePort}`
export const hostileURL = `http://127.0.0.1:${e2ePort + 1}`
/** A third demo instance whose front-end configuration asks for the token (authorize page) login. */
export const tokenLoginURL = `http://127.0.0.1:${e2ePort + 2}`
/** A fourth one serving malformed items among good ones (STARLING_MALFORMED=1, issue 22). */
export const malformedURL = `http://127.0.0.1:${e2ePort + 3}`
/** A fifth, private one (STARLING_PRIVATE=1, issue 14): timelines and search for members only. */
export const privateURL = `http://127.0.0.1:${e2ePort + 4}`
