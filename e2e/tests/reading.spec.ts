import { expect, test, type Page } from '@playwright/test'
import { apiGet, apiToken, postStatus, uniqueText } from '../lib/api'
import { pressOn, tabTo } from '../lib/keyboard'
import { keptToken, main, signIn } from '../lib/session'

/** The feed's post card whose text contains `text`. */
const card = (page: Page, text: string) =>
  page.getByRole('feed').getByRole('article').filter({ hasText: text })

/** The token alice's page keeps (she signed in through the UI). */
async function aliceToken(page: Page): Promise<string> {
  const token = await keptToken(page)
  expect(token).not.toBeNull()
  return token ?? ''
}

test.describe('reading and reacting (issue 4)', () => {
  test('alice reads her home timeline and moves between posts with j and k', async ({
    page,
    request,
  }) => {
    const text = uniqueText('Reading home from the moderator')
    await postStatus(request, await apiToken(request, 'moderator'), { status: text })
    await signIn(page, 'alice')
    await expect(main(page).getByRole('heading', { name: 'Home timeline' })).toBeVisible()
    const post = card(page, text)
    await expect(post).toBeVisible()
    await expect(post.getByRole('group', { name: 'Post actions' })).toBeVisible()

    const articles = page.getByRole('feed').getByRole('article')
    await page.keyboard.press('j')
    await expect(articles.nth(0)).toBeFocused()
    await page.keyboard.press('j')
    await expect(articles.nth(1)).toBeFocused()
    await page.keyboard.press('k')
    await expect(articles.nth(0)).toBeFocused()
  })

  test('favouring and repeating a post is kept over a reload @desktop-only', async ({
    page,
    request,
  }) => {
    const text = uniqueText('Favour and repeat me')
    await postStatus(request, await apiToken(request, 'moderator'), { status: text })
    await signIn(page, 'alice')
    const post = card(page, text).first()
    const favourite = post.getByRole('button', { name: 'Favourite' })
    const repeat = post.getByRole('button', { name: 'Repeat' })
    await expect(favourite).toHaveAttribute('aria-pressed', 'false')
    await favourite.click()
    await repeat.click()
    await expect(favourite).toHaveAttribute('aria-pressed', 'true')
    await expect(favourite).toHaveText('1')
    await expect(repeat).toHaveAttribute('aria-pressed', 'true')
    await expect(repeat).toHaveText('1')

    await page.reload()
    await expect(card(page, text).first()).toBeVisible()
    for (const shown of await card(page, text).all()) {
      await expect(shown.getByRole('button', { name: 'Favourite' })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await expect(shown.getByRole('button', { name: 'Repeat' })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
    }
  })

  test('a bookmarked post is found on the bookmarks page @desktop-only', async ({
    page,
    request,
  }) => {
    const text = uniqueText('Bookmark me')
    await postStatus(request, await apiToken(request, 'moderator'), { status: text })
    await signIn(page, 'alice')
    const bookmark = card(page, text).getByRole('button', { name: 'Bookmark' })
    await bookmark.click()
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true')

    await page.goto('/bookmarks')
    await expect(main(page).getByRole('heading', { name: 'Bookmarks' })).toBeVisible()
    await expect(card(page, text).getByRole('button', { name: 'Bookmark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test('reacting with an emoji shows the reaction, also after a reload @desktop-only', async ({
    page,
    request,
  }) => {
    // Its main path is taken by keyboard alone (issue 21); ActionRow.test.tsx clicks.
    const text = uniqueText('React to me')
    await postStatus(request, await apiToken(request, 'moderator'), { status: text })
    await signIn(page, 'alice')
    // j to the post, Tab to React: the popover opens on its first emoji; Tab to the fire.
    const post = card(page, text)
    await tabTo(page, post, 10, 'j')
    const react = post.getByRole('button', { name: 'React', exact: true })
    await pressOn(page, react, { most: 15 })
    const fire = page
      .getByRole('dialog', { name: 'React' })
      .getByRole('button', { name: 'React with 🔥' })
    await pressOn(page, fire, { most: 5 })
    await expect(react).toBeFocused()
    const reaction = card(page, text)
      .getByRole('group', { name: 'Reactions' })
      .getByRole('button', { name: '🔥: 1 reaction' })
    await expect(reaction).toHaveAttribute('aria-pressed', 'true')

    await page.reload()
    await expect(reaction).toHaveAttribute('aria-pressed', 'true')
  })

  test('alice votes in a poll and sees the results @desktop-only', async ({ page, request }) => {
    const text = uniqueText('Which colour?')
    const poll = await postStatus(request, await apiToken(request, 'moderator'), {
      status: text,
      poll: { options: ['Crimson', 'Teal'], expires_in: 3600 },
    })
    await signIn(page, 'alice')
    await page.goto(`/notice/${poll.id}`)
    const section = main(page).getByRole('region', { name: 'Poll' })
    const vote = section.getByRole('button', { name: 'Vote' })
    await expect(vote).toBeDisabled()
    await section.getByRole('radio', { name: 'Teal' }).check()
    await vote.click()
    await expect(section.getByText(/^1 (vote|person voted)\b/)).toBeVisible()
    await expect(section.getByText('100%')).toBeVisible()
    await expect(section.getByText('your choice')).toBeAttached()
    await expect(section.getByRole('radio')).toHaveCount(0)
  })

  test('the media viewer moves with the arrows, wraps and closes with Escape', async ({
    page,
    request,
  }) => {
    await signIn(page, 'alice')
    const statuses = await apiGet<
      {
        id: string
        spoiler_text: string
        sensitive: boolean
        media_attachments: { type: string }[]
      }[]
    >(request, await aliceToken(page), '/api/v1/timelines/public?only_media=true&limit=40')
    const gallery = statuses.find(
      (status) =>
        status.spoiler_text === '' &&
        !status.sensitive &&
        status.media_attachments.filter((a) => a.type === 'image').length >= 2,
    )
    expect(gallery).toBeDefined()
    const total = gallery?.media_attachments.length ?? 0
    await page.goto(`/notice/${gallery?.id}`)
    const attachments = main(page).getByRole('group', { name: 'Attachments' })
    await attachments.getByRole('link').first().click()

    const viewer = page.getByRole('dialog', { name: /Media/ })
    await expect(viewer).toHaveAccessibleName(`Media 1 / ${total}`)
    await page.keyboard.press('ArrowRight')
    await expect(viewer).toHaveAccessibleName(`Media 2 / ${total}`)
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(viewer).toHaveAccessibleName(`Media ${total} / ${total}`)
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`/notice/${gallery?.id}$`))
  })

  test('a deep thread reads as a flat list and as a tree with hidden deep replies @desktop-only', async ({
    page,
  }) => {
    await signIn(page, 'alice')
    const token = await aliceToken(page)
    const root = await postStatus(page.request, token, { status: uniqueText('Thread level 0') })
    let parent = root.id
    for (let level = 1; level <= 7; level += 1) {
      const reply = await postStatus(page.request, token, {
        status: `Thread level ${level}`,
        in_reply_to_id: parent,
      })
      parent = reply.id
    }
    const thread = main(page).getByRole('list').first()
    const levels = thread.getByRole('article')

    await page.goto(`/notice/${root.id}`)
    await expect(levels).toHaveCount(8)
    await expect(levels.last()).toContainText('Thread level 7')

    await page.goto('/main/friends')
    await main(page).getByRole('button', { name: 'View options' }).click()
    await page.getByRole('dialog', { name: 'View options' }).getByLabel('A tree').check()
    await page.goto(`/notice/${root.id}`)
    await expect(levels.first()).toContainText('Thread level 0')
    // maxDepthInThread 6: levels 0 to 4 show their replies, level 5 hides its 2 (s1 §4).
    await expect(levels).toHaveCount(6)
    await expect(levels.last()).toContainText('Thread level 5')
    await main(page).getByRole('button', { name: 'Show 2 replies' }).click()
    await expect(levels).toHaveCount(7)
    await main(page).getByRole('button', { name: 'Show 1 reply' }).click()
    await expect(levels).toHaveCount(8)
    await expect(levels.last()).toContainText('Thread level 7')
  })

  test('deleting her own post leaves a gravestone, gone after a reload @desktop-only', async ({
    page,
  }) => {
    await signIn(page, 'alice')
    const text = uniqueText('Delete me')
    await postStatus(page.request, await aliceToken(page), { status: text })
    await page.reload()
    const post = card(page, text)
    await post.getByRole('button', { name: 'More' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page
      .getByRole('alertdialog', { name: 'Delete post' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(page.getByRole('feed').getByText('This post was deleted')).toBeVisible()
    await expect(post).toHaveCount(0)

    await page.reload()
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible()
    await expect(page.getByRole('feed').getByText(text)).toHaveCount(0)
  })

  test('a favourite the server refuses with 500 rolls back and shows the error @desktop-only', async ({
    page,
    request,
  }) => {
    const text = uniqueText('Refused favourite')
    await postStatus(request, await apiToken(request, 'moderator'), { status: text })
    await signIn(page, 'alice')
    await page.route('**/api/v1/statuses/*/favourite', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Something went wrong on the server' }),
      }),
    )
    const post = card(page, text)
    const favourite = post.getByRole('button', { name: 'Favourite' })
    await favourite.click()
    await expect(post.getByRole('alert')).toContainText('Something went wrong on the server')
    await expect(favourite).toHaveAttribute('aria-pressed', 'false')
    await expect(favourite).toHaveText('')
  })
})
