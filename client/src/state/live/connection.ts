/**
 * The live connection of an account scope (s1 §4 "Streaming socket"; s2 §4, §7 "Streaming"):
 * the user stream when the `useStreamingApi` preference is on and the server streams. Its
 * events go through the stream router; its status goes into the scope (fetchers poll while it
 * is not joined); a drop and a rejoin show the socket notices for 5 s (s2 §8). It stops with
 * the scope.
 */
import { StreamingConnection, streamingUrl } from '../../api/streaming/socket'
import { instanceStore, supports } from '../instance'
import { pushNotice } from '../notices'
import { getPreference } from '../preferences/preferences'
import type { AccountScope } from '../scope'
import { catchUpAfterReconnect, routeStreamEvent } from './streamRouter'

/** s2 §8: socket notices last 5 s. */
export const SOCKET_NOTICE_MS = 5_000

/**
 * Where the stream of an account on `server` opens: the instance's `urls.streaming_api` when
 * the booted instance is that server (GoToSocial, Mastodon behind a separate streaming host),
 * else the server origin. A streaming address on the server's own host follows the server's
 * scheme: GoToSocial 0.19 says `wss://host` even when it is served over plain http
 * (peers/README.md), where only `ws:` connects.
 */
export function streamingBase(server: string): string {
  const { config } = instanceStore.getState()
  if (config.server !== server || !config.streamingApi) return server
  const origin = new URL(server)
  const streaming = new URL(config.streamingApi)
  return origin.protocol === 'http:' && streaming.host === origin.host
    ? server
    : config.streamingApi
}

/**
 * Opens the user stream of `scope` with `token` (no-op when streaming is off or unsupported,
 * or for the visitor's scope). Closed when the scope is disposed.
 */
export function startLiveConnection(scope: AccountScope, token: string): void {
  if (!scope.account || !getPreference('useStreamingApi') || !supports('streaming')) return
  const url = streamingUrl(streamingBase(scope.account.server), token)
  const connection = new StreamingConnection(url, {
    onEvent: routeStreamEvent,
    onStatus: (status) => scope.socketStatus.setState({ status }),
    onReconnected: () => {
      pushNotice({
        messageKey: 'timeline.socket_reconnected',
        level: 'success',
        timeout: SOCKET_NOTICE_MS,
      })
      void catchUpAfterReconnect()
    },
    onDropped: (code) => {
      pushNotice({
        messageKey: 'timeline.socket_broke',
        messageArgs: { code },
        level: 'error',
        timeout: SOCKET_NOTICE_MS,
      })
    },
  })
  connection.start()
  scope.onDispose(() => connection.stop())
}
