/**
 * Pleroma-FE's build (../shared/peers/pleroma-fe/dist, see its README) served at its own origin in
 * front of a demo instance, the way a Pleroma serves a front end: its files (gzip, as the demo
 * sends Starling's), every server path forwarded to the instance (WebSocket upgrades too), and
 * its index.html for every other path with the instance's embedded start-up answers
 * (PLEROMA-API §2.10) taken from the page the instance serves for that path, written in place of
 * its `<!--server-generated-meta-->` comment as Pleroma writes them.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import { connect, type Socket } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'

/** Pleroma-FE's production build, beside the repository. */
export const peerDist = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'shared',
  'peers',
  'pleroma-fe',
  'dist',
)

/** Files of an instance, never of the front end (the peers README's list). */
const SERVER_FILES = new Set([
  '/static/config.json',
  '/static/terms-of-service.html',
  '/static/stickers.json',
  '/static/styles.json',
  '/instance/panel.html',
])
const SERVER_PREFIXES = [
  '/api/',
  '/oauth/',
  '/nodeinfo',
  '/.well-known',
  '/socket',
  '/media/',
  '/emoji/',
  '/proxy/',
  '/images/',
  '/static/',
  '/instance/',
  '/main/ostatus',
  '/auth/',
]

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg'])

const EMBEDDED = /<script id="initial-results"[^]*?<\/script>/

/** A file of the build, gzip when it is text and the browser takes it. */
function sendFile(req: IncomingMessage, res: ServerResponse, file: string, body?: string): void {
  const ext = extname(file)
  let data: Buffer = body === undefined ? readFileSync(file) : Buffer.from(body)
  const headers: Record<string, string> = {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
  }
  if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
    data = gzipSync(data)
    headers['content-encoding'] = 'gzip'
  }
  headers['cache-control'] = ext === '.html' ? 'no-cache' : 'public, max-age=31536000'
  res.writeHead(200, headers).end(data)
}

/** Forwards the request to the instance as it came (its host kept, so URLs name this origin). */
function forward(req: IncomingMessage, res: ServerResponse, instance: URL): void {
  const upstream = request(
    {
      host: instance.hostname,
      port: instance.port,
      path: req.url,
      method: req.method,
      headers: req.headers,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    },
  )
  upstream.on('error', () => res.writeHead(502).end())
  req.pipe(upstream)
}

/** Where Pleroma writes the embedded answers in a front end's index.html (PLEROMA-API §2.10). */
const SERVER_META = '<!--server-generated-meta-->'

/** The instance's embedded answers for `path`, read from the page it serves there. */
async function embeddedFor(instance: URL, path: string, host: string): Promise<string> {
  const answer = await fetch(new URL(path, instance), { headers: { host } })
  return EMBEDDED.exec(await answer.text())?.[0] ?? ''
}

/**
 * Starts the front server on `port` for the instance at `instanceUrl`; resolves with a function
 * that stops it. Throws when the Pleroma-FE build is missing.
 */
export async function startPeerFront(
  port: number,
  instanceUrl: string,
): Promise<() => Promise<void>> {
  const indexFile = join(peerDist, 'index.html')
  if (!existsSync(indexFile)) throw new Error(`No Pleroma-FE build at ${peerDist}`)
  const index = readFileSync(indexFile, 'utf8')
  const instance = new URL(instanceUrl)
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/')
    const file = normalize(join(peerDist, path))
    const inBuild = file.startsWith(peerDist) && existsSync(file) && statSync(file).isFile()
    if (inBuild && !SERVER_FILES.has(path) && path !== '/index.html')
      return sendFile(req, res, file)
    if (SERVER_FILES.has(path) || SERVER_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      return forward(req, res, instance)
    }
    embeddedFor(instance, req.url ?? '/', String(req.headers.host))
      .then((script) =>
        sendFile(
          req,
          res,
          indexFile,
          index.replace(SERVER_META, () => script),
        ),
      )
      .catch(() => res.writeHead(502).end())
  })
  // Sockets passed through to the instance, ended with the server (else they keep it open).
  const tunnels = new Set<Socket>()
  server.on('upgrade', (req, socket, head) => {
    const upstream = connect(Number(instance.port), instance.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`]
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`)
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
      upstream.write(head)
      socket.pipe(upstream).pipe(socket)
    })
    tunnels.add(upstream)
    upstream.on('close', () => tunnels.delete(upstream))
    upstream.on('error', () => socket.destroy())
    socket.on('error', () => upstream.destroy())
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return () =>
    new Promise<void>((resolve) => {
      for (const tunnel of tunnels) tunnel.destroy()
      server.closeAllConnections()
      server.close(() => resolve())
    })
}
