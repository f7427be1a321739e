import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildServer } from '../../app'
import { authConfigFromEnv } from '../../auth/config'
import { DEMO_PASSWORD } from '../../auth/state'
import { bearer, createApp, passwordGrant, postForm } from '../../testing/auth'

let app: FastifyInstance
beforeEach(async () => {
  app = buildServer({
    now: new Date('2025-01-01T00:00:00Z'),
    clientDist: '/nonexistent',
    authConfig: authConfigFromEnv({}),
  })
  await app.ready()
})
afterEach(async () => {
  await app.close()
})

describe('the auth plugin inside the demo instance (app.ts)', () => {
  it('signs alice in and answers verify_credentials with her seeded profile', async () => {
    const client = await createApp(app)
    const token = (await passwordGrant(app, client, 'alice', DEMO_PASSWORD)).json()
    const res = await app.inject({
      url: '/api/v1/accounts/verify_credentials/',
      headers: bearer(token.access_token),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ username: 'alice', source: { privacy: 'public' } })
  })

  it('leaves the test hook to the instance 404 when hooks are off', async () => {
    const res = await app.inject({ url: '/api/starling/test/captcha-answer?token=x' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'Not implemented' })
  })

  it('keeps its own strict policy on the sign-in page', async () => {
    const res = await app.inject({ url: '/oauth/authorize?client_id=x&redirect_uri=y' })
    expect(res.headers['content-security-policy']).toContain("default-src 'none'")
    const reset = await postForm(app, '/auth/password', { email: 'alice' })
    expect(reset.statusCode).toBe(204)
  })
})
