import { expect, test, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { DEMO_PASSWORD, newMember } from '../lib/api'
import { seriousViolations } from '../lib/axe'
import { main, signIn } from '../lib/session'

/** The TOTP code of a base32 key now (SHA-1, 6 digits, 30 s, as the demo checks it). */
const codeOf = (key: string) =>
  new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 }).generate()

async function openSecurity(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await dialog.getByRole('tab', { name: 'Security' }).click()
  await expect(dialog.getByText('Two-factor authentication is off.')).toBeVisible()
}

test('a member turns on two-factor, revokes a token, changes the password and signs in with both @desktop-only', async ({
  page,
}) => {
  const member = await newMember(page.request, 'secure')
  await signIn(page, member.username)
  await openSecurity(page)
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])

  await dialog.getByRole('button', { name: 'Set up two-factor authentication' }).click()
  await expect(dialog.getByRole('img', { name: 'QR code for your two-factor app' })).toBeVisible()
  const key = (await dialog.locator('code').first().textContent()) ?? ''
  await dialog.getByLabel('Code from the app').fill(codeOf(key))
  await dialog.getByLabel('Current password').first().fill(DEMO_PASSWORD)
  await dialog.getByRole('button', { name: 'Confirm and turn on' }).click()
  await expect(
    dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(5)

  // The registration's token is the oldest; this page signed in with a newer one.
  const tokens = dialog.getByRole('region', { name: 'OAuth tokens' }).getByRole('row')
  const rows = await tokens.count()
  await tokens
    .nth(1)
    .getByRole('button', { name: /Revoke the token/ })
    .click()
  await tokens.nth(1).getByRole('button', { name: 'Really revoke' }).click()
  await expect(tokens).toHaveCount(rows - 1)
  const refused = await page.request.get('/api/v1/accounts/verify_credentials', {
    headers: { Authorization: `Bearer ${member.token}` },
  })
  expect(refused.status()).toBe(403)

  const password = dialog.getByRole('form', { name: 'Change password' })
  await password.getByLabel('Current password').fill(DEMO_PASSWORD)
  await password.getByLabel('New password', { exact: true }).fill('a brand new secret')
  await password.getByLabel('Confirm new password').fill('a brand new secret')
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your password has been changed.')).toBeVisible()
  await expect(page).toHaveURL(/\/main\/public$/)
  await expect(dialog).toBeHidden()

  await page.goto('/login')
  await main(page).getByLabel('Username').fill(member.username)
  await main(page).getByLabel('Password').fill('a brand new secret')
  await main(page).getByRole('button', { name: 'Log in' }).click()
  await main(page).getByLabel('Authentication code').fill(codeOf(key))
  await main(page).getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/main\/friends$/)
})
