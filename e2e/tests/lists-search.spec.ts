import { expect, test, type Page } from '@playwright/test'
import { apiGet, apiPost, apiToken, newMember } from '../lib/api'
import { privateURL } from '../lib/servers'
import { pressOn, typeInto } from '../lib/keyboard'
import { main, signIn } from '../lib/session'

/**
 * Lists, navigation pins, search, announcements and the about page (issue 14) against the demo
 * instance. A journey that creates something acts as a fresh member (lib/api.ts newMember).
 * Seeded (docs/demo-server.md): alice's lists, the welcome announcement, the MRF policies.
 */

const person = (name: string) => new RegExp(`@${name}$`)

/** A fresh member who follows `accts` (through the API), signed in on `page`. */
async function memberFollowing(page: Page, label: string, accts: string[]) {
  const member = await newMember(page.request, label)
  for (const acct of accts) {
    const { id } = await apiGet<{ id: string }>(
      page.request,
      member.token,
      `/api/v1/accounts/lookup?acct=${acct}`,
    )
    await apiPost(page.request, member.token, `/api/v1/accounts/${id}/follow`)
  }
  await signIn(page, member.username)
  return member
}

test('a member makes a list of two, pins it, reads, renames, edits and deletes it @desktop-only', async ({
  page,
}) => {
  await memberFollowing(page, 'lister', ['gina', 'hana'])
  await page.goto('/lists')
  await main(page).getByRole('link', { name: 'New list' }).click()
  await main(page).getByRole('textbox', { name: 'List title' }).fill('Plants and poems')
  await main(page).getByRole('tab', { name: 'Add members' }).click()
  const search = main(page).getByRole('searchbox', { name: 'Search people' })
  for (const name of ['gina', 'hana']) {
    await search.fill(name)
    // The member search waits 2000 ms after the last keystroke (s1 §9).
    await main(page)
      .getByRole('button', { name: `Add to list: @${name}` })
      .click()
    await expect(main(page).getByRole('button', { name: `Undo: @${name}` })).toBeVisible()
  }
  await main(page).getByRole('button', { name: 'Create' }).click()
  await expect(page).toHaveURL(/\/lists\/[^/]+$/)
  await expect(main(page).getByRole('heading', { name: 'Plants and poems' })).toBeVisible()
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible()
  const listPath = new URL(page.url()).pathname

  await page.goto('/nav-edit')
  await main(page).getByRole('button', { name: 'Pin Plants and poems' }).first().click()
  await expect(
    main(page).getByRole('list', { name: 'Pinned items' }).getByText('Plants and poems'),
  ).toBeVisible()

  await page.goto(`${listPath}/edit`)
  const title = main(page).getByRole('textbox', { name: 'List title' })
  await expect(title).toHaveValue('Plants and poems')
  await title.fill('Poems and plants')
  await main(page).getByRole('button', { name: 'Save title' }).click()
  const remove = main(page).getByRole('button', { name: 'Remove from list: @gina' })
  await remove.click()
  await main(page).getByRole('button', { name: 'Undo: @gina' }).click()
  await expect(remove).toBeVisible()
  await remove.click()
  await page.reload()
  await expect(main(page).getByRole('textbox', { name: 'List title' })).toHaveValue(
    'Poems and plants',
  )
  await expect(main(page).getByRole('button', { name: 'Remove from list: @hana' })).toBeVisible()
  await expect(main(page).getByRole('button', { name: person('gina') })).toHaveCount(0)

  await main(page).getByRole('button', { name: 'Delete list' }).click()
  await main(page)
    .getByRole('group', { name: 'Really delete this list?' })
    .getByRole('button', {
      name: 'Yes',
    })
    .click()
  await expect(page).toHaveURL(/\/lists$/)
  await expect(main(page).getByText('You have no lists yet.')).toBeVisible()
})

test('a visitor searches a word, a handle and a hashtag @desktop-only', async ({ page }) => {
  await page.goto('/search?query=sourdough')
  await expect(main(page).getByRole('tab', { name: /^Statuses \(\d+\)$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(main(page).getByRole('article').first()).toContainText(/sourdough/i)

  const box = main(page).getByRole('searchbox', { name: 'Search people, posts and hashtags' })
  await box.fill('@robin@birds.example')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/users\//)
  await expect(main(page).getByRole('heading', { name: 'Robin Redbreast' })).toBeVisible()

  await page.goto('/search?query=%23gardening')
  await main(page)
    .getByRole('tab', { name: /^Hashtags/ })
    .click()
  await main(page).getByRole('link', { name: '#gardening' }).click()
  await expect(page).toHaveURL(/\/tag\/gardening$/)
})

test('admin posts an announcement that a member reads and marks read @desktop-only', async ({
  page,
  browser,
}) => {
  // Its main path is taken by keyboard alone (issue 21); AnnouncementsPage.test.tsx clicks.
  const text = `Garden party on Sunday ${Date.now().toString(36)}`
  await signIn(page, 'admin')
  await page.goto('/announcements')
  const content = main(page).getByRole('textbox', { name: 'Announcement content' })
  await typeInto(page, content, text)
  await pressOn(page, main(page).getByRole('button', { name: 'Post', exact: true }))
  // The list shows it (the form may still hold the text for a moment).
  await expect(main(page).getByRole('listitem').filter({ hasText: text })).toBeVisible()
  await expect(content).toHaveValue('')

  const context = await browser.newContext()
  const reader = await context.newPage()
  const member = await newMember(reader.request, 'reader')
  await signIn(reader, member.username, { keepAnnouncements: true })
  await reader.goto('/announcements')
  const item = main(reader).getByRole('listitem').filter({ hasText: text })
  await expect(item.getByText('Unread')).toBeVisible()
  await pressOn(reader, item.getByRole('button', { name: 'Mark as read' }), { most: 60 })
  await expect(item.getByText('Unread')).toHaveCount(0)
  // The button goes with the mark: focus goes to the announcement it was in.
  await expect(item).toBeFocused()
  await reader.reload()
  await expect(item).toBeVisible()
  await expect(item.getByText('Unread')).toHaveCount(0)
  await context.close()
  // Admin removes it again, so that it leaves nobody's count.
  const token = await apiToken(page.request, 'admin')
  const all = await apiGet<{ id: string; content: string }[]>(
    page.request,
    token,
    '/api/v1/pleroma/admin/announcements',
  )
  for (const a of all.filter((a) => a.content.includes(text)))
    await page.request.delete(`/api/v1/pleroma/admin/announcements/${a.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
})

test('the about page shows the staff and the federation policies', async ({ page }) => {
  await page.goto('/about')
  const staff = main(page).getByRole('region', { name: 'Staff' })
  await expect(
    staff.getByRole('region', { name: 'Administrators' }).getByRole('link', { name: '@admin' }),
  ).toBeVisible()
  const federation = main(page).getByRole('region', { name: 'Federation' })
  const reject = federation.getByRole('table', { name: 'Reject' })
  await expect(reject.getByRole('row', { name: /spam\.example\s+spam/ })).toBeVisible()
  await expect(
    federation.getByRole('table', { name: 'Media removal' }).getByText('Not applicable'),
  ).toBeVisible()
})

test('on a private instance a visitor is sent to log in @desktop-only', async ({ page }) => {
  await page.goto(`${privateURL}/main/public`)
  await expect(page).toHaveURL(/\/login$/)
  await expect(main(page).getByRole('button', { name: 'Log in' })).toBeVisible()
})
