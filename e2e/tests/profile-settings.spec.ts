import { expect, test, type Page } from '@playwright/test'
import { newMember } from '../lib/api'
import { signIn } from '../lib/session'

async function openProfileTab(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await dialog.getByRole('tab', { name: 'Profile' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible()
}

/** Width and height (px) of PNG bytes, from the IHDR chunk. */
const pngSize = (bytes: Buffer) => ({
  width: bytes.readUInt32BE(16),
  height: bytes.readUInt32BE(20),
})

test.describe('profile settings (issue 16)', () => {
  test('a member edits name, bio, a field and a cropped avatar, sees them on the card, and a failed save is undone @desktop-only', async ({
    page,
  }) => {
    const member = await newMember(page.request, 'prof')
    await signIn(page, member.username)
    await openProfileTab(page)
    const dialog = page.getByRole('dialog', { name: 'Settings' })

    await dialog.getByRole('textbox', { name: 'Name' }).fill('Robin Profile')
    await dialog.getByRole('textbox', { name: 'Bio' }).fill('Counting starlings at dawn.')
    await dialog.getByRole('button', { name: 'Add field' }).click()
    await dialog.getByRole('textbox', { name: 'Label of field 1' }).fill('Site')
    await dialog.getByRole('textbox', { name: 'Content of field 1' }).fill('https://robin.example')
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Settings saved')).toBeVisible()

    const picture = await (await page.request.get('/images/avi.png')).body()
    expect(pngSize(picture)).toEqual({ width: 150, height: 150 })
    await dialog.getByLabel('Avatar', { exact: true }).setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: picture,
    })
    const cropper = page.getByRole('dialog', { name: 'Crop picture' })
    await cropper.getByRole('slider', { name: 'Zoom' }).fill('2')
    await cropper.getByRole('button', { name: 'Save', exact: true }).click()
    const avatar = dialog.getByRole('img', { name: 'Your current avatar' })
    await expect(avatar).toHaveAttribute('src', /\/media\/[0-9a-f]{32}\/me\.png$/)
    const cropped = await (await page.request.get((await avatar.getAttribute('src'))!)).body()
    expect(pngSize(cropped)).toEqual({ width: 75, height: 75 })

    await page.route('**/api/v1/accounts/update_credentials', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '"Something went wrong"',
      }),
    )
    const locked = dialog.getByRole('checkbox', { name: /approved followers only/ })
    await locked.click()
    await expect(page.getByText('Error saving settings')).toBeVisible()
    await expect(locked).not.toBeChecked()
    await page.unroute('**/api/v1/accounts/update_credentials')

    await page.goto(`/users/${member.username}`)
    const card = page.getByRole('main')
    await expect(card.getByText('Robin Profile').first()).toBeVisible()
    await expect(card.getByText('Counting starlings at dawn.')).toBeVisible()
    await expect(card.getByText('https://robin.example')).toBeVisible()
    await expect(card.locator(`img[src*="/me.png"]`).first()).toBeVisible()
  })

  test('a preference changed in one browser shows in a second browser of the same account after its start @desktop-only', async ({
    page,
    browser,
  }) => {
    const member = await newMember(page.request, 'sync')
    await signIn(page, member.username)
    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click()
    const uploaded = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/v1/accounts/update_credentials') &&
        r.ok() &&
        (r.request().postData() ?? '').includes('sidebarRight'),
    )
    await page.getByRole('checkbox', { name: 'Put the sidebar on the right' }).check()
    await uploaded

    const second = await browser.newContext()
    const other = await second.newPage()
    await signIn(other, member.username)
    await expect(other.locator('html')).toHaveAttribute('data-sidebar-right', 'true')
    await second.close()
  })
})
