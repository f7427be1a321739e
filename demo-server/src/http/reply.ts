/**
 * Answer helpers: JSON with this instance's origin filled in (the store keeps the ORIGIN/HOST
 * tokens, lib/origin.ts). Errors are thrown as lib/errors.ts ApiError.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { HOST, ORIGIN } from '../lib/origin'

/** The request's host (`host[:port]`), restricted to host-name characters. */
export function requestHost(request: FastifyRequest): string {
  const host = request.host
  return /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? host : 'localhost'
}

/** The request's origin, `scheme://host[:port]`, as this instance's base URL. */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol === 'https' ? 'https' : 'http'}://${requestHost(request)}`
}

/** Replaces the ORIGIN and HOST tokens in a text with the request's values. */
export function fillOrigin(text: string, request: FastifyRequest): string {
  return text.replaceAll(ORIGIN, originOf(request)).replaceAll(HOST, requestHost(request))
}

/** `data` as JSON text with the origin tokens filled in for `request`. */
export function jsonText(data: unknown, request: FastifyRequest): string {
  return fillOrigin(JSON.stringify(data), request)
}

/** Sends `data` as JSON (status 200 unless given), with the origin tokens filled in. */
export function sendJson(
  reply: FastifyReply,
  request: FastifyRequest,
  data: unknown,
  status = 200,
): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(jsonText(data, request))
}

/**
 * The error handler of the server: an ApiError (lib/errors.ts) answers its status and body (a
 * string body as a JSON string, as Pleroma's `"Something went wrong"`); other errors Pleroma's bodies (PLEROMA-API §1.4): 413 `Request Entity Too Large`, other 4xx
 * `Bad Request`, 5xx `Internal server error` (logged).
 */
export function apiErrorHandler(
  error: FastifyError & { body?: unknown },
  _req: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500
  if (typeof error.body === 'string')
    return reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(error.body))
  if (error.body !== undefined) return reply.code(status).send(error.body)
  if (status >= 500) {
    console.error(error)
    return reply.code(500).send({ errors: { detail: 'Internal server error' } })
  }
  return reply
    .code(status)
    .send({ errors: { detail: status === 413 ? 'Request Entity Too Large' : 'Bad Request' } })
}
