/**
 * "Which server?" (issue 13, stand-alone mode): what a person typed becomes an origin, and the
 * server there is checked to be a fediverse server through its nodeinfo (PLEROMA-API §2.7:
 * `/.well-known/nodeinfo` names the 2.1 or 2.0 document, which names the software) before
 * anything else is asked of it.
 */
import { ApiError, NetworkError, request } from '../../api/http'
import { nodeinfoLinksSchema, nodeinfoSchema } from '../../api/schemas/instance'

/** Why a server was not accepted; each is a message key `accounts.{problem}`. */
export type ServerProblem = 'invalid_address' | 'not_fediverse' | 'unreachable'

/** Thrown by {@link checkServer}. */
export class ServerCheckError extends Error {
  readonly problem: ServerProblem

  constructor(problem: ServerProblem, options?: ErrorOptions) {
    super(`Server check failed: ${problem}`, options)
    this.name = 'ServerCheckError'
    this.problem = problem
  }
}

/**
 * The origin of what was typed: a domain (`example.social`, https assumed), a handle's domain
 * (`@alice@example.social`), or a URL with http(s). Null when it is none of these.
 */
export function serverOrigin(input: string): string | null {
  const text = input.trim().replace(/^@?[^@/\s]+@(?=[^@/\s]+$)/, '')
  if (!text || /\s/.test(text)) return null
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`
  if (!URL.canParse(withScheme)) return null
  const url = new URL(withScheme)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  return url.hostname.includes('.') || url.port ? url.origin : null
}

/** What the address field shows for `origin`: the bare host for https, else the origin. */
export function addressOf(origin: string): string {
  const url = new URL(origin)
  return url.protocol === 'https:' ? url.host : url.origin
}

function problemOf(error: unknown): ServerProblem {
  if (error instanceof NetworkError) return 'unreachable'
  if (error instanceof ApiError && error.status >= 500) return 'unreachable'
  return 'not_fediverse'
}

/**
 * Checks that a fediverse server answers at `input` and returns its origin.
 * @throws ServerCheckError: `invalid_address` (not a domain or URL), `unreachable` (network
 *   error, 5xx), `not_fediverse` (no nodeinfo, or one naming no software).
 */
export async function checkServer(input: string, signal?: AbortSignal): Promise<string> {
  const origin = serverOrigin(input)
  if (!origin) throw new ServerCheckError('invalid_address')
  try {
    const { data } = await request(`${origin}/.well-known/nodeinfo`, {
      schema: nodeinfoLinksSchema,
      signal,
    })
    const pick = (v: string) => data.links.find((l) => l.rel?.endsWith(`/schema/${v}`))?.href
    const href = pick('2.1') ?? pick('2.0')
    if (!href || !URL.canParse(href, origin)) throw new ServerCheckError('not_fediverse')
    const nodeinfo = (
      await request(new URL(href, origin).toString(), { schema: nodeinfoSchema, signal })
    ).data
    if (!nodeinfo.software?.name) throw new ServerCheckError('not_fediverse')
    return origin
  } catch (error) {
    if (error instanceof ServerCheckError) throw error
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ServerCheckError(problemOf(error), { cause: error })
  }
}
