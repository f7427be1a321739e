import { expect, test, type Page } from '@playwright/test'

const htmlVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name)

test.describe('theme', () => {
  test('a chosen preset is kept over a reload and painted before the app starts @desktop-only', async ({
    page,
  }) => {
    await page.goto('/main/public')
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible()
    const before = await htmlVar(page, '--bg')

    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('dialog', { name: 'Settings' }).getByRole('tab', { name: 'Theme' }).click()
    await page.getByRole('combobox', { name: 'Preset' }).selectOption({ label: 'Paper' })
    await expect.poll(() => htmlVar(page, '--bg')).not.toBe(before)
    const paper = await htmlVar(page, '--bg')
    expect(await htmlVar(page, 'color-scheme')).toBe('light')

    // Module scripts run before DOMContentLoaded, while the start-up documents are still loading:
    // the cached theme must already be there, so the old one never shows.
    await page.reload({ waitUntil: 'domcontentloaded' })
    expect(await htmlVar(page, '--bg')).toBe(paper)
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible()
    expect(await htmlVar(page, '--bg')).toBe(paper)
    expect(await htmlVar(page, '--panel-bg')).toBe('#fbf7ef')
  })
})
