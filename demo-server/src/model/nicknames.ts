/** The reserved nicknames of this instance. */

/**
 * Nicknames nobody may register (Pleroma's `restricted_nicknames`): registration refuses them
 * (resources/auth/register.ts) and nodeinfo advertises them as `restrictedNicknames`
 * (PLEROMA-API §2.7). One list, so the two never drift apart.
 */
export const RESERVED_NICKNAMES: readonly string[] = [
  '.well-known',
  '~',
  'about',
  'activities',
  'api',
  'auth',
  'check_password',
  'dev',
  'friend-requests',
  'inbox',
  'internal',
  'main',
  'media',
  'nodeinfo',
  'notice',
  'oauth',
  'objects',
  'ostatus_subscribe',
  'pleroma',
  'proxy',
  'push',
  'registration',
  'relay',
  'settings',
  'status',
  'tag',
  'user-search',
  'user_exists',
  'users',
  'web',
  'verify_credentials',
  'update_credentials',
  'relationships',
  'search',
  'confirmation_resend',
  'mfa',
]
