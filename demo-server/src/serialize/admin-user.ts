/**
 * AccountRecord -> Pleroma's AdminUser JSON (PLEROMA-API §14, the fields the code sends): id,
 * email, avatar, nickname, display_name, is_active, local, roles, tags, is_confirmed,
 * is_approved, is_suggested, url, registration_reason, actor_type, created_at (milliseconds).
 */
import type { Credentials } from '../auth/state'
import { acctOf, accountUrl } from '../model/store'
import type { Store } from '../model/store'
import { tagsOf } from '../model/operations/admin'
import type { AccountRecord } from '../model/records'

/** Renders one account for the admin API; `creds` are its sign-in data (absent for remote ones). */
export function serializeAdminUser(
  store: Store,
  account: AccountRecord,
  creds: Credentials | undefined,
): Record<string, unknown> {
  return {
    id: account.id,
    email: creds?.email ?? null,
    avatar: account.avatar,
    nickname: acctOf(account),
    display_name: account.display_name,
    is_active: !account.deactivated,
    local: account.host === null,
    roles: { admin: account.is_admin, moderator: account.is_moderator },
    tags: tagsOf(store, account.id),
    is_confirmed: creds?.confirmed ?? true,
    is_approved: creds?.approved ?? true,
    is_suggested: false,
    url: accountUrl(account),
    registration_reason: creds?.registrationReason ?? null,
    actor_type: account.bot ? 'Service' : 'Person',
    created_at: account.created_at.toISOString(),
  }
}
