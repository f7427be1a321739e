/**
 * Test helper: a fake instance behind `fetch` (vi.stubGlobal), answering like Pleroma
 * (PLEROMA-API §3, §4.1). Routes are `METHOD /path`; an unhandled call fails the test loudly.
 */
import { vi } from 'vitest'

/** What a route handler sees: the URL, the form body (empty when none) and a text body as sent. */
export interface FakeRequest {
  url: URL
  form: URLSearchParams
  headers: Record<string, string>
  /** The body when it was text (JSON), else ''. */
  text: string
}

/** A handler's answer; `network: true` makes fetch reject like an unreachable server. */
export type FakeAnswer = { status?: number; body?: unknown; network?: boolean }
export type FakeHandler = (req: FakeRequest) => FakeAnswer | Promise<FakeAnswer>

/** A raw verify_credentials account (PLEROMA-API §4) of user `alice`, id 9. */
export const aliceAccount = {
  id: '9',
  username: 'alice',
  acct: 'alice',
  display_name: 'Alice',
  note: '',
  url: 'http://localhost:3000/users/alice',
  avatar: 'http://localhost:3000/a.png',
  header: 'http://localhost:3000/h.png',
  locked: false,
  followers_count: 0,
  following_count: 0,
  statuses_count: 0,
  created_at: '2024-01-01T00:00:00.000Z',
  fqn: 'alice@localhost',
  pleroma: { is_admin: false, is_moderator: false, privileges: [] },
}

/**
 * Installs a fake fetch with `routes` and returns the log of calls (`METHOD /path`), the
 * requests themselves and the unhandled calls (tests assert there are none). Default routes answer apps and token calls successfully.
 */
export function installFakeServer(routes: Record<string, FakeHandler>) {
  const calls: string[] = []
  const unhandled: string[] = []
  const requests: Record<string, FakeRequest[]> = {}
  const all: Record<string, FakeHandler> = {
    'POST /api/v1/apps': () => ({ body: { client_id: 'cid', client_secret: 'csecret' } }),
    'POST /oauth/revoke': () => ({ body: {} }),
    ...routes,
  }
  const fake = vi.fn(async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input))
    const method = init?.method ?? 'GET'
    const key = `${method} ${url.pathname}`
    calls.push(key)
    const form = new URLSearchParams(
      typeof init?.body === 'string' ? init.body : (init?.body as URLSearchParams | undefined),
    )
    const headers = (init?.headers ?? {}) as Record<string, string>
    const req = { url, form, headers, text: typeof init?.body === 'string' ? init.body : '' }
    ;(requests[key] ??= []).push(req)
    const handler = all[key]
    if (!handler) {
      unhandled.push(key)
      throw new Error(`Unhandled call in test: ${key}`)
    }
    const answer = await handler(req)
    if (answer.network) throw new TypeError('Failed to fetch')
    const status = answer.status ?? 200
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body)
    return new Response(status === 204 ? null : text, { status })
  })
  vi.stubGlobal('fetch', fake)
  return { calls, requests, unhandled, fetch: fake }
}
