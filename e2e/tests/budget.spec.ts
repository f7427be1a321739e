import { expect, test } from '@playwright/test'
import { initialLoad, initialLoadBudgetBytes } from '../lib/bundle'

test('the initial load stays within 150 KB of gzip JS+CSS @desktop-only', () => {
  const { files, gzipBytes } = initialLoad()
  expect(files.some((file) => file.path.endsWith('.js'))).toBe(true)
  expect(gzipBytes).toBeLessThanOrEqual(initialLoadBudgetBytes)
})

test('index.html paints the app shell with no script, and the app replaces it (issue 20)', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const still = await context.newPage()
  await still.goto(`${baseURL}/main/public`)
  // The navbar, the sidebar's panels and the page's panel, drawn by HTML and CSS alone.
  const shell = still.locator('#app > .boot-shell')
  await expect(shell.locator('.boot-bar')).toBeVisible()
  await expect(shell.locator('.boot-main .boot-panel')).toBeVisible()
  const panel = await shell.locator('.boot-main .boot-panel').boundingBox()
  expect(panel?.height).toBeGreaterThan(40)
  // No inline script or style under the page's CSP: the only scripts are the entry module and
  // the embedded start-up answers (a JSON data block).
  const scripts = await still
    .locator('script')
    .evaluateAll((nodes) =>
      nodes.map((node) => (node as HTMLScriptElement).src || (node as HTMLScriptElement).type),
    )
  expect(scripts.filter((s) => !/\/assets\/index-[^/]+\.js$/.test(s))).toEqual(['application/json'])
  expect(await still.locator('style, [style]').count()).toBe(0)
  await context.close()

  const page = await browser.newPage()
  await page.goto(`${baseURL}/main/public`)
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible()
  await expect(page.locator('.boot-shell')).toHaveCount(0)
  await page.close()
})
