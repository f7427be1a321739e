import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { statusFactory } from '../../seed/statuses'
import { findAccount } from '../../model/store'
import type { AccountRecord } from '../../model/records'
import { statusCreated } from '../../model/operations/publish'
import { NOW, socialServer } from '../../testing/social'
import { listenWs, openSocket } from '../../testing/sockets'
import type { Member, SocialTestServer } from '../../testing/social'

let t: SocialTestServer
let base: string
beforeAll(async () => {
  t = await socialServer()
  base = await listenWs(t.app)
})
afterAll(() => t.app.close())

const userStream = (m: Member) => `${base}/api/v1/streaming?stream=user&access_token=${m.token}`

describe('streaming socket', () => {
  it("delivers bob's favourite of alice's post to alice as a notification event", async () => {
    const alice = await openSocket(userStream(t.alice))
    const s = t.app.starlingStore.timeline.find(
      (x) => x.account_id === t.alice.id && x.visibility === 'public' && !x.reblog_of_id,
    )
    await t.call(t.bob, 'POST', `/api/v1/statuses/${s?.id}/favourite`)
    const frame = await alice.next((f) => f.event === 'notification')
    expect(frame.stream).toEqual(['user'])
    expect(JSON.parse(frame.payload)).toMatchObject({
      type: 'favourite',
      account: { id: t.bob.id },
      status: { id: s?.id, url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//) },
    })
    alice.ws.close()
  })

  it("streams a new status to its author's followers (token in Sec-WebSocket-Protocol)", async () => {
    const alice = await openSocket(`${base}/api/v1/streaming/?stream=user`, t.alice.token)
    expect(alice.ws.protocol).toBe(t.alice.token)
    const bob = findAccount(t.app.starlingStore, 'bob') as AccountRecord
    const s = statusFactory(t.app.starlingStore, 0x50c7).post({
      author: bob,
      at: new Date(NOW.getTime() + 60_000),
      text: 'live from bob',
    })
    statusCreated(t.app.starlingStore, s)
    const frame = await alice.next((f) => f.event === 'update')
    expect(JSON.parse(frame.payload)).toMatchObject({ id: s.id, account: { id: bob.id } })
    await t.call(t.bob, 'DELETE', `/api/v1/statuses/${s.id}`)
    const gone = await alice.next((f) => f.event === 'delete')
    expect(gone).toEqual({ event: 'delete', payload: s.id })
    alice.ws.close()
  })

  it('refuses an invalid token with 401 before the upgrade', async () => {
    const ws = new WebSocket(`${base}/api/v1/streaming?stream=user&access_token=bogus`)
    const status = await new Promise<number>((resolve) =>
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    )
    expect(status).toBe(401)
  })

  it('closes every socket with the code the test hook is given', async () => {
    const alice = await openSocket(userStream(t.alice))
    const closed = new Promise<number>((resolve) => alice.ws.on('close', (code) => resolve(code)))
    const res = await t.call(null, 'POST', '/api/starling/test/drop-sockets', { code: 4001 })
    expect(res.json()).toMatchObject({ closed: 1, code: 4001 })
    expect(await closed).toBe(4001)
  })

  it("drops only the named account's sockets and holds its handshakes off until released", async () => {
    const alice = await openSocket(userStream(t.alice))
    const bob = await openSocket(userStream(t.bob))
    const count = async (who: string) =>
      (await t.call(null, 'GET', `/api/starling/test/sockets?account=${who}`)).json()
    expect(await count('alice')).toEqual({ open: 1 })
    const closed = new Promise<number>((resolve) => alice.ws.on('close', (code) => resolve(code)))
    const res = await t.call(null, 'POST', '/api/starling/test/drop-sockets', {
      code: 4000,
      account: 'alice',
      hold: true,
    })
    expect(res.json()).toEqual({ closed: 1, code: 4000 })
    expect(await closed).toBe(4000)
    expect(bob.ws.readyState).toBe(WebSocket.OPEN)

    const refused = new WebSocket(userStream(t.alice))
    const status = await new Promise<number>((resolve) =>
      refused.on('unexpected-response', (_req, r) => resolve(r.statusCode ?? 0)),
    )
    expect(status).toBe(503)
    expect(await count('alice')).toEqual({ open: 0 })

    const released = await t.call(null, 'POST', '/api/starling/test/release-sockets', {
      account: 'alice',
    })
    expect(released.json()).toEqual({ released: true })
    const again = await openSocket(userStream(t.alice))
    expect(await count('alice')).toEqual({ open: 1 })
    again.ws.close()
    bob.ws.close()
  })

  it('answers 404 for an unknown account in the socket hooks', async () => {
    const res = await t.call(null, 'POST', '/api/starling/test/drop-sockets', {
      code: 4000,
      account: 'nobody-here',
    })
    expect(res.statusCode).toBe(404)
  })
})
