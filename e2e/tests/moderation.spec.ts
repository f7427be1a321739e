import { expect, test, type Page } from '@playwright/test'
import { apiGet, apiPost, apiToken, newMember, postImage, uniqueText } from '../lib/api'
import { main, signIn, signOut } from '../lib/session'

/**
 * Moderation and administration (issue 17) against the demo instance. The target of every
 * change (deactivation, rights, tags, reports) is a fresh member (lib/api.ts newMember), never
 * alice, bob or carol, which other journeys read; "makes alice a moderator and revokes it" is
 * done on a fresh member for the same reason.
 */

const moderationMenu = async (page: Page) => {
  await main(page).getByRole('button', { name: 'Moderation' }).click()
  return page.getByRole('menu', { name: 'Moderation' })
}

test('an admin deactivates and activates a member, grants and revokes moderator, forces their media sensitive @desktop-only', async ({
  page,
}) => {
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
  await (await moderationMenu(page)).getByRole('menuitem', { name: 'Deactivate account' }).click()
  await expect(card.getByText('Deactivated', { exact: true })).toBeVisible()
  await (await moderationMenu(page)).getByRole('menuitem', { name: 'Activate account' }).click()
  await expect(card.getByText('Deactivated', { exact: true })).toHaveCount(0)

  await (await moderationMenu(page)).getByRole('menuitem', { name: 'Grant moderator' }).click()
  await expect(card.getByText('Moderator', { exact: true })).toBeVisible()
  const adminToken = await apiToken(page.request, 'admin')
  const granted = await apiGet<{ pleroma: { is_moderator: boolean } }>(
    page.request,
    adminToken,
    `/api/v1/accounts/lookup?acct=${target.username}`,
  )
  expect(granted.pleroma.is_moderator).toBe(true)
  await (await moderationMenu(page)).getByRole('menuitem', { name: 'Revoke moderator' }).click()
  await expect(card.getByText('Moderator', { exact: true })).toHaveCount(0)

  const nsfw = (await moderationMenu(page)).getByRole('menuitemcheckbox', {
    name: 'Mark all posts as sensitive',
  })
  await expect(nsfw).toHaveAttribute('aria-checked', 'false')
  await nsfw.click()
  await expect(
    (await moderationMenu(page)).getByRole('menuitemcheckbox', {
      name: 'Mark all posts as sensitive',
    }),
  ).toHaveAttribute('aria-checked', 'true')
  await page.keyboard.press('Escape')

  const statusId = await postImage(page.request, target.token)
  await page.goto(`/notice/${statusId}`)
  await expect(main(page).getByText('Sensitive media — click to view')).toBeVisible()
})

test('a moderator resolves a report; a state change the server fails rolls back @desktop-only', async ({
  page,
}) => {
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
  await main(page).getByRole('tab', { name: 'Reports' }).click()
  const report = main(page).getByRole('article').filter({ hasText: comment })
  await expect(report.getByRole('link', { name: '@alice' })).toBeVisible()
  await expect(report.getByRole('link', { name: `@${reported.username}` })).toBeVisible()
  const state = report.getByRole('combobox', { name: 'State:' })
  await expect(state).toHaveValue('open')
  await state.selectOption('Resolved')
  await expect(state).toHaveValue('resolved')

  await page.reload()
  await main(page).getByRole('tab', { name: 'Reports' }).click()
  const again = main(page).getByRole('article').filter({ hasText: comment })
  await expect(again.getByRole('combobox', { name: 'State:' })).toHaveValue('resolved')

  await page.route('**/api/pleroma/admin/reports', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Boom"}' }),
  )
  await again.getByRole('combobox', { name: 'State:' }).selectOption('Closed')
  await expect(page.getByText('Something went wrong: Boom')).toBeVisible()
  await expect(again.getByRole('combobox', { name: 'State:' })).toHaveValue('resolved')
})
