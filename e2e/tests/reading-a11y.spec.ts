import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { apiToken, postStatus, uniqueText } from '../lib/api'
import { seriousViolations } from '../lib/axe'
import { isMobile, signIn } from '../lib/session'
import { choosePreset } from '../lib/settings'

test.describe('accessibility of reading (issue 4)', () => {
  // axe walks the whole DOM of a full timeline: give it more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 })

  test('the public timeline has no serious violation for a visitor, in Light on mobile', async ({
    page,
  }) => {
    await page.goto('/main/public')
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible()
    // Desktop walks it in the default Dark (theme.spec.ts in Light); the phone in Light, chosen
    // as a visitor does: the drawer's settings, the Theme tab.
    if (isMobile(page)) {
      await choosePreset(page, 'Light')
      await expect(page.locator('html')).toHaveCSS('color-scheme', 'light')
    }
    expect(await seriousViolations(page)).toEqual([])
  })

  test('the home timeline has no serious violation for alice', async ({ page }) => {
    await signIn(page, 'alice')
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('the third column meets target size and label-in-name at a wide window (issue 20) @desktop-only', async ({
    page,
  }) => {
    // Lighthouse runs these two rules: a mention's wrapped heading put its time link and its
    // "Reply to" link closer than WCAG 2.2's 24 px target spacing in the notifications column.
    await page.setViewportSize({ width: 1350, height: 940 })
    await signIn(page, 'alice')
    const column = page
      .getByRole('complementary')
      .filter({ has: page.getByRole('heading', { name: 'Notifications' }) })
    await expect(column.getByRole('article').first()).toBeVisible()
    const results = await new AxeBuilder({ page })
      .withRules(['target-size', 'label-content-name-mismatch'])
      .analyze()
    expect(results.violations.map((violation) => violation.id)).toEqual([])
  })

  test('a conversation page has no serious violation @desktop-only', async ({ page, request }) => {
    const token = await apiToken(request, 'moderator')
    const root = await postStatus(request, token, { status: uniqueText('Accessible thread') })
    await postStatus(request, token, { status: 'A reply in it', in_reply_to_id: root.id })
    await signIn(page, 'alice')
    await page.goto(`/notice/${root.id}`)
    await expect(page.getByRole('main').getByText('A reply in it')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
  test('a profile page has no serious violation (issue 12) @desktop-only', async ({ page }) => {
    await signIn(page, 'alice')
    await page.goto('/users/carol?tab=followers')
    const main = page.getByRole('main')
    await expect(main.getByRole('button', { name: 'Account actions' })).toBeVisible()
    await expect(main.getByRole('tabpanel').getByRole('link').first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
  test('the lists, search and about pages have no serious violation (issue 14) @desktop-only', async ({
    page,
  }) => {
    // Three pages, three axe walks.
    test.slow()
    await signIn(page, 'alice')
    const main = page.getByRole('main')
    await page.goto('/lists')
    await expect(main.getByRole('link', { name: 'Edit list Garden club' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.goto('/search?query=bread')
    await expect(main.getByRole('tab', { name: /^Statuses/ })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.goto('/about')
    await expect(main.getByRole('region', { name: 'Federation' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})
