/**
 * The signed-in user's own account as `GET /api/v1/accounts/verify_credentials` renders it
 * (PLEROMA-API §4, fixture pleroma-account.json): the public account of account.ts plus what
 * only the owner sees (from its credentials, auth/state.ts): `source.privacy` and the
 * `source.pleroma` settings, real follow counts (account.ts, viewed by itself), `follow_requests_count`, and the `pleroma`
 * self extras (notification settings, settings_store, chat_token, e-mail, unread counters).
 */
import { signChatToken } from '../auth/chat-token'
import type { AuthState, Credentials } from '../auth/state'
import type { AccountRecord } from '../model/records'
import { notificationSettingsOf } from '../model/operations/account-data'
import { followRequestCount } from '../model/rules'
import { serializeAccount } from './account'

/**
 * Renders the caller's own account. Local URLs keep the ORIGIN/HOST tokens (send it with
 * `sendJson`, which fills them in).
 */
export function selfAccount(
  state: AuthState,
  account: AccountRecord,
  creds: Credentials,
): Record<string, unknown> {
  const base = serializeAccount(state.store, account, { viewer: account.id })
  const source = base.source as Record<string, unknown>
  const pleroma = base.pleroma as Record<string, unknown>
  return {
    ...base,
    follow_requests_count: followRequestCount(state.store, account.id),
    source: {
      ...source,
      privacy: creds.defaultScope,
      sensitive: creds.defaultSensitive,
      pleroma: {
        ...(source.pleroma as Record<string, unknown>),
        no_rich_text: creds.noRichText,
        show_role: creds.showRole,
        show_birthday: creds.showBirthday,
      },
    },
    pleroma: {
      ...pleroma,
      is_confirmed: creds.confirmed,
      email: creds.email,
      notification_settings: notificationSettingsOf(state.store, account.id),
      allow_following_move: creds.allowFollowingMove,
      unread_conversation_count: 0,
      unread_notifications_count: state.store.social.notifications.filter(
        (n) => n.account_id === account.id && !n.seen,
      ).length,
      unread_chat_count: 0,
      follow_request_count: followRequestCount(state.store, account.id),
      settings_store: creds.settingsStore,
      chat_token: signChatToken(account.id, state.now()),
    },
  }
}
