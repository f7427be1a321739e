import { expect, test } from '@playwright/test'
import { TOTP } from 'otpauth'
import { DEMO_PASSWORD } from '../lib/api'
import { keptToken, main, signInWithForm, signOut } from '../lib/session'
import { tokenLoginURL } from '../lib/servers'

test.describe('signing in and out', () => {
  test('alice signs in, keeps her session over a reload, and signs out', async ({ page }) => {
    await signInWithForm(page, 'alice')
    const token = await keptToken(page)
    expect(token).toBeTruthy()
    await page.reload()
    await expect(page).toHaveURL(/\/main\/friends$/)
    await signOut(page)
    expect(await keptToken(page)).toBeNull()
    // The revoked token no longer opens the account (Pleroma answers 403, Mastodon 401).
    const answer = await page.request.get('/api/v1/accounts/verify_credentials', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect([401, 403]).toContain(answer.status())
  })

  test('a wrong password says so @desktop-only', async ({ page }) => {
    await page.goto('/login')
    await main(page).getByLabel('Username').fill('alice')
    await main(page).getByLabel('Password').fill('not-her-password')
    await main(page).getByRole('button', { name: 'Log in' }).click()
    await expect(main(page).getByRole('alert')).toContainText('Wrong username or password')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('carol signs in with a code from her authenticator @desktop-only', async ({ page }) => {
    await page.goto('/login')
    await main(page).getByLabel('Username').fill('carol')
    await main(page).getByLabel('Password').fill(DEMO_PASSWORD)
    await main(page).getByRole('button', { name: 'Log in' }).click()
    const code = main(page).getByLabel('Authentication code')
    await expect(code).toBeVisible()
    await code.fill(new TOTP({ secret: 'JBSWY3DPEHPK3PXP' }).generate())
    await main(page).getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/main\/friends$/)
  })

  test('carol signs in with a recovery code @desktop-only', async ({ page }) => {
    await page.goto('/login')
    await main(page).getByLabel('Username').fill('carol')
    await main(page).getByLabel('Password').fill(DEMO_PASSWORD)
    await main(page).getByRole('button', { name: 'Log in' }).click()
    await main(page).getByRole('button', { name: 'Use a recovery code instead' }).click()
    await main(page).getByLabel('Recovery code').fill('3f9c2a7e1b4d8065')
    await main(page).getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/main\/friends$/)
  })

  test('the token strategy signs in through the instance page @desktop-only', async ({ page }) => {
    await page.goto(`${tokenLoginURL}/login`)
    await expect(main(page).getByText("Sign in on your instance's own page")).toBeVisible()
    await main(page).getByRole('button', { name: 'Continue to your instance' }).click()
    await expect(page).toHaveURL(/\/oauth\/authorize/)
    await page.getByLabel('Username or e-mail').fill('bob')
    await page.getByLabel('Password').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(`${tokenLoginURL}/main/friends`)
  })

  test('a visitor on a login-only route is sent to the landing page', async ({ page }) => {
    await page.goto('/main/friends')
    await expect(page).toHaveURL(/\/main\/all$/)
  })
})

test.describe('creating an account', () => {
  test('a new account registers with the captcha and lands on home @desktop-only', async ({
    page,
  }, info) => {
    const username = `newbie${info.project.name[0]}${Date.now() % 1_000_000}`
    const captcha = page.waitForResponse((r) => r.url().includes('/api/pleroma/captcha'))
    await page.goto('/registration')
    const { token } = (await (await captcha).json()) as { token: string }
    const hook = await page.request.get(`/api/starling/test/captcha-answer?token=${token}`)
    const { answer } = (await hook.json()) as { answer: string }
    const form = main(page)
    await form.getByLabel('Username').fill(username)
    await form.getByLabel('Display name').fill('New Bie')
    await form.getByLabel('Password', { exact: true }).fill('a-long-passphrase')
    await form.getByLabel('Repeat the password').fill('a-long-passphrase')
    await form.getByLabel('Type the characters in the picture').fill(answer)
    await form.getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL(/\/main\/friends$/)
  })

  test('blank fields are refused with the spec messages @desktop-only', async ({ page }) => {
    await page.goto('/registration')
    await main(page).getByRole('button', { name: 'Create account' }).click()
    await expect(main(page).getByText('cannot be left blank').first()).toBeVisible()
    await expect(page).toHaveURL(/\/registration$/)
  })
})

test('password reset answers, then refuses after too many attempts @desktop-only', async ({
  page,
}) => {
  await page.goto('/password-reset')
  await main(page).getByLabel('E-mail or username').fill('alice')
  await main(page).getByRole('button', { name: 'Send the link' }).click()
  await expect(main(page).getByText('Check your e-mail')).toBeVisible()
  const limit = main(page).getByText('You have reached the limit of attempts, try again later.')
  for (let attempt = 0; attempt < 4 && !(await limit.isVisible()); attempt += 1) {
    await page.goto('/password-reset')
    await main(page).getByLabel('E-mail or username').fill('alice')
    await main(page).getByRole('button', { name: 'Send the link' }).click()
    await expect(limit.or(main(page).getByText('Check your e-mail'))).toBeVisible()
  }
  await expect(limit).toBeVisible()
})
