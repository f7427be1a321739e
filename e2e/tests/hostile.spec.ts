import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { hostileURL } from '../lib/servers'
import { signIn } from '../lib/session'

/** The demo instance's copy of the hostile vectors (shared/xss/vectors.json plus its own). */
const vectors = (
  JSON.parse(
    readFileSync(new URL('../../demo-server/src/seed/xss-vectors.json', import.meta.url), 'utf8'),
  ) as { vectors: string[] }
).vectors

/** What must hold on every page: no script ran, no handler or script URL made it into the DOM. */
async function expectNothingRan(page: Page, dialogs: string[]): Promise<void> {
  const findings = await page.evaluate(() => {
    const bad: string[] = []
    if ((window as unknown as { __xss?: unknown }).__xss !== undefined) bad.push('window.__xss set')
    for (const element of document.querySelectorAll('#app *')) {
      for (const attribute of element.attributes) {
        // Browsers ignore white space and control characters inside a URL scheme.
        const value = [...attribute.value]
          .filter((char) => char.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase()
        if (attribute.name.startsWith('on')) bad.push(`${element.tagName} ${attribute.name}`)
        if (
          ['href', 'src', 'action', 'formaction', 'xlink:href', 'data'].includes(attribute.name)
        ) {
          if (value.startsWith('javascript:') || value.startsWith('data:text/html')) {
            bad.push(`${element.tagName} ${attribute.name}=${attribute.value}`)
          }
        }
        if (attribute.name === 'style' && /javascript:|expression\(/i.test(attribute.value)) {
          bad.push(`${element.tagName} style=${attribute.value}`)
        }
      }
      if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'BASE', 'META'].includes(element.tagName)) {
        bad.push(`element ${element.tagName}`)
      }
    }
    return bad
  })
  expect(findings).toEqual([])
  expect(dialogs).toEqual([])
}

test.describe('hostile content on the demo instance', () => {
  test.use({ baseURL: hostileURL })

  test('every vector is on screen and none runs @desktop-only', async ({ page }) => {
    test.setTimeout(90_000)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto('/tag/xsstest')
    const feed = page.getByRole('feed')
    await expect(feed.getByRole('article').first()).toBeVisible()
    // Every post in the DOM at once: turn virtual scrolling off in the settings.
    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('checkbox', { name: /Keep only visible posts/ }).uncheck()
    await page.getByRole('button', { name: 'Close settings' }).click()
    const end = page.getByText('No more statuses')
    const older = page.getByRole('button', { name: 'Load older statuses' })
    for (let i = 0; i < 20 && !(await end.isVisible()); i += 1) {
      await page.mouse.wheel(0, 100_000)
      await expect(end.or(older)).toBeVisible()
      await expectNothingRan(page, dialogs)
    }
    await expect(end).toBeVisible()
    const seen = new Set<number>()
    for (const text of await feed.getByText(/^Hostile vector \d+/).allTextContents()) {
      seen.add(Number(/\d+/.exec(text)?.[0]))
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(vectors.map((_, i) => i + 1))

    // Content warnings carry the vectors too: open them all.
    const showMore = page.getByRole('button', { name: 'Show more' })
    for (let i = 0; i < 120 && (await showMore.count()) > 0; i += 1) await showMore.first().click()
    await expectNothingRan(page, dialogs)

    // A conversation and a hostile author's profile (display name, bio, fields).
    const id = await feed.getByRole('article').first().getAttribute('data-status-id')
    await page.goto(`/notice/${id}`)
    await expect(page.locator('article[aria-current="true"]')).toBeVisible()
    await expectNothingRan(page, dialogs)
    await page.goto('/users/xss1')
    await expect(page.getByText(/Hostile bio 1/).first()).toBeVisible()
    await expectNothingRan(page, dialogs)
  })

  test('a chat of hostile messages runs no script @desktop-only', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await signIn(page, 'alice')
    await page.goto('/users/alice/chats')
    await page
      .getByRole('main')
      .getByRole('link')
      .filter({ hasText: 'Hostile chat vector' })
      .click()
    const messages = page.getByRole('list', { name: 'Messages' })
    const vector = messages.getByText(/^Hostile chat vector \d+/)
    await expect(vector.first()).toBeVisible()
    // Older pages load at the top: scroll up until every vector's message is there. Older pages
    // come at most once a second (s1 §9), so each attempt scrolls again: ten quick scrolls
    // could all fall within one second and stop at two pages.
    await expect(async () => {
      await messages.hover()
      await page.mouse.wheel(0, -100_000)
      await expectNothingRan(page, dialogs)
      await expect(vector).toHaveCount(vectors.length, { timeout: 1_500 })
    }).toPass({ timeout: 30_000 })
    await expectNothingRan(page, dialogs)
  })
})
