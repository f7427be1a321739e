/**
 * The push subscription resource (PLEROMA-API §3.6, scope `push`): `POST` creates (or replaces)
 * the token's subscription, `GET` reads it, `PUT` changes its alerts, `DELETE` removes it. An
 * answer is `{id, endpoint, alerts, server_key}` (alerts: the supported ones that were sent);
 * DELETE answers `{}`. Web push off: 403; GET/PUT without a subscription: 404; POST without
 * `subscription`: 400 (OpenAPI). Delivery: ./delivery.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authenticate, requireScopes } from '../../auth/guard'
import { pickAlerts, subscribe, unsubscribe, type PushSubscriptionRecord } from '../../auth/push'
import { ApiError, notFound } from '../../lib/errors'
import { bool, has, missingFields, one, requestParams, type Params } from '../../http/params'
import { originOf, sendJson } from '../../http/reply'
import type { ResourceContext } from '../context'
import { startDelivery } from './delivery'

const PATH = '/api/v1/push/subscription'

/** The subscription fields POST needs (OpenAPI pointers and their flattened names). */
const SUBSCRIPTION_FIELDS = [
  ['subscription/endpoint', 'subscription[endpoint]'],
  ['subscription/keys/p256dh', 'subscription[keys][p256dh]'],
  ['subscription/keys/auth', 'subscription[keys][auth]'],
] as const

/** The sent `data.alerts`, supported ones only, cast as booleans. */
const alertsOf = (params: Params) =>
  pickAlerts((name) =>
    has(params, `data[alerts][${name}]`) ? bool(params, `data[alerts][${name}]`, false) : undefined,
  )

/** Registers the push subscription routes and starts the delivery of new notifications. */
export function registerPush(app: FastifyInstance, { store, auth, config }: ResourceContext): void {
  const push = auth.push
  const preHandler = requireScopes('push')

  /** The caller's token, after the web-push switch. @throws ApiError 403 when off */
  const tokenOf = (request: FastifyRequest) => {
    const { token } = authenticate(request, ['push'])
    if (!config.webPush) {
      throw new ApiError(403, {
        error: 'Web push subscription is disabled on this Pleroma instance',
      })
    }
    return token
  }
  const render = (record: PushSubscriptionRecord) => ({
    id: record.id,
    endpoint: record.endpoint,
    alerts: record.alerts,
    server_key: push.vapid.publicKey,
  })
  const existing = (token: string) => {
    const record = push.subscriptions.get(token)
    if (!record) throw notFound()
    return record
  }

  app.post(PATH, { preHandler }, (req, reply) => {
    const token = tokenOf(req)
    const params = requestParams(req)
    const missing = SUBSCRIPTION_FIELDS.filter(([, name]) => !one(params, name))
    if (missing.length > 0) throw missingFields(missing.map(([pointer]) => pointer))
    const field = (name: string) => one(params, name) ?? ''
    const record = subscribe(push, {
      token: token.token,
      accountId: token.accountId ?? '',
      origin: originOf(req),
      endpoint: field('subscription[endpoint]'),
      p256dh: field('subscription[keys][p256dh]'),
      auth: field('subscription[keys][auth]'),
      alerts: alertsOf(params),
    })
    return sendJson(reply, req, render(record))
  })

  app.get(PATH, { preHandler }, (req, reply) =>
    sendJson(reply, req, render(existing(tokenOf(req).token))),
  )

  app.put(PATH, { preHandler }, (req, reply) => {
    const record = existing(tokenOf(req).token)
    record.alerts = alertsOf(requestParams(req))
    return sendJson(reply, req, render(record))
  })

  app.delete(PATH, { preHandler }, (req, reply) => {
    unsubscribe(push, tokenOf(req).token)
    return sendJson(reply, req, {})
  })

  const stop = startDelivery(store, push, config, app.log)
  app.addHook('onClose', async () => stop())
}
