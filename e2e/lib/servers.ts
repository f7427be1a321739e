import { existsSync } from 'node:fs'
import { join } from 'node:path'

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
/** The client build served alone, as a static host serves it (`--standalone`, issue 13). */
export const standaloneURL = `http://127.0.0.1:${e2ePort + 5}`
/** A real GoToSocial (../shared/peers/gotosocial, started fresh by e2e/tools/gotosocial.sh). */
export const gotosocialURL = `http://127.0.0.1:${e2ePort + 6}`
/** The real servers beside the repository (../shared/peers relative to its root), read in place. */
export const peersDir = join(import.meta.dirname, '..', '..', '..', 'shared', 'peers')
/** Whether the real GoToSocial is there; without it the `gotosocial` project is left out. */
export const hasGotosocial = existsSync(join(peersDir, 'gotosocial', 'start.sh'))
/** Why the peer journeys skip themselves when the real GoToSocial is not there. */
export const NO_GOTOSOCIAL = `no real GoToSocial in ${peersDir} (see README "Requirements")`
