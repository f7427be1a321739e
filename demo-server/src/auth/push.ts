/**
 * Web push subscriptions (PLEROMA-API §3.6): the instance's VAPID key pair, made at start, and
 * at most one subscription per access token (a new one replaces it; revoking the token deletes
 * it, as Pleroma's `on_delete: :delete_all` does). Only the alert types Pleroma supports are
 * kept; `follow_request` notifications follow the `follow` flag.
 */
import webpush from 'web-push'
import type { AuthConfig } from './config'

/** The alert types Pleroma keeps (§3.6); any other sent key is dropped. */
export const SUPPORTED_ALERTS = [
  'follow',
  'favourite',
  'reblog',
  'mention',
  'poll',
  'pleroma:chat_mention',
  'pleroma:emoji_reaction',
] as const

/** One supported alert type. */
export type PushAlert = (typeof SUPPORTED_ALERTS)[number]

/** The instance's VAPID key pair: URL-safe base64 (public: an uncompressed P-256 point). */
export interface VapidKeys {
  publicKey: string
  privateKey: string
}

/** A browser's push subscription, registered with one access token. */
export interface PushSubscriptionRecord {
  /** Integer as a string (§1.8). */
  id: string
  /** The access token it belongs to. */
  token: string
  accountId: string
  /** The instance origin the browser subscribed through (fills the payload's URLs). */
  origin: string
  /** The push service URL the payloads are posted to. */
  endpoint: string
  /** The browser's P-256 public key (URL-safe base64). */
  p256dh: string
  /** The browser's 16-byte authentication secret (URL-safe base64). */
  auth: string
  /** The supported alerts that were sent, as sent. */
  alerts: Partial<Record<PushAlert, boolean>>
}

/** The push side of the auth state. */
export interface PushState {
  vapid: VapidKeys
  /** By access token. */
  subscriptions: Map<string, PushSubscriptionRecord>
  nextId: number
}

/** A fresh push state with a new VAPID key pair. */
export function createPushState(): PushState {
  return { vapid: webpush.generateVAPIDKeys(), subscriptions: new Map(), nextId: 1 }
}

/** The supported alerts of `sent` (`name` -> BooleanLike text or boolean), others dropped. */
export function pickAlerts(
  sent: (name: string) => boolean | undefined,
): Partial<Record<PushAlert, boolean>> {
  const alerts: Partial<Record<PushAlert, boolean>> = {}
  for (const name of SUPPORTED_ALERTS) {
    const value = sent(name)
    if (value !== undefined) alerts[name] = value
  }
  return alerts
}

/** Creates (or replaces) the subscription of `token`. */
export function subscribe(
  push: PushState,
  input: Omit<PushSubscriptionRecord, 'id'>,
): PushSubscriptionRecord {
  const record = { ...input, id: String(push.nextId++) }
  push.subscriptions.set(input.token, record)
  return record
}

/** Every subscription of an account, oldest first. */
export function subscriptionsOf(push: PushState, accountId: string): PushSubscriptionRecord[] {
  return [...push.subscriptions.values()].filter((s) => s.accountId === accountId)
}

/** Whether `record` wants a notification of `type` (`follow_request` follows `follow`). */
export function wantsAlert(record: PushSubscriptionRecord, type: string): boolean {
  const alert = type === 'follow_request' ? 'follow' : type
  return record.alerts[alert as PushAlert] === true
}

/** Deletes a subscription (a revoked token, a push service that answered 404 or 410). */
export function unsubscribe(push: PushState, token: string): void {
  push.subscriptions.delete(token)
}

/** The VAPID public key the instance advertises: null while web push is off (§2.1, §3.6). */
export function vapidPublicKey(push: PushState, config: AuthConfig): string | null {
  return config.webPush ? push.vapid.publicKey : null
}
