import { expect, test, type Page, type PlaywrightWorkerArgs } from '@playwright/test'
import { DEMO_PASSWORD, uniqueText } from '../lib/api'
import { feedPost, openComposer, statusField, statusIdOf } from '../lib/composer'
import { notificationsPanel } from '../lib/live'
import {
  GTS_USERS,
  gtsAccountId,
  gtsFollow,
  gtsGet,
  gtsPost,
  gtsToken,
  type GtsUser,
} from '../lib/gotosocial'
import { baseURL, gotosocialURL, hasGotosocial, NO_GOTOSOCIAL, standaloneURL } from '../lib/servers'
import { main } from '../lib/session'

// Issue 13: Starling served alone (a static host) in front of a real GoToSocial 0.19.2, a
// Mastodon-API server without Pleroma's extensions: no password grant, a public timeline hidden
// from visitors, its stream at urls.streaming_api. The demo instance is the second server.
test.skip(!hasGotosocial, NO_GOTOSOCIAL)
test.use({ baseURL: standaloneURL })

/** Types a server's address into the "Which server?" form of the stand-alone page. */
async function chooseServer(page: Page, server: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Which server?' })).toBeVisible()
  await main(page).getByLabel('Server address').fill(server)
}

/**
 * Signs `user` in on GoToSocial through its own pages: the stand-alone page's "Sign in on this
 * server", GoToSocial's sign-in form (e-mail and password), its authorize page, and back to
 * Starling's home timeline.
 */
async function signInOnGotosocial(page: Page, user: GtsUser): Promise<void> {
  await page.goto('/login')
  await chooseServer(page, gotosocialURL)
  await main(page).getByRole('button', { name: 'Sign in on this server' }).click()
  await expect(page).toHaveURL(`${gotosocialURL}/auth/sign_in`)
  await page.locator('input[name="username"]').fill(GTS_USERS[user].email)
  await page.locator('input[name="password"]').fill(GTS_USERS[user].password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/oauth\/authorize/)
  await page.getByRole('button', { name: 'Allow' }).click()
  await expect(page).toHaveURL(`${standaloneURL}/main/friends`)
  await expect(page.getByRole('heading', { name: 'Home timeline' })).toBeVisible()
}

/** API tokens of GoToSocial's alice and bob, with alice following bob (his approval included). */
async function aliceFollowsBob(
  page: Page,
  playwright: PlaywrightWorkerArgs['playwright'],
): Promise<{ alice: string; bob: string }> {
  const [alice, bob] = await Promise.all([
    gtsToken(playwright.request, 'alice'),
    gtsToken(playwright.request, 'bob'),
  ])
  await gtsFollow(page.request, alice, bob)
  return { alice, bob }
}

test('a visitor reads that GoToSocial shows its timelines only to members, and nothing raw', async ({
  page,
}) => {
  await page.goto('/')
  await chooseServer(page, gotosocialURL)
  await main(page).getByRole('button', { name: 'Read its public timeline' }).click()
  await expect(page).toHaveURL(/\/main\/(public|all)$/)
  await expect(
    main(page).getByText('This server shows its timelines only to its members.'),
  ).toBeVisible()
  await expect(main(page).getByRole('link', { name: 'Log in' })).toBeVisible()
  await expect(page.locator('body')).not.toContainText('token not supplied')
  await expect(page.locator('body')).not.toContainText('401')
})

test('alice signs in on GoToSocial and reads, posts, replies, favourites, votes and edits', async ({
  page,
  playwright,
}) => {
  const { alice, bob } = await aliceFollowsBob(page, playwright)
  const question = uniqueText('Tea or coffee on GoToSocial?')
  await gtsPost(page.request, bob, {
    status: question,
    visibility: 'public',
    poll: { options: ['Tea', 'Coffee'], expires_in: 3600 },
  })

  await signInOnGotosocial(page, 'alice')
  const bobsPost = feedPost(page, question)
  await expect(bobsPost).toBeVisible()

  const poll = bobsPost.getByRole('region', { name: 'Poll' })
  await poll.getByRole('radio', { name: 'Coffee' }).check()
  await poll.getByRole('button', { name: 'Vote' }).click()
  await expect(poll.getByRole('listitem').filter({ hasText: 'Coffee' })).toContainText('100%')

  await bobsPost.getByRole('button', { name: 'Favourite' }).click()
  await expect(bobsPost.getByRole('button', { name: 'Favourite' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await bobsPost.getByRole('button', { name: 'Reply' }).click()
  const reply = page.getByRole('form', { name: 'Reply' })
  const answer = uniqueText('Coffee, always')
  await statusField(reply).press('End')
  await page.keyboard.insertText(answer)
  await reply.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(reply).toBeHidden()
  await expect(feedPost(page, answer)).toBeVisible()

  const form = await openComposer(page)
  const draft = uniqueText('First post from Starling')
  await statusField(form).fill(draft)
  await form.getByRole('button', { name: 'Post', exact: true }).click()
  const mine = feedPost(page, draft)
  await expect(mine).toBeVisible()
  await mine.getByRole('button', { name: 'More' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit status' })
  const edited = uniqueText('Edited on GoToSocial')
  await statusField(edit).fill(edited)
  await edit.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(edit).toBeHidden()
  await expect(feedPost(page, edited)).toBeVisible()

  // Checked on the server itself: the vote, the favourite and the edit landed there.
  const mineOnServer = await gtsGet<{ content: string }[]>(
    page.request,
    alice,
    `/api/v1/accounts/${await gtsAccountId(page.request, alice, 'alice')}/statuses?limit=5`,
  )
  expect(mineOnServer.map((status) => status.content).join(' ')).toContain(edited)

  const editedId = await statusIdOf(feedPost(page, edited))
  const liked = await page.request.post(`${gotosocialURL}/api/v1/statuses/${editedId}/favourite`, {
    headers: { Authorization: `Bearer ${bob}` },
  })
  expect(liked.ok()).toBe(true)
  const notifications = await notificationsPanel(page)
  await expect(
    notifications.getByRole('article').filter({ hasText: 'liked your status' }).first(),
  ).toContainText('bob')
})

test("bob's post arrives in alice's home over GoToSocial's stream", async ({
  page,
  playwright,
}) => {
  const { bob } = await aliceFollowsBob(page, playwright)
  const socket = page.waitForEvent('websocket', (ws) =>
    ws.url().startsWith(`ws://${new URL(gotosocialURL).host}/api/v1/streaming`),
  )
  await signInOnGotosocial(page, 'alice')
  await socket
  const text = uniqueText('Live from bob')
  await gtsPost(page.request, bob, { status: text, visibility: 'public' })
  const shown = feedPost(page, text)
  const showNew = main(page).getByRole('button', { name: /^Show \d+ new posts?$/ })
  await expect(shown.or(showNew)).toBeVisible()
  if (await showNew.isVisible()) await showNew.click()
  await expect(shown).toBeVisible()
})

test('alice keeps a GoToSocial and a demo account, switches between them, and signs one out', async ({
  page,
  playwright,
}) => {
  const gtsText = uniqueText('Only on GoToSocial')
  await gtsPost(page.request, await gtsToken(playwright.request, 'alice'), {
    status: gtsText,
    visibility: 'public',
  })
  await signInOnGotosocial(page, 'alice')
  await expect(feedPost(page, gtsText)).toBeVisible()

  await page.getByText('Switch account').click()
  await page.getByRole('button', { name: 'Add account' }).click()
  await expect(page).toHaveURL(`${standaloneURL}/login?add=1`)
  await chooseServer(page, baseURL)
  await main(page).getByRole('button', { name: 'Sign in on this server' }).click()
  await expect(page).toHaveURL(/\/oauth\/authorize/)
  await page.getByLabel('Username or e-mail').fill('alice')
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(`${standaloneURL}/main/friends`)
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible()
  await expect(feedPost(page, gtsText)).toHaveCount(0)

  const gtsHandle = `@alice@${new URL(gotosocialURL).host}`
  await page.getByText('Switch account').click()
  await page.getByRole('button', { name: `Switch to ${gtsHandle}` }).click()
  await expect(feedPost(page, gtsText)).toBeVisible()
  await expect(page.getByRole('banner')).toContainText(new URL(gotosocialURL).host)

  // Signing GoToSocial's alice out leaves the demo's alice signed in (s1 §2: the public
  // timeline is the page after logout).
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(`${standaloneURL}/main/public`)
  await expect(page.getByRole('banner')).toContainText('Starling Demo')
  await page.getByText('Switch account').click()
  await expect(page.getByRole('button', { name: `Switch to ${gtsHandle}` })).toHaveCount(0)
  await expect(
    page.getByRole('button', { name: `@alice@${new URL(baseURL).host} (current)` }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Home timeline' }).click()
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible()
  await expect(feedPost(page, gtsText)).toHaveCount(0)
})
