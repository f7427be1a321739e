import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Scrolls down the page, as a reader would, until `locator` is rendered with a box (older pages
 * load on the way). That is Playwright's "visible", not "in the view": scroll a lazy picture into
 * view (`scrollIntoViewIfNeeded`) before waiting for it to load.
 * Other journeys post to the same demo instance, so what a test looks for may not be on the
 * first screen. A reader scrolls once the first post shows: scrolling an empty page on a slow
 * machine would carry the top posts out of the feed's window before they rendered. Fails after
 * `timeoutMs` (default 20 s).
 */
export async function scrollUntilVisible(
  page: Page,
  locator: Locator,
  timeoutMs = 20_000,
): Promise<void> {
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: timeoutMs })
  await expect(async () => {
    if (!(await locator.first().isVisible())) await page.mouse.wheel(0, 700)
    await expect(locator.first()).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: timeoutMs })
}
