import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test'
import { baseURL } from './servers'
import { apiToken } from './api'
import { isMobile } from './session'

/** A hashtag no other run shares (lower-case letters and digits only). */
export function uniqueTag(testInfo: TestInfo): string {
  return `e2e${testInfo.project.name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
}

/**
 * The new-post form, ready to type into: the user panel's form on desktop; on mobile the
 * floating post button opens the post modal and the form is the one inside it.
 */
export async function openComposer(page: Page): Promise<Locator> {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Post a new status' }).click()
    const dialog = page.getByRole('dialog', { name: 'Post a new status' })
    await expect(dialog).toBeVisible()
    return dialog.getByRole('form', { name: 'Post a new status' })
  }
  const form = page.getByRole('form', { name: 'Post a new status' })
  await expect(form).toBeVisible()
  return form
}

/** The status text field of a post form ("Post text"; its placeholder is only an example). */
export const statusField = (form: Locator) => form.getByRole('textbox', { name: 'Post text' })

/** The post in the home timeline's feed whose text contains `text`. */
export const feedPost = (page: Page, text: string) =>
  page.getByRole('feed').getByRole('article').filter({ hasText: text })

/** The id of a post card's status, read from its time link (/notice/:id). */
export async function statusIdOf(article: Locator): Promise<string> {
  const href = await article.locator('a[href^="/notice/"]').first().getAttribute('href')
  const id = href ? decodeURIComponent(href.slice('/notice/'.length)) : ''
  expect(id).not.toBe('')
  return id
}

/**
 * A second person in their own browser context (own storage), with the same viewport as `page`,
 * signed in as `username` through the API: their token is in local storage before the first
 * page loads (the sign-in page itself is covered by auth.spec). Not navigated yet; close it with
 * `page.context().close()`.
 */
export async function otherPerson(browser: Browser, page: Page, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() })
  const token = await apiToken(context.request, username)
  // Kept as an older build kept it; Starling takes it over at its first start (state/accounts.ts).
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem('starling:active-account')) localStorage.setItem(key, value)
    },
    [`starling:user-token:${new URL(baseURL).origin}`, token] as const,
  )
  return context.newPage()
}
