import { expect, test, type Page } from '@playwright/test'
import { newMember, postImage } from '../lib/api'
import { isMobile } from '../lib/session'

async function openSettings(page: Page): Promise<void> {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open the menu' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Settings' }).click()
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click()
  }
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible()
}

test.describe('preferences', () => {
  test('moving the sidebar right is seen at once, kept over a reload and in another tab @desktop-only', async ({
    page,
    context,
  }) => {
    await page.goto('/main/public')
    const feed = page.getByRole('feed')
    const nav = page.getByRole('navigation', { name: 'Navigation' })
    await expect(feed.getByRole('article').first()).toBeVisible()
    const other = await context.newPage()
    await other.goto('/about')
    expect((await nav.boundingBox())!.x).toBeLessThan((await feed.boundingBox())!.x)

    await openSettings(page)
    await page.getByRole('checkbox', { name: 'Put the sidebar on the right' }).check()
    await page.getByRole('button', { name: 'Close settings' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-sidebar-right', 'true')
    expect((await nav.boundingBox())!.x).toBeGreaterThan((await feed.boundingBox())!.x)

    await expect(other.locator('html')).toHaveAttribute('data-sidebar-right', 'true')
    await page.reload()
    await expect(feed.getByRole('article').first()).toBeVisible()
    expect((await nav.boundingBox())!.x).toBeGreaterThan((await feed.boundingBox())!.x)
  })

  test('hiding attachments in timelines removes the images @desktop-only', async ({
    page,
    request,
  }) => {
    // A fresh member's picture on their profile: the shared timelines fill with other journeys'
    // posts during a full run, so a seeded picture may be far down.
    const member = await newMember(request, 'pictures')
    await postImage(request, member.token)
    await page.goto(`/users/${member.username}`)
    const images = page.getByRole('feed').getByRole('group', { name: 'Attachments' }).locator('img')
    await expect(images.first()).toBeVisible()
    await openSettings(page)
    await page.getByRole('checkbox', { name: 'Hide attachments in timelines' }).check()
    await page.getByRole('button', { name: 'Close settings' }).click()
    await page.reload()
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible()
    await expect(images).toHaveCount(0)
  })

  test('with storage blocked the app starts and says settings will not be kept @desktop-only', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
    })
    await page.goto('/main/public')
    // The notice shows from start-up for a limited time: look for it before the feed.
    await expect(
      page.getByText('Your browser does not let this site store data.', { exact: false }),
    ).toBeVisible()
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible()
  })

  test('the tabs stay where they are, whatever a tab holds and while it loads', async ({
    page,
  }) => {
    await page.goto('/main/public')
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible()
    await openSettings(page)
    const dialog = page.getByRole('dialog', { name: 'Settings' })
    const theme = dialog.getByRole('tab', { name: 'Theme' })
    // While the General tab's panel is a spinner and once it shows, on the short Version tab
    // and on the Theme tab: the dialog keeps one height, so a tab never moves under the pointer.
    const at = await theme.boundingBox()
    await expect(dialog.getByRole('tabpanel').getByRole('checkbox').first()).toBeVisible()
    expect(await theme.boundingBox()).toEqual(at)
    await dialog.getByRole('tab', { name: 'Version' }).click()
    await expect(dialog.getByRole('tab', { name: 'Version' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(await theme.boundingBox()).toEqual(at)
    await theme.click()
    await expect(dialog.getByLabel('Preset')).toBeVisible()
    expect(await theme.boundingBox()).toEqual(at)
  })
})
