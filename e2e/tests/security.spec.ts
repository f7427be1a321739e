import { expect, test } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { DEMO_PASSWORD, newMember } from '../lib/api'
import { seriousViolations } from '../lib/axe'
import { openSettingsTab, pressOn, typeInto } from '../lib/keyboard'
import { main, signIn } from '../lib/session'

/** The TOTP code of a base32 key now (SHA-1, 6 digits, 30 s, as the demo checks it). */
const codeOf = (key: string) =>
  new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 }).generate()

test('a member turns on two-factor, revokes a token, changes the password and signs in with both @desktop-only', async ({
  page,
}) => {
  // Its main path is taken by keyboard alone (issue 21); SecurityTab.test.tsx clicks.
  const member = await newMember(page.request, 'secure')
  await signIn(page, member.username)
  const dialog = await openSettingsTab(page, 'Security')
  await expect(dialog.getByText('Two-factor authentication is off.')).toBeVisible()
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])

  await pressOn(page, dialog.getByRole('button', { name: 'Set up two-factor authentication' }))
  await expect(dialog.getByRole('img', { name: 'QR code for your two-factor app' })).toBeVisible()
  const key = (await dialog.locator('code').first().textContent()) ?? ''
  const code = dialog.getByLabel('Code from the app')
  await expect(code).toBeFocused()
  await page.keyboard.type(codeOf(key))
  await typeInto(page, dialog.getByLabel('Current password').first(), DEMO_PASSWORD, { most: 2 })
  await page.keyboard.press('Enter')
  await expect(
    dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(5)
  await expect(dialog.getByText(/^Two-factor authentication is on/)).toBeFocused()

  // The registration's token is the oldest; this page signed in with a newer one.
  const tokens = dialog.getByRole('region', { name: 'OAuth tokens' }).getByRole('row')
  const rows = await tokens.count()
  await pressOn(page, tokens.nth(1).getByRole('button', { name: /Revoke the token/ }))
  await expect(tokens.nth(1).getByRole('button', { name: 'Really revoke' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(tokens).toHaveCount(rows - 1)
  await expect(tokens.nth(1).getByRole('button', { name: /Revoke the token/ })).toBeFocused()
  const refused = await page.request.get('/api/v1/accounts/verify_credentials', {
    headers: { Authorization: `Bearer ${member.token}` },
  })
  expect(refused.status()).toBe(403)

  const password = dialog.getByRole('form', { name: 'Change password' })
  await typeInto(page, password.getByLabel('Current password'), DEMO_PASSWORD)
  await typeInto(page, password.getByLabel('New password', { exact: true }), 'a brand new secret')
  await typeInto(page, password.getByLabel('Confirm new password'), 'a brand new secret')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Your password has been changed.')).toBeVisible()
  await expect(page).toHaveURL(/\/main\/public$/)
  await expect(dialog).toBeHidden()

  await page.goto('/login')
  await typeInto(page, main(page).getByLabel('Username'), member.username)
  await typeInto(page, main(page).getByLabel('Password'), 'a brand new secret', { most: 5 })
  await page.keyboard.press('Enter')
  await expect(main(page).getByLabel('Authentication code')).toBeFocused()
  await page.keyboard.type(codeOf(key))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/main\/friends$/)
})
