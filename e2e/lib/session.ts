import { expect, type Page } from '@playwright/test'
import { apiApp, apiToken, DEMO_PASSWORD } from './api'

/** True on the mobile project (the layouts switch at 800 px, s1 §2). */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) <= 800

/** The main landmark: the page's own content, apart from the sidebar's login form. */
export const main = (page: Page) => page.getByRole('main')

/** Signs in on /login with the password strategy and waits for the member's home and shell. */
export async function signInWithForm(page: Page, username: string): Promise<void> {
  await page.goto('/login')
  await main(page).getByLabel('Username').fill(username)
  await main(page).getByLabel('Password').fill(DEMO_PASSWORD)
  await main(page).getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/main\/friends$/)
  await memberShellShown(page)
}

/**
 * Waits until the top bar shows the member's tools ("Log out" on desktop, the notifications
 * button on a phone): the shell has mounted again for the account (app/App.tsx keys it by the
 * account scope), so no key pressed from here on meets the one it replaced (a settings dialog
 * opened there closes with it).
 */
async function memberShellShown(page: Page): Promise<void> {
  const tool = isMobile(page) ? /^Notifications/ : 'Log out'
  await expect(page.getByRole('banner').getByRole('button', { name: tool })).toBeVisible()
}

/**
 * Signs `username` in without the form, for journeys about something else: the OAuth app and a
 * password-grant token (lib/api.ts) go into local storage under Starling's keys
 * (features/auth/credentials.ts), then home loads and Starling restores the session as after a
 * reload (s2 §7). The sign-in form has its own journeys (auth.spec, account-scope.spec).
 * Unread announcements and chats are marked read first (they count in the title), unless
 * `keepAnnouncements` / `keepChats`.
 */
export async function signIn(
  page: Page,
  username: string,
  { keepAnnouncements = false, keepChats = false } = {},
): Promise<void> {
  const app = await apiApp(page.request)
  const token = await apiToken(page.request, username, app)
  if (!keepAnnouncements) await readAnnouncements(page, token)
  if (!keepChats) await readChats(page, token)
  await page.goto('/api/v1/instance')
  await page.evaluate(
    ([appJson, userToken]) => {
      localStorage.setItem(`starling:oauth-app:${location.origin}`, appJson)
      localStorage.setItem(`starling:user-token:${location.origin}`, userToken)
    },
    [JSON.stringify({ clientId: app.client_id, clientSecret: app.client_secret }), token] as const,
  )
  await page.goto('/main/friends')
  await expect(page).toHaveURL(/\/main\/friends$/)
  // Signed in once Starling has verified the token and kept the account as the active one.
  await page.waitForFunction(() => localStorage.getItem('starling:active-account') !== null)
  await memberShellShown(page)
}

/** Marks every unread announcement read for the token's user (PLEROMA-API §12.3). */
async function readAnnouncements(page: Page, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` }
  const answer = await page.request.get('/api/v1/announcements', { headers })
  if (!answer.ok()) return
  for (const { id, read } of (await answer.json()) as { id: string; read: boolean }[]) {
    if (!read) await page.request.post(`/api/v1/announcements/${id}/dismiss`, { headers })
  }
}

/** Marks every chat of the token's user read up to its last message (PLEROMA-API §11). */
async function readChats(page: Page, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` }
  const answer = await page.request.get('/api/v1/pleroma/chats', { headers })
  if (!answer.ok()) return
  type Chat = { id: string; unread: number; last_message: { id: string } | null }
  for (const chat of (await answer.json()) as Chat[]) {
    if (chat.unread > 0 && chat.last_message) {
      await page.request.post(`/api/v1/pleroma/chats/${chat.id}/read`, {
        headers,
        data: { last_read_id: chat.last_message.id },
      })
    }
  }
}

/**
 * The token of the account active on `page`, as Starling keeps it (state/accounts.ts:
 * `starling:active-account` names `{server} {userId}` in the `starling:accounts` list), or null
 * when nobody is signed in.
 */
export async function keptToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = localStorage.getItem('starling:active-account')
    if (!active) return null
    const accounts = JSON.parse(localStorage.getItem('starling:accounts') ?? '[]') as {
      server: string
      userId: string
      token: string
    }[]
    return accounts.find((a) => `${a.server} ${a.userId}` === active)?.token ?? null
  })
}

/** Presses the shell's button `name`: in the navbar on desktop, in the side drawer on mobile. */
export async function pressShellButton(page: Page, name: string): Promise<void> {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open the menu' }).click()
    await page.getByRole('dialog').getByRole('button', { name }).click()
  } else {
    await page.getByRole('banner').getByRole('button', { name }).click()
  }
}

/** Signs out with the logout button: in the navbar on desktop, in the side drawer on mobile. */
export async function signOut(page: Page): Promise<void> {
  await pressShellButton(page, 'Log out')
  await expect(page).toHaveURL(/\/main\/public$/)
}
