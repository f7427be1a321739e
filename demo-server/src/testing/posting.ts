/**
 * Test support for the posting suites (not a test file): the seeded demo instance with a fixed
 * clock, tokens for demo users, and form, JSON and multipart request shortcuts.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildServer } from '../app'
import { DEMO_PASSWORD } from '../auth/state'
import { bearer, createApp, passwordGrant } from './auth'

/** The fixed clock of the test instance. */
export const NOW = new Date('2025-05-01T12:00:00.000Z')

/** A seeded instance (no client build) with a fixed clock. */
export async function postingServer(): Promise<FastifyInstance> {
  const app = buildServer({ now: NOW, clientDist: '/nonexistent' })
  await app.ready()
  return app
}

/** Signs `username` in with every scope; returns the bearer header. */
export async function signIn(
  app: FastifyInstance,
  username: string,
): Promise<Record<string, string>> {
  const client = await createApp(app)
  const token = (await passwordGrant(app, client, username, DEMO_PASSWORD)).json()
  return bearer(token.access_token as string)
}

/** Sends `fields` urlencoded (repeated keys for lists). */
export function form(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v)
  return app.inject({
    method,
    url,
    payload: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  })
}

/** A file part of a multipart body. */
export interface FilePart {
  name: string
  filename: string
  type: string
  data: Buffer
}

/** Sends a multipart/form-data body of text fields and files. */
export function multipart(
  app: FastifyInstance,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  fields: Record<string, string | string[]>,
  files: FilePart[],
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const boundary = '----starlingtest'
  const chunks: Buffer[] = []
  for (const [key, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value])
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${v}\r\n`,
        ),
      )
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return app.inject({
    method,
    url,
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
  })
}

/** A 1x1 PNG header claiming `width` x `height` px (enough for size detection). */
export function pngHeader(width: number, height: number): Buffer {
  const b = Buffer.alloc(33)
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').copy(b, 0)
  b.writeUInt32BE(width, 16)
  b.writeUInt32BE(height, 20)
  return b
}
