/**
 * Starling's kept session in local storage, as a sign-in leaves it (issue 20): what a Lighthouse
 * run is given to load a member's page as a returning visit (bench.ts, tools/lantern.ts).
 */
import { request } from '@playwright/test'
import { apiApp, apiToken } from '../lib/api'

/**
 * The local storage entries of `username`'s session on the demo instance at `base` (an OAuth app
 * and a token from the password grant): the app, the kept account as this build keeps it
 * (client/src/state/accounts.ts) and that account as the active one. Throws (a failed
 * expectation) when the instance refuses a call.
 */
export async function keptSession(base: string, username: string): Promise<Record<string, string>> {
  const api = await request.newContext({ baseURL: base })
  try {
    const app = await apiApp(api)
    const token = await apiToken(api, username, app)
    const me = (await (
      await api.get('/api/v1/accounts/verify_credentials', {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { id: string; avatar: string }
    const account = { server: base, userId: me.id, acct: username, avatar: me.avatar, token }
    return {
      [`starling:oauth-app:${base}`]: JSON.stringify({
        clientId: app.client_id,
        clientSecret: app.client_secret,
      }),
      'starling:accounts': JSON.stringify([account]),
      'starling:active-account': `${base} ${me.id}`,
    }
  } finally {
    await api.dispose()
  }
}
