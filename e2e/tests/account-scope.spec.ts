import { expect, test, type Page } from '@playwright/test'
import { apiToken, postStatus, uniqueText } from '../lib/api'
import { feedPost, openComposer, statusField } from '../lib/composer'
import { closeNotifications, notificationsLoaded, notificationsPanel } from '../lib/live'
import { main, signInWithForm, signOut } from '../lib/session'

/**
 * Issue 10 "One account scope": nothing of one account shows under the next one on the same
 * page. alice reads her home (with a post only she can see), has notifications and a draft, and
 * signs out; bob signs in on the same page and sees none of it, before or after a reload.
 */
test.describe.configure({ timeout: 60_000 })

/** The /notice/ links of the notifications panel (each names a post of the reader's). */
async function notificationLinks(page: Page): Promise<string[]> {
  const panel = await notificationsPanel(page)
  await expect(panel.getByRole('article').first()).toBeVisible()
  const links = await panel
    .locator('a[href^="/notice/"]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))
  await closeNotifications(page)
  return [...new Set(links)].filter(Boolean)
}

async function expectNoneOfAlice(page: Page, secret: string, draft: string, links: string[]) {
  await expect(main(page).getByRole('feed').getByRole('article').first()).toBeVisible()
  await expect(page.getByText(secret)).toHaveCount(0)
  await expect(page.getByText(draft)).toHaveCount(0)
  const panel = await notificationsPanel(page)
  await notificationsLoaded(panel)
  for (const href of links) await expect(panel.locator(`a[href="${href}"]`)).toHaveCount(0)
  await closeNotifications(page)
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }))
  expect(stored).not.toContain(draft)
}

test('bob signing in after alice on the same page sees nothing of hers @desktop-only', async ({
  page,
  request,
}, info) => {
  const secret = uniqueText('Only alice may read this', info.project.name)
  await postStatus(request, await apiToken(request, 'alice'), {
    status: secret,
    visibility: 'direct',
  })

  await signInWithForm(page, 'alice')
  await expect(feedPost(page, secret)).toBeVisible()
  const links = await notificationLinks(page)
  expect(links.length).toBeGreaterThan(0)
  const draft = uniqueText('alice half-written thought', info.project.name)
  const form = await openComposer(page)
  await statusField(form).fill(draft)
  await expect.poll(() => page.evaluate(() => JSON.stringify({ ...localStorage }))).toContain(draft)
  if (await page.getByRole('dialog', { name: 'Post a new status' }).isVisible()) {
    await page.keyboard.press('Escape')
  }

  await signOut(page)
  await expect(page.getByText(secret)).toHaveCount(0)
  await signInWithForm(page, 'bob')
  await expectNoneOfAlice(page, secret, draft, links)
  const bobForm = await openComposer(page)
  await expect(statusField(bobForm)).toHaveValue('')
  await expect(bobForm.getByText(/saved drafts?$/)).toHaveCount(0)

  await page.reload()
  await expect(page).toHaveURL(/\/main\/friends$/)
  await expectNoneOfAlice(page, secret, draft, links)
})
