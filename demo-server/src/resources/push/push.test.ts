import { createECDH, randomBytes, type ECDH } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { socialServer, type Member, type SocialTestServer } from '../../testing/social'

/** http_ece (web-push's RFC 8188/8291 codec) has no types: the one call the tests make. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer
}

type Json = Record<string, unknown>
const PATH = '/api/v1/push/subscription'

/** A browser's side of a subscription: its key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return {
    ecdh,
    p256dh: ecdh.getPublicKey('base64url'),
    auth: randomBytes(16).toString('base64url'),
  }
}

/** A push service on a local port that answers `status` and hands each request over. */
async function pushService(status = 201) {
  const received: { request: IncomingMessage; body: Buffer }[] = []
  const waiting: ((r: { request: IncomingMessage; body: Buffer }) => void)[] = []
  const server: Server = createServer((request, response) => {
    const parts: Buffer[] = []
    request.on('data', (c: Buffer) => parts.push(c))
    request.on('end', () => {
      const entry = { request, body: Buffer.concat(parts) }
      const next = waiting.shift()
      if (next) next(entry)
      else received.push(entry)
      response.writeHead(status).end()
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}/push/abc`,
    next: () =>
      new Promise<{ request: IncomingMessage; body: Buffer }>((resolve) => {
        const ready = received.shift()
        if (ready) resolve(ready)
        else waiting.push(resolve)
      }),
    count: () => received.length,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

let t: SocialTestServer
const call = async (who: Member, method: 'GET' | 'POST' | 'PUT' | 'DELETE', body?: Json) => {
  const res = await t.call(who, method, PATH, body)
  return { status: res.statusCode, body: res.json() as Json }
}
const subscription = (endpoint: string, keys = browserKeys()) => ({
  endpoint,
  keys: { p256dh: keys.p256dh, auth: keys.auth },
})

beforeAll(async () => {
  t = await socialServer()
})
afterAll(() => t.app.close())
afterEach(async () => {
  await call(t.alice, 'DELETE')
})

describe('VAPID key locations (PLEROMA-API §2.1, §3.1)', () => {
  it('advertises the public key in the instance and in app answers', async () => {
    const instance = (await t.app.inject('/api/v1/instance')).json() as { pleroma: Json }
    const key = instance.pleroma.vapid_public_key
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/)
    const app = await t.app.inject({
      method: 'POST',
      url: '/api/v1/apps',
      payload: { client_name: 'x', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob' },
    })
    expect(app.json()).toMatchObject({ vapid_key: key })
  })
})

describe('push subscription (PLEROMA-API §3.6)', () => {
  it('creates, reads, updates and deletes the token’s subscription, keeping supported alerts only', async () => {
    const created = await call(t.alice, 'POST', {
      subscription: subscription('https://push.example/a'),
      data: { alerts: { follow: true, favourite: false, mention: true, move: true, poll: true } },
    })
    expect(created.status).toBe(200)
    const instance = (await t.app.inject('/api/v1/instance')).json() as { pleroma: Json }
    expect(created.body).toEqual({
      id: expect.stringMatching(/^\d+$/),
      endpoint: 'https://push.example/a',
      alerts: { follow: true, favourite: false, mention: true, poll: true },
      server_key: instance.pleroma.vapid_public_key,
    })
    expect((await call(t.alice, 'GET')).body).toEqual(created.body)
    const updated = await call(t.alice, 'PUT', { data: { alerts: { reblog: true } } })
    expect(updated.body).toMatchObject({ id: created.body.id, alerts: { reblog: true } })
    expect(await call(t.alice, 'DELETE')).toEqual({ status: 200, body: {} })
    expect(await call(t.alice, 'GET')).toEqual({ status: 404, body: { error: 'Record not found' } })
    expect((await call(t.alice, 'PUT', { data: { alerts: {} } })).status).toBe(404)
  })

  it('replaces the subscription of the same token, and keeps other tokens’ apart', async () => {
    await call(t.alice, 'POST', { subscription: subscription('https://push.example/1') })
    const second = await call(t.alice, 'POST', {
      subscription: subscription('https://push.example/2'),
    })
    expect((await call(t.alice, 'GET')).body).toMatchObject({
      id: second.body.id,
      endpoint: 'https://push.example/2',
      alerts: {},
    })
    expect((await call(t.bob, 'GET')).status).toBe(404)
  })

  it('answers 400 without a subscription and 403 without the push scope', async () => {
    const missing = await call(t.alice, 'POST', { data: { alerts: { follow: true } } })
    expect(missing.status).toBe(400)
    expect(missing.body.error).toBe(
      'Missing field: endpoint. Missing field: p256dh. Missing field: auth.',
    )
    const reader = await t.signIn('alice', 'read')
    expect((await call(reader, 'GET')).status).toBe(403)
  })

  it('deletes the subscription when its token is revoked', async () => {
    const member = await t.signIn('admin')
    await call(member, 'POST', { subscription: subscription('https://push.example/c') })
    await t.app.inject({ method: 'POST', url: '/oauth/revoke', payload: { token: member.token } })
    const fresh = await t.signIn('admin')
    await call(fresh, 'POST', { subscription: subscription('https://push.example/d') })
    expect(t.app.starlingAuth.push.subscriptions.has(member.token)).toBe(false)
    expect(t.app.starlingAuth.push.subscriptions.get(fresh.token)?.endpoint).toBe(
      'https://push.example/d',
    )
  })
})

describe('delivery (RFC 8291 through web-push)', () => {
  it('sends an encrypted, VAPID-signed notification whose type the alerts include', async () => {
    const service = await pushService()
    const keys = browserKeys()
    await call(t.alice, 'POST', {
      subscription: subscription(service.endpoint, keys),
      data: { alerts: { mention: true, favourite: false } },
    })
    const unwanted = t.app.starlingStore.timeline.find(
      (s) => s.account_id === t.alice.id && s.visibility === 'public' && !s.reblog_of_id,
    )
    await t.call(t.bob, 'POST', `/api/v1/statuses/${unwanted?.id}/favourite`)
    const posted = await t.call(t.bob, 'POST', '/api/v1/statuses', {
      status: '@alice the starlings are back',
    })
    expect(posted.statusCode).toBe(200)
    const { request, body } = await service.next()
    expect(request.headers['content-encoding']).toBe('aes128gcm')
    expect(request.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/)
    const payload = JSON.parse(
      ece
        .decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth })
        .toString(),
    ) as Json
    expect(payload).toMatchObject({
      access_token: t.alice.token,
      notification_type: 'mention',
      title: 'New Mention',
      body: '@bob: @alice the starlings are back',
      icon: expect.stringMatching(/^http:\/\/localhost(:\d+)?\//),
    })
    expect(service.count()).toBe(0)
    await service.close()
  })

  it('sends only the generic words when the recipient hides notification contents', async () => {
    const service = await pushService()
    const keys = browserKeys()
    await call(t.alice, 'POST', {
      subscription: subscription(service.endpoint, keys),
      data: { alerts: { mention: true } },
    })
    await t.call(t.alice, 'PUT', '/api/pleroma/notification_settings', {
      hide_notification_contents: true,
    })
    await t.call(t.bob, 'POST', '/api/v1/statuses', { status: '@alice a secret' })
    const { body } = await service.next()
    const payload = JSON.parse(
      ece
        .decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth })
        .toString(),
    ) as Json
    expect(payload).toMatchObject({ notification_type: 'mention', body: 'New Mention' })
    expect(payload).not.toHaveProperty('title')
    expect(payload).not.toHaveProperty('icon')
    await t.call(t.alice, 'PUT', '/api/pleroma/notification_settings', {
      hide_notification_contents: false,
    })
    await service.close()
  })

  it('drops the subscription a push service answers 410 for, and never fails the request', async () => {
    const gone = await pushService(410)
    await call(t.alice, 'POST', {
      subscription: subscription(gone.endpoint),
      data: { alerts: { mention: true } },
    })
    const posted = await t.call(t.bob, 'POST', '/api/v1/statuses', { status: '@alice gone' })
    expect(posted.statusCode).toBe(200)
    await gone.next()
    await expect.poll(() => t.app.starlingAuth.push.subscriptions.has(t.alice.token)).toBe(false)
    await gone.close()
  })

  it('logs and drops a message to an unreachable push service', async () => {
    const closed = await pushService()
    await closed.close()
    await call(t.alice, 'POST', {
      subscription: subscription(closed.endpoint),
      data: { alerts: { mention: true } },
    })
    const posted = await t.call(t.bob, 'POST', '/api/v1/statuses', { status: '@alice offline' })
    expect(posted.statusCode).toBe(200)
    expect((await call(t.alice, 'GET')).body).toMatchObject({ endpoint: closed.endpoint })
  })
})

describe('web push off (STARLING_WEB_PUSH=off)', () => {
  it('advertises no key and refuses subscriptions with 403', async () => {
    const off = await socialServer({ STARLING_WEB_PUSH: 'off' })
    const instance = (await off.app.inject('/api/v1/instance')).json() as { pleroma: Json }
    expect(instance.pleroma.vapid_public_key).toBeNull()
    const res = await off.call(off.alice, 'POST', PATH, {
      subscription: subscription('https://push.example/x'),
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({
      error: 'Web push subscription is disabled on this Pleroma instance',
    })
    await off.app.close()
  })
})
