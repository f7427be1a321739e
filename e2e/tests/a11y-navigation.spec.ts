import { expect, test, type Locator, type Page } from '@playwright/test'
import { seriousViolations } from '../lib/axe'
import { main, signIn, signInWithForm, signOut } from '../lib/session'

/** The page's title once its heading has rendered: "<page> · Starling Demo", maybe after "(n) ". */
const pageTitle = (page: string) => new RegExp(`^(\\(\\d+\\) )?${page} · Starling Demo$`)

/**
 * Focuses `control` (the browser scrolls it into view) and checks it is clear, top to bottom, of
 * `cover` (the sticky top bar, the floating post button) at whatever side of the page it sits.
 */
async function expectFocusedInSight(page: Page, control: Locator, cover: Locator): Promise<void> {
  await control.evaluate((element: HTMLElement) => element.focus())
  const box = await control.boundingBox()
  const covering = await cover.boundingBox()
  expect(box && covering).toBeTruthy()
  if (!box || !covering) return
  const apart = box.y >= covering.y + covering.height || box.y + box.height <= covering.y
  expect(apart, 'the focused control is not under the fixed bar or button').toBe(true)
}

test.describe('landmarks, titles, focus and navigation order (issue 21)', () => {
  test('skip links, page titles and focus after navigation, sign-in, sign-out and Tab out of a popover @desktop-only', async ({
    page,
  }) => {
    test.slow()
    await page.goto('/main/public')
    await expect(page).toHaveTitle(pageTitle('Public timeline'))
    await expect(main(page).getByRole('article').first()).toBeVisible()
    // The first load leaves focus alone.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to the main content' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to the sidebar' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(main(page).locator(':focus')).toHaveCount(1)

    // A route change puts focus on the new page's heading and names the document after it.
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
    await sidebar.getByRole('link', { name: 'About' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveTitle(pageTitle('About this instance'))
    await expect(main(page).getByRole('heading', { name: 'About this instance' })).toBeFocused()
    // A focused control scrolls clear of the sticky top bar.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expectFocusedInSight(
      page,
      main(page).getByRole('region', { name: 'Terms of service' }).getByRole('heading').first(),
      page.getByRole('banner'),
    )

    await signInWithForm(page, 'alice')
    await expect(page).toHaveTitle(pageTitle('Home timeline'))
    await expect(main(page).getByRole('heading', { name: 'Home timeline' })).toBeFocused()

    // Tab out of a popover closes it; focus stays where Tab took it.
    const notifications = page.getByRole('region', { name: /^Notifications/ })
    await notifications.getByRole('button', { name: 'Show notification types' }).click()
    const types = notifications.getByRole('group', { name: 'Show notification types' })
    await expect(types).toBeVisible()
    for (let presses = 0; presses < 12 && (await types.isVisible()); presses++) {
      await page.keyboard.press('Tab')
    }
    await expect(types).toBeHidden()
    await expect(notifications.locator(':focus')).toHaveCount(1)

    await signOut(page)
    await expect(page).toHaveTitle(pageTitle('Public timeline'))
    await expect(main(page).getByRole('heading', { name: 'Public timeline' })).toBeFocused()
  })

  test('a control focused near the bottom is not under the floating post button @mobile-only', async ({
    page,
  }) => {
    await signIn(page, 'alice')
    await page.goto('/about')
    await expect(page).toHaveTitle(pageTitle('About this instance'))
    await page.evaluate(() => window.scrollTo(0, 0))
    const links = main(page).getByRole('region', { name: 'Staff' }).getByRole('link')
    const postButton = page.getByRole('button', { name: 'Post a new status' })
    await expect(links.last()).toBeAttached()
    // The Staff panel's sticky header passes under the button here: the button stays on top and
    // takes the press (a trial click checks what a press there would hit).
    await postButton.click({ trial: true })
    await expectFocusedInSight(page, links.last(), postButton)
  })

  test('no serious axe violation on the route table, signed out and signed in, nor in the settings dialog @desktop-only', async ({
    page,
  }) => {
    // Four pages and a dialog, one axe walk each (an axe walk takes 5-20 s here): the timelines, a
    // conversation, a profile, lists, search and about have theirs in reading-a11y.spec.ts, the
    // themes theirs in theme.spec.ts; e2e/tools/axe-sweep.ts walks the whole route table by hand.
    test.setTimeout(300_000)
    const walk = async (path: string, heading: string) => {
      await page.goto(path)
      await expect(page, path).toHaveTitle(pageTitle(heading))
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page), path).toEqual([])
    }
    for (const [path, heading] of [
      ['/login', 'Log in'],
      ['/registration', 'Create an account'],
    ] as const) {
      await walk(path, heading)
    }
    await signIn(page, 'alice')
    for (const [path, heading] of [
      ['/users/alice/interactions', 'Interactions'],
      ['/users/alice/chats', 'Chats'],
    ] as const) {
      await walk(path, heading)
    }
    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click()
    const settings = page.getByRole('dialog', { name: 'Settings' })
    await expect(settings.getByRole('tab').first()).toBeVisible()
    expect(await seriousViolations(page, '[role=dialog]')).toEqual([])
    await page.keyboard.press('Escape')
    await expect(settings).toBeHidden()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Settings' })).toBeFocused()
  })
})
