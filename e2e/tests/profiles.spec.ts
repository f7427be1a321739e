import { expect, test, type Page } from '@playwright/test'
import { apiGet, apiPost, apiToken, newMember, type NewMember } from '../lib/api'
import { main, signIn } from '../lib/session'

/**
 * Profiles and relationships (issue 12) against the demo instance. Journeys that change a
 * relationship act as a fresh member of their own (lib/api.ts newMember), so that no other
 * journey, nor the other project's run of this one, sees what they did. Seeded people
 * (docs/demo-server.md): carol and dave post, bob is locked, ivy hides her followers and follows,
 * quinn is deactivated (only staff see that), jonas lives on an internationalized domain.
 */

const feed = (page: Page) => page.getByRole('feed')
const tab = (page: Page, name: string) => main(page).getByRole('tab', { name, exact: true })

/** The id of a seeded account (GET /api/v1/accounts/lookup). */
async function idOf(page: Page, token: string, acct: string): Promise<string> {
  return (await apiGet<{ id: string }>(page.request, token, `/api/v1/accounts/lookup?acct=${acct}`))
    .id
}

/** A fresh member who follows `acct` (through the API), signed in on `page`. */
async function followerOf(page: Page, acct: string, label: string): Promise<NewMember> {
  const member = await newMember(page.request, label)
  await apiPost(
    page.request,
    member.token,
    `/api/v1/accounts/${await idOf(page, member.token, acct)}/follow`,
  )
  await signIn(page, member.username)
  return member
}

test('a visitor opens a profile and its tabs', async ({ page }) => {
  await page.goto('/users/alice')
  await expect(main(page).getByRole('heading', { name: /Alice Lindqvist/ })).toBeVisible()
  await expect(tab(page, 'Statuses')).toHaveAttribute('aria-selected', 'true')
  await expect(feed(page).getByRole('article').first()).toBeVisible()
  await expect(tab(page, 'Favorites')).toHaveCount(0)

  await tab(page, 'Followers').click()
  await expect(page).toHaveURL(/\/users\/alice\?tab=followers$/)
  await expect(main(page).getByRole('link', { name: /Bob/ }).first()).toBeVisible()
  await tab(page, 'Following').click()
  await expect(main(page).getByRole('link', { name: /Carol/ }).first()).toBeVisible()
  await tab(page, 'Media').click()
  await expect(feed(page).getByRole('article').first()).toBeVisible()

  // ivy hides whom she follows and who follows her: those tabs are not offered.
  await page.goto('/users/ivy')
  await expect(main(page).getByRole('heading', { name: /Ivy Moreau/ })).toBeVisible()
  await expect(tab(page, 'Statuses')).toBeVisible()
  await expect(tab(page, 'Followers')).toHaveCount(0)
  await expect(tab(page, 'Following')).toHaveCount(0)
})

test('a member follows an open account, and a locked one that approves @desktop-only', async ({
  page,
}) => {
  const member = await newMember(page.request, 'follower')
  await signIn(page, member.username)
  const card = main(page)

  await page.goto('/users/carol')
  await card.getByRole('button', { name: 'Follow', exact: true }).click()
  await expect(card.getByRole('button', { name: 'Following' })).toBeVisible()

  await page.goto('/users/bob')
  await card.getByRole('button', { name: 'Follow', exact: true }).click()
  await expect(card.getByRole('button', { name: 'Request sent' })).toBeVisible()
  const bob = await apiToken(page.request, 'bob')
  const me = await idOf(page, bob, member.username)
  await apiPost(page.request, bob, `/api/v1/follow_requests/${me}/authorize`)
  await page.reload()
  await expect(card.getByRole('button', { name: 'Following' })).toBeVisible()

  // Unfollowing from following.
  await card.getByRole('button', { name: 'Following' }).click()
  await expect(card.getByRole('button', { name: 'Follow', exact: true })).toBeVisible()
})

test('blocking someone takes their posts off home @desktop-only', async ({ page }) => {
  await followerOf(page, 'carol', 'blocker')
  const carolPosts = feed(page).getByRole('article').filter({ hasText: 'Carol Okafor' })
  await expect(carolPosts.first()).toBeVisible()

  await page.goto('/users/carol')
  await main(page).getByRole('button', { name: 'Account actions' }).click()
  await page.getByRole('menuitem', { name: 'Block' }).click()
  await expect(main(page).getByRole('button', { name: 'Account actions' })).toBeVisible()
  await main(page).getByRole('button', { name: 'Account actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Unblock' })).toBeVisible()
  await page.keyboard.press('Escape')

  await page.goto('/main/friends')
  await expect(main(page).getByText('No statuses')).toBeVisible()
  await expect(carolPosts).toHaveCount(0)
})

test('muting someone from a post collapses their posts @desktop-only', async ({ page }) => {
  await followerOf(page, 'dave', 'muter')
  const davePost = feed(page)
    .getByRole('article', { name: /^Dave Park/ })
    .first()
  await expect(davePost).toBeVisible()
  await davePost.getByRole('button', { name: 'Dave Park' }).click()
  const popover = page.getByRole('dialog')
  await popover.getByRole('button', { name: 'Mute', exact: true }).click()
  // Every post of dave's collapses at once to a line with the reason (the popover goes with it).
  await expect(feed(page).getByText('Dave Park · muted user').first()).toBeVisible()
  await expect(feed(page).getByRole('article', { name: /^Dave Park/ })).toHaveCount(0)
})

test('a private note survives a reload @desktop-only', async ({ page }) => {
  const member = await newMember(page.request, 'noter')
  await signIn(page, member.username)
  await page.goto('/users/alice')
  const note = `Met at the seed swap ${member.username}`
  await main(page).getByRole('button', { name: 'Edit note' }).click()
  await main(page).getByRole('textbox', { name: 'Personal note' }).fill(note)
  await main(page).getByRole('button', { name: 'Apply' }).click()
  await expect(main(page).getByText(note)).toBeVisible()
  await page.reload()
  await expect(main(page).getByText(note)).toBeVisible()
})

test('a member reports a post with a comment @desktop-only', async ({ page }) => {
  await followerOf(page, 'carol', 'reporter')
  const post = feed(page).getByRole('article').filter({ hasText: 'Carol Okafor' }).first()
  await post.getByRole('button', { name: 'More', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Report' }).click()
  const dialog = page.getByRole('dialog', { name: /Reporting/ })
  await dialog
    .getByRole('textbox', { name: 'Additional comments' })
    .fill('Spam links, twice today.')
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByText('Report sent.')).toBeVisible()
})

test('a remote profile on an internationalized domain opens through the resolver @desktop-only', async ({
  page,
}) => {
  await signIn(page, 'alice')
  await page.goto('/remote-users/@jonas@xn--vgel-5qa.example')
  await expect(page).toHaveURL(/\/users\/\$[^/]+$/)
  const card = main(page).getByRole('paragraph').filter({ hasText: '@jonas@vögel.example' })
  await expect(card.getByRole('img', { name: /non-ASCII letters/ })).toBeVisible()
  await page.goto('/remote-users/nowhere.example/nobody')
  await expect(main(page).getByText('Sorry, this user could not be found.')).toBeVisible()
})

test('the follow button of a deactivated user is disabled @desktop-only', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto('/users/quinn')
  await expect(main(page).getByRole('heading', { name: /Quinn Hale/ })).toBeVisible()
  await expect(main(page).getByRole('button', { name: 'Follow', exact: true })).toBeDisabled()
})
