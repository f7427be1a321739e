import { expect, test, type Page } from '@playwright/test'
import { apiToken, postStatus } from '../lib/api'
import { scrollUntilVisible } from '../lib/scroll'

/** The feed of the page (WAI-ARIA feed pattern) and its posts. */
const feed = (page: Page) => page.getByRole('feed')
const posts = (page: Page) => feed(page).getByRole('article')

test.describe('a visitor reads the demo instance', () => {
  test('lands on the whole known network with posts, images and custom emoji', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/main\/all$/)
    await expect(page.getByRole('heading', { name: 'The whole known network' })).toBeVisible()
    await expect(posts(page).first()).toBeVisible()
    // The first post, then the others one per task (useFillingWindow, issue 20).
    await expect.poll(() => posts(page).count()).toBeGreaterThanOrEqual(10)
    await scrollUntilVisible(page, feed(page).locator('img.emoji, img[class*="emoji"]'))
    const images = feed(page).getByRole('group', { name: 'Attachments' }).locator('img')
    await scrollUntilVisible(page, images.filter({ visible: true }))
    // Posts above the view may still be filling in (useFillingWindow): pin the picture in view.
    // The demo's posts share pictures, so the post's id and the picture's address name it.
    const [id, src] = await images
      .filter({ visible: true })
      .first()
      .evaluate((img: HTMLImageElement) => [
        img.closest('article')?.dataset.statusId ?? '',
        img.getAttribute('src') ?? '',
      ])
    const image = feed(page).locator(`article[data-status-id="${id}"] img[src="${src}"]`).first()
    // Playwright's "visible" is not "in the view", and a lazy picture far below it never loads.
    await image.scrollIntoViewIfNeeded()
    // Its row holds the picture's size before it loads (issue 20): wait for the picture itself.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    // Visitors get the remote-interaction link instead of reply, favourite and repeat.
    const interact = posts(page)
      .first()
      .getByRole('link', { name: /interact/i })
    await expect(interact).toHaveAttribute('href', /\/main\/ostatus\?status_id=/)
  })

  test('opens a conversation from a reply @desktop-only', async ({ page }) => {
    await page.goto('/main/public')
    const replies = posts(page)
      .filter({ has: page.getByRole('link', { name: /^Reply to/ }) })
      .filter({ visible: true })
    await scrollUntilVisible(page, replies)
    // Posts above the view may still be filling in (useFillingWindow): pin the reply in view.
    const id = await replies.first().getAttribute('data-status-id')
    await feed(page)
      .locator(`article[data-status-id="${id}"]`)
      .getByRole('link', { name: /ago|now/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/notice\/[^/]+$/)
    const focused = page.locator('article[aria-current="true"]')
    await expect(focused).toBeVisible()
    await expect(focused).toHaveAttribute('data-status-id', id ?? '')
    // A reply has at least its parent above it.
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(1)
  })

  test('follows a hashtag to its timeline @desktop-only', async ({ page, request }) => {
    // A tag of letters only that no other run uses, on a post at the top of the local timeline
    // (the journeys' own posts push the seeded hashtags far down).
    const name = `visit${Math.random()
      .toString(36)
      .slice(2, 8)
      .replace(/[0-9]/g, (digit) => 'abcdefghij'.charAt(Number(digit)))}`
    await postStatus(request, await apiToken(request, 'alice'), {
      status: `Reading about #${name} today`,
      visibility: 'public',
    })
    await page.goto('/main/public')
    const hashtag = feed(page)
      .getByRole('link', { name: `#${name}` })
      .first()
    await scrollUntilVisible(page, hashtag)
    await hashtag.click()
    await expect(page).toHaveURL(new RegExp(`/tag/${name}$`, 'i'))
    await expect(page.getByRole('heading', { name: `#${name}` })).toBeVisible()
    await expect(posts(page).first()).toBeVisible()
  })

  test('loads older posts until there are no more', async ({ page }) => {
    await page.goto('/users/alice')
    await expect(posts(page).first()).toBeVisible()
    const end = page.getByText('No more statuses')
    const older = page.getByRole('button', { name: 'Load older statuses' })
    // Scrolling near the bottom loads the next page by itself (within 750 px, s1 §9).
    for (let i = 0; i < 10 && !(await end.isVisible()); i += 1) {
      await page.mouse.wheel(0, 20_000)
      await expect(end.or(older)).toBeVisible()
    }
    await expect(end).toBeVisible()
    // Older pages were appended (the feed may keep only the posts near the viewport).
    expect(Number(await posts(page).last().getAttribute('aria-posinset'))).toBeGreaterThan(20)
  })
})
