import { expect, test } from '@playwright/test'

test.describe('the mobile layout @mobile-only', () => {
  test('opens and closes the side drawer and navigates with it', async ({ page }) => {
    await page.goto('/main/public')
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible()
    // No desktop sidebar on mobile: the navigation lives in the drawer.
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('button', { name: 'Open the menu' }).click()
    const drawer = page.getByRole('dialog')
    await expect(drawer).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await page.getByRole('button', { name: 'Open the menu' }).click()
    await drawer.getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(drawer).toBeHidden()
  })
})
