import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Scrolls down the page, as a reader would, until `locator` shows (older pages load on the way).
 * Other journeys post to the same demo instance, so what a test looks for may not be on the
 * first screen. Fails after `timeoutMs` (default 20 s).
 */
export async function scrollUntilVisible(
  page: Page,
  locator: Locator,
  timeoutMs = 20_000,
): Promise<void> {
  await expect(async () => {
    if (!(await locator.first().isVisible())) await page.mouse.wheel(0, 700)
    await expect(locator.first()).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: timeoutMs })
}
