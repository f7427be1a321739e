/**
 * Several accounts (issue 13): switching between kept accounts without a new sign-in, adding
 * one, and signing out only the active one (s1 §4 "Logout", PLEROMA-API §3.8). Each account has
 * its own scope (state/scope.ts): a switch drops the previous account's entities, timelines,
 * notifications, fetchers, timers and socket whole before the next one is signed in.
 */
import { instanceOrigin } from '../../api/http'
import {
  chooseServer,
  clearActiveAccount,
  forgetAccount,
  readKeptAccounts,
  type KeptAccount,
} from '../../state/accounts'
import { forgetDrafts } from '../../state/drafts'
import { serverStore } from '../../state/server'
import { switchServer } from '../../state/switchServer'
import { sessionAccountKey, sessionStore, signOut } from '../../state/session'
import { revokeToken } from './api'
import { loadApp } from './credentials'
import { resumeAccount } from './session'

/**
 * Makes the kept account `account` the active one: the current account is signed out locally
 * first (its scope dropped, its token no longer sent anywhere), the server is switched when the
 * account lives elsewhere (state/server.ts), then the kept token is verified and the account
 * signed in. Resolves true when signed in; false leaves a visitor (a revoked token is forgotten
 * with a notice, see resumeAccount). Never rejects.
 */
export async function switchAccount(account: KeptAccount): Promise<boolean> {
  signOut()
  if (account.server !== instanceOrigin()) await switchServer(account.server)
  return (await resumeAccount(account)) !== null
}

/**
 * Starts adding an account: the current one stays kept but none is active, and the session
 * becomes a visitor's (stand-alone: of the current server, kept for a reload), so the login
 * page can sign in another one.
 */
export function addAccount(): void {
  clearActiveAccount()
  if (serverStore.getState().standalone) chooseServer(instanceOrigin())
  signOut()
}

/**
 * Logout of the active account only (s1 §4, PLEROMA-API §3.8): deletes its push subscription
 * (features/push, while the token still works; only when push was started), revokes its token
 * (POST /oauth/revoke; a failure is logged and does not stop the logout), forgets it and its drafts,
 * signs out (its scope is dropped whole), then switches to another kept account if any; else
 * the visitor stays on this server. The caller navigates to /main/public (see useLogout).
 */
export async function logout(): Promise<void> {
  const server = instanceOrigin()
  const { token } = sessionStore.getState()
  const key = sessionAccountKey()
  if (token && 'serviceWorker' in navigator)
    await import('../push').then((push) => push.releasePush())
  if (token) {
    try {
      await revokeToken(loadApp(server), token)
    } catch (error) {
      console.warn('Token revocation failed', error)
    }
  }
  if (key) {
    forgetAccount(key)
    forgetDrafts(key)
  }
  signOut()
  const [next] = readKeptAccounts()
  if (next) await switchAccount(next)
  else if (serverStore.getState().standalone) chooseServer(server)
}
