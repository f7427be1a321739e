/**
 * The one place that calls `fetch` (STYLE.md 2, ARCHITECTURE "Conventions").
 * - Bearer token only to the instance origin (s2 §1 "same-origin credentials and, when signed
 *   in, a bearer token header"); tokens never leave the instance.
 * - Errors: ApiError for a non-2xx answer (s2 §8 "Call layer"), NetworkError when fetch fails.
 * - Paging: the Link header (PLEROMA-API §1.9) is parsed into PageLinks.
 */
import type { ZodMiniType, output } from 'zod/mini'
import { parseJson } from '../lib/wellFormed'
import { leaveAhead, takeAhead } from './aheadRequests'

/** Ids for the next (older) and previous (newer) pages, from the Link header. */
export interface PageLinks {
  next?: { max_id: string }
  prev?: { min_id?: string; since_id?: string }
}

/** Scalar or array values of a query or form; `undefined` entries are left out. */
export type ParamValue = string | number | boolean | string[] | undefined | null
export type Params = Record<string, ParamValue>

export interface RequestOptions<S extends ZodMiniType> {
  /** HTTP method, default GET. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Query parameters; arrays are sent Pleroma-style as repeated `key[]=v`. */
  query?: Params
  /** Form body: a plain record (url-encoded, arrays as `key[]`) or a ready FormData (multipart). */
  form?: Params | FormData
  /** JSON body (sent with content-type application/json). */
  json?: unknown
  /** Schema of the answer; parsed once here (STYLE.md 3). */
  schema: S
  signal?: AbortSignal
  headers?: Record<string, string>
  /** Sends no token (a public static file: the same answer for anyone). */
  anonymous?: boolean
}

export interface ApiResponse<T> {
  data: T
  links: PageLinks
  status: number
}

/** A non-2xx answer (s2 §8 "Call layer"): message is `${status} ${JSON.stringify(body)}`. */
export class ApiError extends Error {
  readonly status: number
  /** Parsed JSON body when the answer was JSON, else its text. */
  readonly body: unknown
  readonly request: { method: string; url: string }

  constructor(status: number, body: unknown, request: { method: string; url: string }) {
    super(`${status} ${JSON.stringify(body)}`)
    this.name = 'ApiError'
    this.status = status
    this.body = body
    this.request = request
  }

  /** The server's `error` text when the body is `{"error": "..."}` (PLEROMA-API §1.4). */
  get serverMessage(): string | undefined {
    const b = this.body
    if (b && typeof b === 'object' && 'error' in b && typeof b.error === 'string') return b.error
    return undefined
  }
}

/**
 * A 2xx answer the schema could not read at all (e.g. HTML where JSON was expected for a
 * single entity). An ApiError, so callers handle one class; lists and documents are lenient
 * and do not raise it.
 */
export class BadResponseError extends ApiError {
  constructor(status: number, body: unknown, request: { method: string; url: string }) {
    super(status, body, request)
    this.name = 'BadResponseError'
  }
}

/** fetch itself failed (offline, DNS, CORS): the login says "Failed to connect to server". */
export class NetworkError extends Error {
  readonly request: { method: string; url: string }

  constructor(cause: unknown, request: { method: string; url: string }) {
    super(`Network error on ${request.method} ${request.url}`, { cause })
    this.name = 'NetworkError'
    this.request = request
  }
}

/** Where the bearer token comes from: the state layer's session (state/session.ts). */
type TokenSource = () => string | null

let server = defaultServer()
let tokenSource: TokenSource = () => null

function defaultServer(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin
}

/**
 * Sets the instance origin every relative path resolves against. `origin` may carry a path
 * or trailing slash; only its origin counts.
 */
export function configureServer(origin: string): void {
  server = new URL(origin).origin
}

/**
 * Tells the api layer where the bearer token is kept. The session (state/session.ts) is the
 * only holder of the token; this layer reads it on every call and sends it to the instance
 * origin only.
 */
export function setTokenSource(source: TokenSource): void {
  tokenSource = source
}

/** The Authorization header for `url`: the token, only for the instance origin. */
function authorization(url: URL): string | null {
  const token = tokenSource()
  return token && url.origin === server ? `Bearer ${token}` : null
}

/** The current instance origin (e.g. for building `{server}/main/ostatus` links). */
export function instanceOrigin(): string {
  return server
}

function appendParam(target: URLSearchParams | FormData, key: string, value: ParamValue): void {
  if (value === undefined || value === null) return
  if (Array.isArray(value)) {
    for (const v of value) target.append(`${key}[]`, v)
    return
  }
  target.append(key, String(value))
}

/** Builds the absolute URL of `path` (relative paths resolve against the instance origin). */
export function buildUrl(path: string, query?: Params): URL {
  const url = new URL(path, server + '/')
  if (query) for (const [k, v] of Object.entries(query)) appendParam(url.searchParams, k, v)
  return url
}

function encodeBody(opts: { form?: Params | FormData; json?: unknown }): {
  body?: BodyInit
  contentType?: string
} {
  if (opts.form instanceof FormData) return { body: opts.form }
  if (opts.form) {
    const params = new URLSearchParams()
    for (const [k, v] of Object.entries(opts.form)) appendParam(params, k, v)
    return { body: params, contentType: 'application/x-www-form-urlencoded;charset=UTF-8' }
  }
  if (opts.json !== undefined) {
    return { body: JSON.stringify(opts.json), contentType: 'application/json' }
  }
  return {}
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text()
  if (text === '') return null
  try {
    return parseJson(text)
  } catch {
    return text
  }
}

/**
 * One call to the server: builds the URL, attaches the token (instance origin only), sends,
 * parses the answer with `schema` (lenient schemas never throw on odd servers).
 * @throws ApiError on a non-2xx status (BadResponseError when the schema rejects a 2xx
 *   answer); NetworkError when fetch rejects; the AbortError when aborted.
 */
export async function request<S extends ZodMiniType>(
  path: string,
  opts: RequestOptions<S>,
): Promise<ApiResponse<output<S>>> {
  const method = opts.method ?? 'GET'
  const url = buildUrl(path, opts.query)
  const { body, contentType } = encodeBody(opts)
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers }
  if (contentType) headers['Content-Type'] = contentType
  const auth = opts.anonymous ? null : authorization(url)
  if (auth) headers.Authorization = auth
  const info = { method, url: url.toString() }
  // The early script's request of this same call, when it made one (api/aheadRequests.ts).
  const early = method === 'GET' ? takeAhead(info.url, auth) : undefined
  let res: Response
  try {
    res = await (early ??
      fetch(url, { method, headers, body, credentials: 'same-origin', signal: opts.signal }))
    if (early) opts.signal?.throwIfAborted()
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new NetworkError(cause, info)
  }
  const raw = await readBody(res)
  if (!res.ok) throw new ApiError(res.status, raw, info)
  const parsed = opts.schema.safeParse(raw)
  if (!parsed.success) throw new BadResponseError(res.status, raw, info)
  return {
    data: parsed.data,
    links: parseLinkHeader(res.headers.get('Link')),
    status: res.status,
  }
}

/**
 * Asks for `url` (absolute) as {@link request} would (GET, JSON, the same credentials) with the
 * header `authorization` (null: none, a visitor's call), before the app has started (the page's
 * first script, state/firstCalls.ts), and leaves the answer for the app's own request of the
 * same call (api/aheadRequests.ts). The caller sends a token only to the server of the account
 * it belongs to. A failure is left to that request, which reports it.
 */
export function requestAhead(url: string, authorization: string | null): void {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (authorization) headers.Authorization = authorization
  const response = fetch(url, { headers, credentials: 'same-origin' })
  response.catch(() => undefined)
  leaveAhead({ url, authorization, response })
}

/**
 * Fetches a text document (HTML fragments such as /instance/panel.html).
 * Pleroma answers a missing static file with its index.html (PLEROMA-API §2.3), so a
 * full HTML document (`<!doctype` or `<html`) is reported as absent: `null`.
 * @throws ApiError on a non-2xx status; NetworkError when fetch rejects.
 */
export async function requestText(path: string, signal?: AbortSignal): Promise<string | null> {
  const url = buildUrl(path)
  const info = { method: 'GET', url: url.toString() }
  let res: Response
  try {
    res = await fetch(url, { credentials: 'same-origin', signal })
  } catch (cause) {
    throw new NetworkError(cause, info)
  }
  const text = await res.text()
  if (!res.ok) throw new ApiError(res.status, text, info)
  return /^\s*(<!doctype|<html)/i.test(text) ? null : text
}

/**
 * Fetches a file as a Blob (sticker images to re-upload, s1 §3 "stickers"), typed by the
 * answer's Content-Type without parameters. Relative URLs resolve against the instance; the
 * bearer token goes to the instance origin only.
 * @throws ApiError on a non-2xx status; NetworkError when fetch rejects; the AbortError when aborted.
 */
export async function fetchBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const url = buildUrl(path)
  const info = { method: 'GET', url: url.toString() }
  const headers: Record<string, string> = {}
  const auth = authorization(url)
  if (auth) headers.Authorization = auth
  let res: Response
  try {
    res = await fetch(url, { headers, credentials: 'same-origin', signal })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new NetworkError(cause, info)
  }
  if (!res.ok) throw new ApiError(res.status, await readBody(res), info)
  const type = res.headers.get('Content-Type')?.split(';')[0]?.trim() ?? ''
  // Built from the bytes, so the Blob belongs to this realm (File accepts it everywhere).
  return new Blob([await res.arrayBuffer()], { type })
}

const LINK_PART = /<([^>]*)>((?:\s*;\s*[^;,]+)*)/g
const REL = /;\s*rel\s*=\s*"?([^";]+)"?/i

/**
 * Reads Pleroma's Link header (PLEROMA-API §1.9): `<url>; rel="next", <url>; rel="prev"`.
 * next carries max_id; prev carries min_id and/or since_id. Robust to order, spacing,
 * unquoted rel values and parts without rel (ignored). Absent header: `{}`.
 */
export function parseLinkHeader(header: string | null | undefined): PageLinks {
  const links: PageLinks = {}
  if (!header) return links
  for (const match of header.matchAll(LINK_PART)) {
    const [, href = '', params = ''] = match
    const rels = REL.exec(params)?.[1]?.toLowerCase().split(/\s+/) ?? []
    let query: URLSearchParams
    try {
      query = new URL(href, 'http://localhost').searchParams
    } catch {
      continue
    }
    if (rels.includes('next')) {
      const maxId = query.get('max_id')
      if (maxId) links.next = { max_id: maxId }
    }
    if (rels.includes('prev') || rels.includes('previous')) {
      const minId = query.get('min_id') ?? undefined
      const sinceId = query.get('since_id') ?? undefined
      if (minId || sinceId) {
        links.prev = {}
        if (minId) links.prev.min_id = minId
        if (sinceId) links.prev.since_id = sinceId
      }
    }
  }
  return links
}

/** Upload progress: bytes sent so far and the total (0 when unknown). */
export interface UploadProgress {
  loaded: number
  total: number
}

/**
 * POSTs a multipart form with XMLHttpRequest so upload progress can be shown (s2 §7 "Media and
 * polls"). Same rules as `request`: bearer token only to the instance origin, the answer
 * parsed once with `schema`.
 * @throws ApiError on a non-2xx status (413 for a body over the upload limit);
 *   BadResponseError when the schema rejects the answer; NetworkError when the request fails;
 *   a DOMException named AbortError when `signal` aborts.
 */
export function upload<S extends ZodMiniType>(
  path: string,
  form: FormData,
  opts: { schema: S; onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal },
): Promise<output<S>> {
  const url = buildUrl(path)
  const info = { method: 'POST', url: url.toString() }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url.toString())
    xhr.setRequestHeader('Accept', 'application/json')
    const auth = authorization(url)
    if (auth) xhr.setRequestHeader('Authorization', auth)
    xhr.upload.addEventListener('progress', (event) => {
      opts.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 })
    })
    xhr.addEventListener('load', () => {
      let raw: unknown = xhr.responseText === '' ? null : xhr.responseText
      try {
        raw = parseJson(xhr.responseText)
      } catch {
        // not JSON: keep the text
      }
      if (xhr.status < 200 || xhr.status > 299) return reject(new ApiError(xhr.status, raw, info))
      const parsed = opts.schema.safeParse(raw)
      if (!parsed.success) return reject(new BadResponseError(xhr.status, raw, info))
      resolve(parsed.data)
    })
    xhr.addEventListener('error', () => reject(new NetworkError(null, info)))
    xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
    opts.signal?.addEventListener('abort', () => xhr.abort())
    xhr.send(form)
  })
}
