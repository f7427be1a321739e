/**
 * Switches of the demo instance's sign-in side. `authConfig` is one shared, mutable object: the
 * lead (or a test) may flip a field at run time and the routes read it on every request. The CLI
 * sets it through the environment (see `authConfigFromEnv`).
 */

/** Registration and sign-in switches (PLEROMA-API §2.9, §4.1; s1 §3 instance config). */
export interface AuthConfig {
  /** `instance.registrations_open`; when false, registration needs an invite token (none exist). */
  registrationsOpen: boolean
  /** `instance.account_approval_required`: new accounts wait for a moderator; `reason` required. */
  approvalRequired: boolean
  /** `instance.account_activation_required`: new accounts must confirm their e-mail first. */
  activationRequired: boolean
  /** Native captcha on registration (Pleroma's stock default: on). */
  captchaEnabled: boolean
  /** Serves `GET /api/starling/test/captcha-answer` (e2e tests only). */
  testHooks: boolean
  /**
   * A private instance (Pleroma's `instance.public: false`): visitors get 401 on the public and
   * tag timelines and 403 on search; nodeinfo says `private: true` (PLEROMA-API §1.2, §5, §10).
   */
  privateInstance: boolean
  /**
   * Web push (PLEROMA-API §3.6): the VAPID public key is advertised and subscriptions are taken.
   * Off, as a Pleroma without VAPID keys: the key is null and the push routes answer 403.
   */
  webPush: boolean
}

/** True for the env values `1`, `true`, `yes`, `on` (any case). */
function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase())
}

/**
 * Reads the switches from the environment: `STARLING_APPROVAL_REQUIRED=1`,
 * `STARLING_ACTIVATION_REQUIRED=1`, `STARLING_REGISTRATIONS_CLOSED=1`, `STARLING_CAPTCHA=off`,
 * `STARLING_TEST_HOOKS=1`, `STARLING_PRIVATE=1` and `STARLING_WEB_PUSH=off`. Anything unset keeps the
 * default (open, no approval, no activation, captcha on, no test hooks, a public instance, web
 * push on).
 */
export function authConfigFromEnv(env: NodeJS.ProcessEnv): AuthConfig {
  return {
    registrationsOpen: !flag(env.STARLING_REGISTRATIONS_CLOSED),
    approvalRequired: flag(env.STARLING_APPROVAL_REQUIRED),
    activationRequired: flag(env.STARLING_ACTIVATION_REQUIRED),
    captchaEnabled: (env.STARLING_CAPTCHA ?? 'on').toLowerCase() !== 'off',
    testHooks: flag(env.STARLING_TEST_HOOKS),
    privateInstance: flag(env.STARLING_PRIVATE),
    webPush: (env.STARLING_WEB_PUSH ?? 'on').toLowerCase() !== 'off',
  }
}

/** The process-wide switches, read from `process.env` once at import. */
export const authConfig: AuthConfig = authConfigFromEnv(process.env)
