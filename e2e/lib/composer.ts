import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test'
import { baseURL } from './servers'
import { isMobile, keptToken, signIn } from './session'

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

/** The status text field of a post form (a combobox: it offers suggestions). */
export const statusField = (form: Locator) =>
  form.getByRole('combobox', { name: 'Just landed in L.A.' })

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
 * Posts a status as the page's signed-in user straight through the API (POST /api/v1/statuses,
 * JSON), for setting the scene; returns the created status's id.
 */
export async function postThroughApi(page: Page, params: Record<string, unknown>): Promise<string> {
  const token = await keptToken(page)
  expect(token).not.toBeNull()
  const response = await page.request.post('/api/v1/statuses', {
    headers: { Authorization: `Bearer ${token}` },
    data: params,
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { id: string }).id
}

/**
 * A second person in their own browser context (own storage), signed in as `username`, with
 * the same viewport as `page`. Close it with `page.context().close()`.
 */
export async function otherPerson(browser: Browser, page: Page, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() })
  const other = await context.newPage()
  await signIn(other, username)
  return other
}
