/**
 * Body parsing for every route (PLEROMA-API §1.1): JSON (Fastify's own), url-encoded forms and
 * multipart forms. Multipart bodies are left unread, so http/params.ts `readParams` streams
 * them (up to three files per request, as update_credentials' avatar, header and background, each up
 * to `fileSize` bytes; a bigger one is answered 413).
 */
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'

/**
 * A plugin (not encapsulated: it serves the instance it is registered on) adding the form and
 * multipart parsers when that instance has none yet.
 * @param opts.fileSize upload limit in bytes (the instance's `upload_limit`)
 */
export async function bodyParsers(app: FastifyInstance, opts: { fileSize: number }): Promise<void> {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody)
  if (!app.hasContentTypeParser('multipart/form-data'))
    await app.register(multipart, { limits: { fileSize: opts.fileSize, files: 3 } })
}

Object.defineProperty(bodyParsers, Symbol.for('skip-override'), { value: true })
