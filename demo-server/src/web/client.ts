/**
 * Serving the built client (client/dist): its files, the SPA fallback (index.html for every app
 * path, with the embedded start-up answers when the server gives them), the security headers and
 * a strict CSP on every HTML answer. Used by the demo instance (app.ts, the client "installed" on
 * its instance) and by the stand-alone server (web/standalone.ts, the build on a plain static
 * host, which talks to any server).
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

const INSTALLED_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' https:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
]

/** The CSP of the app's HTML served by its instance (no inline scripts or styles). */
export const HTML_CSP = INSTALLED_DIRECTIVES.join('; ')

const STANDALONE_SOURCES: Readonly<Record<string, string>> = {
  'img-src': "img-src 'self' data: blob: http: https:",
  'media-src': "media-src 'self' http: https:",
  'connect-src': "connect-src 'self' http: https: ws: wss:",
}

/**
 * The CSP of the stand-alone build: HTML_CSP, but calls, images and media may go to any server
 * (the person chooses it at run time).
 */
export const STANDALONE_CSP = INSTALLED_DIRECTIVES.map(
  (directive) => STANDALONE_SOURCES[directive.split(' ')[0] ?? ''] ?? directive,
).join('; ')

/** Path prefixes that are an instance's, never the app's: they never fall back to index.html. */
export const NON_APP_PREFIXES = [
  '/api',
  '/oauth',
  '/nodeinfo',
  '/.well-known',
  '/static',
  '/media',
  '/emoji',
  '/instance',
  '/auth',
  '/socket',
  '/main/ostatus',
  '/proxy',
]

/** The client build beside this workspace: client/dist. */
export const DEFAULT_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../../client/dist')

const isAppPath = (path: string): boolean =>
  !NON_APP_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))

/** How serveClient serves the build. */
export interface ClientOptions {
  /** Folder of the built client. */
  dist: string
  /** The CSP of every HTML answer that has none of its own. */
  csp: string
  /** Answers a request that is not for the app (instance paths, other methods). */
  notFound: (request: FastifyRequest, reply: FastifyReply) => FastifyReply
  /**
   * The start-up answers to embed in index.html for `request` (path -> JSON text); none (a plain
   * static host) when absent.
   */
  initialResults?: (request: FastifyRequest) => Record<string, string>
}

/** Where Pleroma writes a page's meta tags and start-up answers: a comment the front end's page holds. */
export const SERVER_META_PLACEHOLDER = '<!--server-generated-meta-->'

/**
 * `page` with Pleroma's embedded "initial results" (PLEROMA-API §2.10) in place of its
 * {@link SERVER_META_PLACEHOLDER}, as Pleroma's front-end controller does it (it replaces that
 * comment with meta tags and preloads; a page without it gets nothing):
 * `<script id="initial-results" type="application/json">{"<path>":"<base64 of the JSON
 * text>"}</script>`. A JSON data block is not run (no CSP change), and base64 and the fixed
 * paths hold no `<`, so nothing in the answers can close the element.
 */
export function withInitialResults(page: string, answers: Record<string, string>): string {
  const encoded = Object.fromEntries(
    Object.entries(answers).map(([path, text]) => [path, Buffer.from(text).toString('base64')]),
  )
  const script = `<script id="initial-results" type="application/json">${JSON.stringify(encoded)}</script>`
  return page.replace(SERVER_META_PLACEHOLDER, () => script)
}

/**
 * Serves the build in `options.dist` on `app`: its files (looked up per request, so a rebuilt
 * client is served without a restart), index.html on `/` and on every GET or HEAD of an app path
 * (no-cache; read per request and given `options.initialResults` when there are any), the note
 * to build it first when it is missing, `nosniff`, `same-origin` referrers and `options.csp` on
 * HTML. Everything else goes to `options.notFound`.
 */
export function serveClient(app: FastifyInstance, options: ClientOptions): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff')
    reply.header('Referrer-Policy', 'same-origin')
    const type = String(reply.getHeader('content-type') ?? '')
    if (type.startsWith('text/html') && !reply.hasHeader('Content-Security-Policy')) {
      reply.header('Content-Security-Policy', options.csp)
    }
    return payload
  })

  const hasClient = existsSync(resolve(options.dist, 'index.html'))
  if (hasClient) {
    // a missing file falls through to the not-found handler below (SPA fallback or JSON 404)
    app.register(fastifyStatic, { root: options.dist, wildcard: true, index: false })
  }
  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasClient) {
      return reply
        .type('text/plain; charset=utf-8')
        .send(
          'The Starling client is not built yet. Run `npm run build`, then restart the server.\n',
        )
    }
    reply.header('Cache-Control', 'no-cache')
    if (!options.initialResults) return reply.sendFile('index.html', { cacheControl: false })
    const page = await readFile(resolve(options.dist, 'index.html'), 'utf8')
    return reply
      .type('text/html; charset=utf-8')
      .send(withInitialResults(page, options.initialResults(request)))
  }
  app.get('/', sendApp)

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/'
    if ((req.method === 'GET' || req.method === 'HEAD') && isAppPath(path)) {
      return sendApp(req, reply)
    }
    return options.notFound(req, reply)
  })
}
