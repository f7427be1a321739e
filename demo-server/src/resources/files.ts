/**
 * Files the seed generated (SVG artwork under /media, custom emoji under /emoji, stickers and
 * logo under /static, the favicons and the app icons, the default avatar and banner under /images), served from
 * the store with a locked-down CSP so an SVG opened directly can run nothing. Looked up per request, so files added later are served too.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ResourceContext } from './context'

/** CSP for served media: no scripts, no styles, no subresources. */
export const MEDIA_CSP = "default-src 'none'; img-src data:; sandbox"

const PREFIXES = ['/media/*', '/emoji/*', '/static/stickers/*']
const SINGLES = [
  '/static/logo.svg',
  '/static/background.svg',
  '/favicon.png',
  '/favicon.svg',
  '/static/icons/icon-192.png',
  '/static/icons/icon-512.png',
  '/images/avi.png',
  '/images/banner.png',
]

/** Registers the file routes; unknown files answer 404 `{"error":"Not found"}`. */
export function registerFiles(app: FastifyInstance, { store }: ResourceContext): void {
  const serve = (req: FastifyRequest, reply: FastifyReply) => {
    const path = decodeURIComponent(req.url.split('?')[0] ?? '')
    const file = store.files.get(path)
    if (!file) return reply.code(404).send({ error: 'Not found' })
    return reply
      .header('Content-Security-Policy', MEDIA_CSP)
      .header('Cache-Control', 'public, max-age=86400')
      .type(file.mime)
      .send(file.body)
  }
  for (const path of [...PREFIXES, ...SINGLES]) app.get(path, serve)
}
