import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test'
import {
  accountId,
  bell,
  closeNotifications,
  dropSockets,
  memberOf,
  notificationsPanel,
  readAll,
  releaseSockets,
  socketFrames,
  socketJoined,
} from '../lib/live'
import { baseURL } from '../lib/servers'
import { uniqueText } from '../lib/api'
import { pressOn } from '../lib/keyboard'
import { isMobile, main, signIn } from '../lib/session'

/**
 * Issue 6 "Live": two members in two browser contexts. Each project has its own pair, so the
 * projects never see each other's notifications: desktop alice (reader) and bob (actor), mobile
 * moderator and admin. Within a project the journeys run one after another (they share the pair).
 * Accounts of earlier runs have older notifications: each journey reads them all first and then
 * asserts on what it creates (unique texts).
 */
// Two members sign in per journey and polling takes up to 10 s: more time than the default 30 s.
test.describe.configure({ mode: 'default', timeout: 90_000 })

const pair = (info: TestInfo) =>
  info.project.name === 'mobile' ? { me: 'moderator', them: 'admin' } : { me: 'alice', them: 'bob' }

/** A second browser context (same viewport) signed in as `name`. */
async function otherMember(browser: Browser, page: Page, name: string) {
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() })
  const other = await context.newPage()
  await signIn(other, name)
  return { context, page: other, member: await memberOf(other, name) }
}

const notices = (page: Page) => page.getByRole('region', { name: 'Notices' })

test('a like and a mention arrive through the socket with the badge and the title count; Read clears them @desktop-only', async ({
  browser,
  page,
}, info) => {
  const { me, them } = pair(info)
  const frames = socketFrames(page)
  await signIn(page, me)
  const reader = await memberOf(page, me)
  const actor = await otherMember(browser, page, them)
  const text = uniqueText('Practising scales, live check', info.project.name)
  const post = await reader.post('/api/v1/statuses', { status: text })
  await readAll(page)
  await closeNotifications(page)
  await socketJoined(page, me)
  await page.evaluate(() => sessionStorage.setItem('live-journey', 'same page'))

  await actor.member.post(`/api/v1/statuses/${String(post.id)}/favourite`)
  const mention = uniqueText('Nice scales', info.project.name)
  await actor.member.post('/api/v1/statuses', { status: `@${me} ${mention}` })

  await expect(page).toHaveTitle(/^\(2\) /)
  if (isMobile(page)) await expect(bell(page)).toHaveAccessibleName('Notifications (2 new)')
  const panel = await notificationsPanel(page)
  await expect(panel.getByLabel('2 unseen notifications')).toHaveText('2')
  const liked = panel.getByRole('article', { name: /liked your status$/ }).filter({ hasText: text })
  await expect(liked).toBeVisible()
  const mentioned = panel
    .getByRole('article', { name: /mentioned you$/ })
    .filter({ hasText: mention })
  await expect(mentioned).toBeVisible()
  // They came through the socket, into the page that was open all along (no reload).
  const streamed = frames.filter((f) => f.includes('"event":"notification"'))
  expect(streamed.some((f) => f.includes(mention))).toBe(true)
  expect(streamed.some((f) => f.includes(text) && f.includes('favourite'))).toBe(true)
  expect(await page.evaluate(() => sessionStorage.getItem('live-journey'))).toBe('same page')

  // Read by keyboard alone (issue 21; NotificationsPanel.test.tsx clicks): g n opens the
  // notifications page (no reload), its heading focused; Tab to Read, which goes and gives
  // focus back to the heading.
  await page.keyboard.press('g')
  await page.keyboard.press('n')
  await expect(page).toHaveURL(new RegExp(`/${me}/notifications$`))
  const heading = main(page).getByRole('heading', { name: /^Notifications/, level: 1 })
  await expect(heading).toBeFocused()
  await expect(liked).toBeVisible()
  await pressOn(page, main(page).getByRole('button', { name: 'Read' }), { most: 5 })
  await expect(page).not.toHaveTitle(/^\(\d+\)/)
  await expect(heading).toBeFocused()
  expect(await page.evaluate(() => sessionStorage.getItem('live-journey'))).toBe('same page')
  await expect(panel.getByLabel(/unseen notifications?$/)).toHaveCount(0)
  await expect(liked).toBeVisible()
  await closeNotifications(page)
  if (isMobile(page)) await expect(bell(page)).toHaveAccessibleName('Notifications')
  await actor.context.close()
})

test('a dropped socket says so, polling keeps notifications coming, and home misses nothing @desktop-only', async ({
  browser,
  page,
}, info) => {
  const { me, them } = pair(info)
  await signIn(page, me)
  const actor = await otherMember(browser, page, them)
  // The reader follows the actor, so the actor's posts belong in the reader's home.
  if (isMobile(page)) {
    const reader = await memberOf(page, me)
    await reader.post(`/api/v1/accounts/${await accountId(page, them)}/follow`)
  }
  await readAll(page)
  await closeNotifications(page)
  await socketJoined(page, me)

  await dropSockets(page, me, 4000)
  await expect(notices(page)).toContainText('The live connection broke (code 4000)')
  try {
    const mention = uniqueText('Are you there', info.project.name)
    await actor.member.post('/api/v1/statuses', { status: `@${me} ${mention}` })
    // Polling (every 10 s) brings it while the socket stays refused.
    await expect(page).toHaveTitle(/^\(1\) /, { timeout: 15_000 })
    const panel = await notificationsPanel(page)
    await expect(
      panel.getByRole('article', { name: /mentioned you$/ }).filter({ hasText: mention }),
    ).toBeVisible()
    await closeNotifications(page)
    const missed = uniqueText('Written while the connection was down', info.project.name)
    await actor.member.post('/api/v1/statuses', { status: missed })
    await releaseSockets(page, me)
    await expect(notices(page)).toContainText('Live connection restored.')
    const home = main(page).getByRole('feed')
    const showNew = main(page).getByRole('button', { name: /^Show \d+ new posts?$/ })
    await expect(home.getByRole('article').filter({ hasText: missed }).or(showNew)).toBeVisible()
    if (await showNew.isVisible()) await showNew.click()
    await expect(home.getByRole('article').filter({ hasText: missed })).toBeVisible()
    await expect(home.getByRole('article').filter({ hasText: mention })).toBeVisible()
  } finally {
    await releaseSockets(page, me)
    await actor.context.close()
  }
})

test('bob (locked) approves the follow request alice sends from his profile @desktop-only', async ({
  browser,
  page,
}) => {
  await signIn(page, 'alice')
  const bob = await otherMember(browser, page, 'bob')
  await page.goto('/users/bob')
  const header = main(page)
  // The seed has alice following bob: unfollow first, then ask again.
  await header.getByRole('button', { name: 'Following' }).click()
  await header.getByRole('button', { name: 'Follow', exact: true }).click()
  await expect(header.getByRole('button', { name: 'Request sent' })).toBeVisible()

  await bob.page.goto('/friend-requests')
  const approve = main(bob.page).getByRole('button', { name: /^Approve Alice.*follow request$/ })
  await expect(approve).toBeVisible()
  // One source for the count (issue 11 item 3): the navigation counts the list on the page.
  const requests = main(bob.page).getByRole('button', { name: /^Approve / })
  const navEntry = (count: number) =>
    bob.page
      .getByRole('navigation', { name: 'Navigation' })
      .getByRole('link', { name: count > 0 ? `Follow requests (${count} new)` : 'Follow requests' })
  const before = await requests.count()
  await expect(navEntry(before)).toBeVisible()
  await approve.click()
  await expect(approve).toHaveCount(0)
  await expect(requests).toHaveCount(before - 1)
  await expect(navEntry(before - 1)).toBeVisible()

  await page.reload()
  await expect(header.getByRole('button', { name: 'Following' })).toBeVisible()
  await bob.context.close()
})
