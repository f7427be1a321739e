import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { isMobile, keptToken } from './session'

/** Calls the demo instance's API as one member: their bearer token on every request. */
export interface Member {
  name: string
  id: string
  token: string
  post(path: string, body?: Record<string, unknown>): Promise<Record<string, unknown>>
}

/**
 * The member signed in on `page` (its kept token), for API calls made beside the UI.
 * Throws when nobody is signed in there.
 */
export async function memberOf(page: Page, name: string): Promise<Member> {
  const token = await keptToken(page)
  if (!token) throw new Error(`${name} is not signed in on this page`)
  const headers = { Authorization: `Bearer ${token}` }
  const request: APIRequestContext = page.request
  const me = await request.get('/api/v1/accounts/verify_credentials', { headers })
  const { id } = (await me.json()) as { id: string }
  return {
    name,
    id,
    token,
    async post(path, body) {
      const answer = await request.post(path, { headers, data: body ?? {} })
      expect(answer.ok(), `${name} POST ${path}: ${answer.status()}`).toBe(true)
      return (await answer.json()) as Record<string, unknown>
    },
  }
}

/** The account id of a nickname (GET /api/v1/accounts/lookup). */
export async function accountId(page: Page, acct: string): Promise<string> {
  const answer = await page.request.get(`/api/v1/accounts/lookup?acct=${acct}`)
  return ((await answer.json()) as { id: string }).id
}

/** Waits until the demo instance holds an open streaming socket of `account` (test hook). */
export async function socketJoined(page: Page, account: string): Promise<void> {
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/starling/test/sockets?account=${account}`)
      return ((await answer.json()) as { open: number }).open
    })
    .toBeGreaterThan(0)
}

/**
 * Drops `account`'s sockets with `code` and refuses its handshakes until {@link releaseSockets}
 * (the client stays on polling meanwhile).
 */
export async function dropSockets(page: Page, account: string, code: number): Promise<void> {
  const answer = await page.request.post('/api/starling/test/drop-sockets', {
    data: { code, account, hold: true },
  })
  expect(await answer.json()).toMatchObject({ code })
}

/** Lets `account`'s sockets connect again. */
export async function releaseSockets(page: Page, account: string): Promise<void> {
  const answer = await page.request.post('/api/starling/test/release-sockets', {
    data: { account },
  })
  expect(answer.ok()).toBe(true)
}

/** The mobile bell: its accessible name carries the unseen count ("Notifications (2 new)"). */
export const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ })

/**
 * The notifications panel: in the sidebar on desktop; on mobile in the drawer the bell opens
 * (opened here when it is not open yet).
 */
export async function notificationsPanel(page: Page): Promise<Locator> {
  if (!isMobile(page)) return page.getByRole('region', { name: /^Notifications/ })
  const drawer = page.getByRole('dialog', { name: 'Notifications' })
  if (!(await drawer.isVisible())) await bell(page).click()
  return drawer.getByRole('region', { name: /^Notifications/ })
}

/** Waits until the notifications `panel` has loaded: its footer offers older ones or says no more. */
export async function notificationsLoaded(panel: Locator): Promise<void> {
  await expect(
    panel
      .getByRole('button', { name: 'Load older notifications' })
      .or(panel.getByText('No more notifications')),
  ).toBeVisible()
}

/** Clears the unseen notifications with the panel's Read button, if there are any. */
export async function readAll(page: Page): Promise<void> {
  const panel = await notificationsPanel(page)
  await notificationsLoaded(panel)
  const read = panel.getByRole('button', { name: 'Read' })
  if (await read.isVisible()) await read.click()
  await expect(read).toBeHidden()
  await expect(page).not.toHaveTitle(/^\(\d+\)/)
}

/** Closes the mobile notifications drawer (no-op on desktop). */
export async function closeNotifications(page: Page): Promise<void> {
  if (!isMobile(page)) return
  await page.getByRole('button', { name: 'Close notifications' }).click()
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden()
}

/** The text frames `page`'s websockets receive, collected from now on. */
export function socketFrames(page: Page): string[] {
  const frames: string[] = []
  page.on('websocket', (ws) => {
    ws.on('framereceived', (frame) => {
      if (typeof frame.payload === 'string') frames.push(frame.payload)
    })
  })
  return frames
}
