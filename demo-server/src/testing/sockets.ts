/**
 * Test support for the streaming suites (not a test file): a websocket client that collects the
 * Mastodon-style frames (PLEROMA-API §15) a listening demo instance sends.
 */
import type { FastifyInstance } from 'fastify'
import WebSocket from 'ws'

/** One streaming frame as parsed JSON. */
export type Frame = { event: string; payload: string; stream?: string[] }

/** An open socket, the frames it received, and a wait for a frame. */
export interface OpenSocket {
  ws: WebSocket
  frames: Frame[]
  /** Resolves with the first frame matching `pick` (already received or next). */
  next(pick: (f: Frame) => boolean): Promise<Frame>
}

/** Opens a socket (with `protocols` as Sec-WebSocket-Protocol) and resolves once it is open. */
export async function openSocket(url: string, protocols?: string): Promise<OpenSocket> {
  const ws = new WebSocket(url, protocols)
  const frames: Frame[] = []
  const waiters: (() => void)[] = []
  ws.on('message', (data: Buffer) => {
    frames.push(JSON.parse(data.toString()) as Frame)
    waiters.splice(0).forEach((w) => w())
  })
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  const next = (pick: (f: Frame) => boolean): Promise<Frame> =>
    new Promise((resolve) => {
      const check = () => {
        const found = frames.find(pick)
        if (found) resolve(found)
        else waiters.push(check)
      }
      check()
    })
  return { ws, frames, next }
}

/** Starts `app` listening on a free local port; resolves with its `ws://host:port` base. */
export async function listenWs(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return address.replace(/^http/, 'ws')
}
