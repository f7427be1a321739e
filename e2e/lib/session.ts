import { expect, type Page } from '@playwright/test'

/** The demo accounts' password (README). */
export const DEMO_PASSWORD = 'starling'

/** True on the mobile project (the layouts switch at 800 px, s1 §2). */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) <= 800

/** The main landmark: the page's own content, apart from the sidebar's login form. */
export const main = (page: Page) => page.getByRole('main')

/** Signs in on /login with the password strategy and waits for the home timeline. */
export async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/login')
  await main(page).getByLabel('Username').fill(username)
  await main(page).getByLabel('Password').fill(DEMO_PASSWORD)
  await main(page).getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/main\/friends$/)
}

/** The user token Starling keeps for this instance (local storage), or null. */
export async function keptToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem(`starling:user-token:${location.origin}`))
}

/** Signs out with the logout button: in the navbar on desktop, in the side drawer on mobile. */
export async function signOut(page: Page): Promise<void> {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open the menu' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click()
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
  }
  await expect(page).toHaveURL(/\/main\/public$/)
}
