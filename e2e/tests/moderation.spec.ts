import { expect, test, type Page } from '@playwright/test'
import { apiGet, apiPost, apiToken, newMember, postImage, uniqueText } from '../lib/api'
import { chooseOption, pressOn, tabTo } from '../lib/keyboard'
import { main, signIn, signOut } from '../lib/session'

/**
 * Moderation and administration (issue 17) against the demo instance. The target of every
 * change (deactivation, rights, tags, reports) is a fresh member (lib/api.ts newMember), never
 * alice, bob or carol, which other journeys read; "makes alice a moderator and revokes it" is
 * done on a fresh member for the same reason.
 */

/**
 * Chooses `name` in the profile's moderation menu by keys: Tab to its button (none when focus
 * is back on it after the last choice), Enter opens it on the first entry, ArrowDown to the
 * entry, Enter; the menu closes and focus goes back to its button.
 */
async function moderate(
  page: Page,
  name: string,
  role: 'menuitem' | 'menuitemcheckbox' = 'menuitem',
) {
  const button = main(page).getByRole('button', { name: 'Moderation' })
  await pressOn(page, button)
  const item = page.getByRole('menu', { name: 'Moderation' }).getByRole(role, { name })
  await pressOn(page, item, { key: 'ArrowDown', most: 10 })
  await expect(button).toBeFocused()
}

test('an admin deactivates and activates a member, grants and revokes moderator, forces their media sensitive @desktop-only', async ({
  page,
}) => {
  // The admin's main path is taken by keyboard alone (issue 21); Moderation.test.tsx clicks.
  const target = await newMember(page.request, 'target')

  // A member sees no moderation menu.
  await signIn(page, target.username)
  await page.goto('/users/alice')
  await expect(main(page).getByRole('button', { name: 'Account actions' })).toBeVisible()
  await expect(main(page).getByRole('button', { name: 'Moderation' })).toHaveCount(0)
  await signOut(page)

  await signIn(page, 'admin')
  await page.goto(`/users/${target.username}`)
  const card = main(page)
  await moderate(page, 'Deactivate account')
  await expect(card.getByText('Deactivated', { exact: true })).toBeVisible()
  await moderate(page, 'Activate account')
  await expect(card.getByText('Deactivated', { exact: true })).toHaveCount(0)

  await moderate(page, 'Grant moderator')
  await expect(card.getByText('Moderator', { exact: true })).toBeVisible()
  const adminToken = await apiToken(page.request, 'admin')
  const granted = await apiGet<{ pleroma: { is_moderator: boolean } }>(
    page.request,
    adminToken,
    `/api/v1/accounts/lookup?acct=${target.username}`,
  )
  expect(granted.pleroma.is_moderator).toBe(true)
  await moderate(page, 'Revoke moderator')
  await expect(card.getByText('Moderator', { exact: true })).toHaveCount(0)

  const nsfw = page.getByRole('menuitemcheckbox', { name: 'Mark all posts as sensitive' })
  await page.keyboard.press('Enter')
  await expect(nsfw).toHaveAttribute('aria-checked', 'false')
  await page.keyboard.press('Escape')
  await moderate(page, 'Mark all posts as sensitive', 'menuitemcheckbox')
  await page.keyboard.press('Enter')
  await expect(nsfw).toHaveAttribute('aria-checked', 'true')
  await page.keyboard.press('Escape')

  const statusId = await postImage(page.request, target.token)
  await page.goto(`/notice/${statusId}`)
  await expect(main(page).getByText('Sensitive media — click to view')).toBeVisible()
})

test('a moderator resolves a report; a state change the server fails rolls back @desktop-only', async ({
  page,
}) => {
  // The moderator's main path is taken by keyboard alone (issue 21); Moderation.test.tsx clicks.
  const reported = await newMember(page.request, 'reported')
  const aliceToken = await apiToken(page.request, 'alice')
  const { id } = await apiGet<{ id: string }>(
    page.request,
    aliceToken,
    `/api/v1/accounts/lookup?acct=${reported.username}`,
  )
  const comment = uniqueText('Spam report')
  await apiPost(page.request, aliceToken, '/api/v1/reports', { account_id: id, comment })

  await signIn(page, 'moderator')
  await page.goto('/users/moderator/interactions')
  const reportsTab = main(page).getByRole('tab', { name: 'Reports' })
  await tabTo(page, main(page).getByRole('tab', { selected: true }))
  await tabTo(page, reportsTab, 6, 'ArrowRight')
  const report = main(page).getByRole('article').filter({ hasText: comment })
  await expect(report.getByRole('link', { name: '@alice' })).toBeVisible()
  await expect(report.getByRole('link', { name: `@${reported.username}` })).toBeVisible()
  const state = report.getByRole('combobox', { name: 'State:' })
  await expect(state).toHaveValue('open')
  await chooseOption(page, state, 'Resolved', { most: 60 })
  await expect(state).toHaveValue('resolved')
  await expect(state).toBeFocused()

  await page.reload()
  await tabTo(page, main(page).getByRole('tab', { selected: true }))
  await tabTo(page, reportsTab, 6, 'ArrowRight')
  const again = main(page).getByRole('article').filter({ hasText: comment })
  await expect(again.getByRole('combobox', { name: 'State:' })).toHaveValue('resolved')

  await page.route('**/api/pleroma/admin/reports', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Boom"}' }),
  )
  await chooseOption(page, again.getByRole('combobox', { name: 'State:' }), 'Closed', { most: 60 })
  await expect(page.getByText('Something went wrong: Boom')).toBeVisible()
  await expect(again.getByRole('combobox', { name: 'State:' })).toHaveValue('resolved')
})
