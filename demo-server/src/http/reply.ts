/**
 * Answer helpers: JSON with this instance's origin filled in (the store keeps the ORIGIN/HOST
 * tokens, see store.ts), and Pleroma's error bodies (PLEROMA-API §1.4).
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { HOST, ORIGIN } from '../store'

/** An error answered with a status code and a JSON body (thrown by route handlers). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'object' && body && 'error' in body ? String(body.error) : 'API error')
  }
}

/** 404 `{"error":"Record not found"}` (Mastodon-API fallback for missing records). */
export const notFound = (): ApiError => new ApiError(404, { error: 'Record not found' })

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

/** Sends `data` as JSON (status 200 unless given), with the origin tokens filled in. */
export function sendJson(
  reply: FastifyReply,
  request: FastifyRequest,
  data: unknown,
  status = 200,
): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(fillOrigin(JSON.stringify(data), request))
}
