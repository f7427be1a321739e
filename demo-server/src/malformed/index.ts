/**
 * Malformed mode (STARLING_MALFORMED=1, issue 22): the public timeline, conversations
 * (`/context`) and profiles (`/accounts/:id/statuses`) answer with malformed items among the
 * good ones, as odd servers and broken relays send them. Every fifth good status gets odd but
 * readable fields (lone surrogates, an invalid date, unknown enum values, a javascript: card,
 * negative and wrong-typed counts) and must still show; after every fifth good status one
 * unusable item is inserted (null, not an object, no or a malformed id, no author, a repeat of
 * nothing, an id out of the page's order), which the client leaves out. Headers (the Link
 * paging) are untouched. Isolated: `registerMalformed(app)` adds one onSend hook.
 */
import type { FastifyInstance } from 'fastify'

type Raw = Record<string, unknown>

const PATHS: readonly RegExp[] = [
  /^\/api\/v1\/timelines\/public$/,
  /^\/api\/v1\/accounts\/[^/]+\/statuses$/,
  /^\/api\/v1\/statuses\/[^/]+\/context$/,
]

function isStatus(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && typeof (value as Raw).id === 'string'
}

/** `value` when it is a string, else ''. */
const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** A good status with odd but readable fields: the client shows it. */
export function oddButReadable(good: Raw): Raw {
  const account = (good.account ?? {}) as Raw
  return {
    ...good,
    content: `${text(good.content)} <p>odd \uD800 text</p>`,
    account: { ...account, display_name: `${text(account.display_name)} \uDC00` },
    created_at: 'not-a-date',
    visibility: 'unknown_enum_value',
    tags: 'not-a-list',
    mentions: [{ id: null }, 42],
    emojis: [{ shortcode: 'x', url: 'javascript:alert(1)' }],
    card: { url: 'javascript:alert(1)', title: '\uD800', provider_name: null },
    replies_count: -5,
    favourites_count: 'many',
    reblogs_count: 1e308,
  }
}

/** The unusable items, in turn (`ordered`: the page is in id order, so an id out of it is odd). */
export function unusable(good: Raw, turn: number, ordered: boolean): unknown {
  const account = (good.account ?? {}) as Raw
  const items: unknown[] = [
    null,
    'not an object',
    { ...good, id: null },
    { ...good, id: 'javascript:alert(1)' },
    { ...good, id: `${String(good.id)}\uD800` },
    { ...good, id: `${String(good.id)}x`, account: null },
    { ...good, id: `${String(good.id)}y`, account: { ...account, id: '' } },
    { ...good, id: `${String(good.id)}z`, reblog: { id: null, content: 'nothing' } },
  ]
  if (ordered) items.push({ ...good, id: '1' })
  return items[turn % items.length]
}

/** A list of statuses with odd ones mixed in (see the module doc); other values as they are. */
export function mixIn(list: unknown[], ordered: boolean): unknown[] {
  const out: unknown[] = []
  let turn = 0
  list.forEach((item, i) => {
    if (!isStatus(item)) return void out.push(item)
    out.push(i % 5 === 2 ? oddButReadable(item) : item)
    if (i % 5 === 0) out.push(unusable(item, turn++, ordered))
  })
  return out
}

function rewrite(path: string, body: unknown): unknown {
  if (Array.isArray(body)) return mixIn(body, !path.endsWith('/context'))
  if (typeof body === 'object' && body !== null && path.endsWith('/context')) {
    const context = body as Raw
    return {
      ...context,
      ancestors: Array.isArray(context.ancestors) ? mixIn(context.ancestors, false) : [],
      descendants: Array.isArray(context.descendants) ? mixIn(context.descendants, false) : [],
    }
  }
  return body
}

/** Adds the malformed mode's onSend hook to `app` (call before the routes are registered). */
export function registerMalformed(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? ''
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') {
      return payload
    }
    if (!PATHS.some((re) => re.test(path))) return payload
    try {
      return JSON.stringify(rewrite(path, JSON.parse(payload)))
    } catch {
      return payload
    }
  })
}
