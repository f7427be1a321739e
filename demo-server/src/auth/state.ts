/**
 * The sign-in side's in-memory state beside the shared Store: passwords and account states,
 * OAuth apps, tokens, codes, MFA tokens and captchas. Accounts themselves stay in the Store
 * (`AccountRecord`); this file keeps what the Store has no fields for, keyed by account id.
 */
import { addLocalAccount } from '../model/operations/accounts'
import type { AccountRecord, Visibility } from '../model/records'
import { findAccount } from '../model/store'
import type { Store } from '../model/store'
import { createPushState, type PushState } from './push'
import { hashPassword } from './secrets'

/** The password of every demo account. */
export const DEMO_PASSWORD = 'starling'

/** carol's TOTP secret (base32, SHA-1, 6 digits, 30 s), as authenticator apps take it. */
export const CAROL_TOTP_SECRET = 'JBSWY3DPEHPK3PXP'

/** carol's recovery codes (16 lowercase hex, as Pleroma's backup codes); each works once. */
export const CAROL_RECOVERY_CODES: readonly string[] = [
  '3f9c2a7e1b4d8065',
  'a1e07c5d92b3f468',
  '5b6d4e8f0a7c1329',
  'c8f2193a6e0d4b57',
  '7e4a0b9c3d5f2861',
  '0d3b7f6a2c9e5148',
  'e5c19a4f7b2d0863',
  '92a6d8e3f1c04b75',
]

/** Sign-in data and account state the Store does not hold. */
export interface Credentials {
  accountId: string
  email: string | null
  /** `hashPassword` output (scrypt). */
  passwordHash: string
  /** Base32 TOTP secret when two-factor is on, else null. */
  totpSecret: string | null
  /** A TOTP secret set up but not confirmed yet (PLEROMA-API §13 setup/totp), else null. */
  pendingTotpSecret: string | null
  /** Unused recovery codes. */
  recoveryCodes: Set<string>
  passwordResetRequired: boolean
  approved: boolean
  confirmed: boolean
  deactivated: boolean
  registrationReason: string | null
  /** `pleroma.settings_store`: front-end name → its stored settings. */
  settingsStore: Record<string, unknown>
  /** `source.privacy`: the default post visibility. */
  defaultScope: Visibility
  noRichText: boolean
  showRole: boolean
  /** `source.sensitive`: new posts marked sensitive by default. */
  defaultSensitive: boolean
  /** `pleroma.allow_following_move`: follow an account that moved to its new home. */
  allowFollowingMove: boolean
  /** `source.pleroma.show_birthday`. */
  showBirthday: boolean
  /** The e-mail language (update_credentials `language`), or null. */
  language: string | null
}

/** A registered OAuth app (PLEROMA-API §3.1). `id` is an integer as a string. */
export interface OAuthApp {
  id: string
  name: string
  clientId: string
  clientSecret: string
  redirectUris: string[]
  scopes: string[]
  website: string | null
}

/** An access token: user token (`accountId` set) or app token (`accountId` null). */
export interface TokenRecord {
  /** JSON number in answers (§1.8). */
  id: number
  token: string
  refreshToken: string
  appId: string
  accountId: string | null
  scopes: string[]
  /** Unix ms. */
  createdAt: number
  /** Unix ms. */
  validUntil: number
}

/** A single-use authorization code (§3.2). */
export interface CodeRecord {
  code: string
  appId: string
  accountId: string
  scopes: string[]
}

/** A pending second factor (§3.3, §3.4): lives 300 s. */
export interface MfaTokenRecord {
  token: string
  accountId: string
  appId: string
  scopes: string[]
  /** Unix ms. */
  expiresAt: number
}

/** A native captcha (§2.9): single use, valid `seconds_valid`. */
export interface CaptchaRecord {
  token: string
  /** The letters drawn in the image. */
  answer: string
  /** Opaque blob the client sends back unchanged. */
  answerData: string
  /** Unix ms. */
  expiresAt: number
  used: boolean
}

/** Everything the auth routes keep between requests. */
export interface AuthState {
  store: Store
  /** By account id. */
  credentials: Map<string, Credentials>
  /** By client_id. */
  apps: Map<string, OAuthApp>
  /** By access token. */
  tokens: Map<string, TokenRecord>
  /** Refresh token → access token. */
  refreshTokens: Map<string, string>
  codes: Map<string, CodeRecord>
  mfaTokens: Map<string, MfaTokenRecord>
  captchas: Map<string, CaptchaRecord>
  nextAppId: number
  nextTokenId: number
  /** The VAPID keys and the push subscriptions by token (auth/push.ts). */
  push: PushState
  /** The store's clock in Unix ms. */
  now: () => number
}

/** One demo account and its sign-in quirks. */
interface DemoUser {
  nickname: string
  displayName: string
  locked?: boolean
  admin?: boolean
  moderator?: boolean
  totp?: boolean
  passwordResetRequired?: boolean
}

/** The demo accounts that can sign in (all with DEMO_PASSWORD). */
export const DEMO_USERS: readonly DemoUser[] = [
  { nickname: 'alice', displayName: 'Alice' },
  { nickname: 'bob', displayName: 'Bob', locked: true },
  { nickname: 'carol', displayName: 'Carol', totp: true },
  { nickname: 'moderator', displayName: 'Moderator', moderator: true },
  { nickname: 'admin', displayName: 'Admin', admin: true },
  { nickname: 'dave', displayName: 'Dave', passwordResetRequired: true },
]

/** scrypt hash of DEMO_PASSWORD, made once per process (every demo account shares it). */
let demoHash: string | undefined

/**
 * Fresh credentials for an account: confirmed, approved, no two-factor.
 * @param passwordHash a `hashPassword` result
 */
export function newCredentials(
  accountId: string,
  email: string | null,
  passwordHash: string,
): Credentials {
  return {
    accountId,
    email,
    passwordHash,
    totpSecret: null,
    pendingTotpSecret: null,
    recoveryCodes: new Set(),
    passwordResetRequired: false,
    approved: true,
    confirmed: true,
    deactivated: false,
    registrationReason: null,
    settingsStore: {},
    defaultScope: 'public',
    noRichText: false,
    showRole: true,
    defaultSensitive: false,
    allowFollowingMove: true,
    showBirthday: false,
    language: null,
  }
}

/**
 * Creates the auth state over a (normally already seeded) Store and gives every DEMO_USERS entry
 * its password: a local account of that nickname is used when the seed made one, otherwise it
 * is created here. E-mail addresses are `<nickname>@starling.test`.
 */
export function createAuthState(store: Store): AuthState {
  const state: AuthState = {
    store,
    credentials: new Map(),
    apps: new Map(),
    tokens: new Map(),
    refreshTokens: new Map(),
    codes: new Map(),
    mfaTokens: new Map(),
    captchas: new Map(),
    nextAppId: 1,
    nextTokenId: 1,
    push: createPushState(),
    now: () => store.clock().getTime(),
  }
  for (const user of DEMO_USERS) {
    const found = findAccount(store, user.nickname)
    const account =
      found && found.host === null
        ? found
        : addLocalAccount(store, {
            username: user.nickname,
            displayName: user.displayName,
            locked: user.locked ?? false,
            isAdmin: user.admin ?? false,
            isModerator: user.moderator ?? false,
          })
    demoHash ??= hashPassword(DEMO_PASSWORD)
    const creds = newCredentials(account.id, `${user.nickname}@starling.test`, demoHash)
    if (user.totp) {
      creds.totpSecret = CAROL_TOTP_SECRET
      creds.recoveryCodes = new Set(CAROL_RECOVERY_CODES)
    }
    creds.passwordResetRequired = user.passwordResetRequired ?? false
    state.credentials.set(account.id, creds)
  }
  return state
}

/**
 * Finds the local account and credentials for a sign-in name: nickname (case-insensitive) or
 * e-mail address. Undefined when no account of this instance has credentials under that name.
 */
export function findLogin(
  state: AuthState,
  name: string,
): { account: AccountRecord; creds: Credentials } | undefined {
  const wanted = name.trim().toLowerCase()
  for (const creds of state.credentials.values()) {
    const account = state.store.accounts.get(creds.accountId)
    if (!account || account.host !== null) continue
    if (account.username.toLowerCase() === wanted || creds.email?.toLowerCase() === wanted) {
      return { account, creds }
    }
  }
  return undefined
}
