import { expect, test } from '@playwright/test'
import { newMember } from '../lib/api'
import { openSettingsTab, pickFile, pressOn, tabTo, typeInto } from '../lib/keyboard'
import { signIn } from '../lib/session'

/** Width and height (px) of PNG bytes, from the IHDR chunk. */
const pngSize = (bytes: Buffer) => ({
  width: bytes.readUInt32BE(16),
  height: bytes.readUInt32BE(20),
})

test.describe('profile settings (issue 16)', () => {
  test('a member edits name, bio, a field and a cropped avatar, sees them on the card, and a failed save is undone @desktop-only', async ({
    page,
  }) => {
    // Its main path is taken by keyboard alone (issue 21); ProfileTab.test.tsx clicks.
    const member = await newMember(page.request, 'prof')
    await signIn(page, member.username)
    const dialog = await openSettingsTab(page, 'Profile')

    await typeInto(page, dialog.getByRole('textbox', { name: 'Name' }), 'Robin Profile')
    await typeInto(
      page,
      dialog.getByRole('textbox', { name: 'Bio' }),
      'Counting starlings at dawn.',
    )
    await pressOn(page, dialog.getByRole('button', { name: 'Add field' }))
    await expect(dialog.getByRole('textbox', { name: 'Label of field 1' })).toBeFocused()
    await page.keyboard.type('Site')
    await typeInto(
      page,
      dialog.getByRole('textbox', { name: 'Content of field 1' }),
      'https://robin.example',
    )
    await pressOn(page, dialog.getByRole('button', { name: 'Save', exact: true }))
    await expect(page.getByText('Settings saved')).toBeVisible()

    const picture = await (await page.request.get('/images/avi.png')).body()
    expect(pngSize(picture)).toEqual({ width: 150, height: 150 })
    const setNew = dialog.getByRole('button', { name: 'Set new avatar' })
    await pickFile(page, setNew, { name: 'me.png', mimeType: 'image/png', buffer: picture })
    // The cropper starts on Save; back to the crop area, + ten times (zoom 2), an arrow, Save.
    const cropper = page.getByRole('dialog', { name: 'Crop picture' })
    await tabTo(page, cropper.getByRole('application', { name: 'Crop area' }), 4, 'Shift+Tab')
    await page.keyboard.type('+'.repeat(10))
    await expect(cropper.getByRole('slider', { name: 'Zoom' })).toHaveValue('2')
    await page.keyboard.press('ArrowLeft')
    await pressOn(page, cropper.getByRole('button', { name: 'Save', exact: true }), { most: 4 })
    const avatar = dialog.getByRole('img', { name: 'Your current avatar' })
    await expect(avatar).toHaveAttribute('src', /\/media\/[0-9a-f]{32}\/me\.png$/)
    await expect(setNew).toBeFocused()
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
    await pressOn(page, locked, { press: 'Space', most: 60 })
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
