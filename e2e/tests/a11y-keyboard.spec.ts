import { expect, test, type Page } from '@playwright/test'
import { DEMO_PASSWORD, newMember, postImage, postStatus, uniqueText } from '../lib/api'
import { seriousViolations } from '../lib/axe'
import { uniqueTag } from '../lib/composer'
import { tabTo } from '../lib/keyboard'
import { main, signIn } from '../lib/session'

/** The post card that has focus, or holds it. */
const focusedCard = (page: Page) => page.locator('article:focus, article:focus-within').last()

test.describe('keyboard alone (issue 21) @desktop-only', () => {
  test('sign in, write with an emoji, send, favourite and open a post; help on ?', async ({
    page,
  }) => {
    // Every step waits on focus moving key by key: about 25 s here, over a minute on busy cores.
    test.setTimeout(120_000)
    const text = uniqueText('Typed without a mouse')
    await page.goto('/login')
    await tabTo(page, main(page).getByLabel('Username'))
    await page.keyboard.type('alice')
    await tabTo(page, main(page).getByLabel('Password'), 5)
    await page.keyboard.type(DEMO_PASSWORD)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible()

    // n: the new-post field, named by what it is rather than its example text. (Pressed again
    // if the page was still settling after the sign-in and re-rendered the form.)
    const form = page.getByRole('form', { name: 'Post a new status' })
    const field = form.getByRole('textbox', { name: 'Post text' })
    await expect(async () => {
      await page.keyboard.press('n')
      await expect(field).toBeFocused({ timeout: 2_000 })
    }).toPass()
    await page.keyboard.type(`${text} `)

    // The emoji picker: focus on its search, one Tab stop of arrow keys, Escape back.
    const emojiButton = form.getByRole('button', { name: 'Emoji' })
    await tabTo(page, emojiButton, 15)
    await page.keyboard.press('Enter')
    const picker = page.getByRole('dialog', { name: 'Emoji picker' })
    await expect(picker.getByRole('searchbox', { name: 'Search emoji' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    const firstEmoji = picker.getByRole('gridcell').first().getByRole('button')
    await expect(firstEmoji).toBeFocused()
    await page.keyboard.press('ArrowRight')
    const second = picker.getByRole('gridcell').nth(1).getByRole('button')
    await expect(second).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Escape')
    await expect(picker).toBeHidden()
    await expect(emojiButton).toBeFocused()
    expect((await field.inputValue()).length).toBeGreaterThan(`${text} `.length)

    // Back to the field with n, and send with Ctrl+Enter.
    await page.keyboard.press('n')
    await expect(field).toBeFocused()
    await page.keyboard.press('Control+Enter')
    await expect(field).toHaveValue('')
    const mine = page.getByRole('feed').getByRole('article', { name: new RegExp(text) })
    await expect(mine).toBeVisible()

    // Escape leaves the field; j walks the feed to the new post; Tab reaches its favourite.
    await page.keyboard.press('Escape')
    await expect(field).not.toBeFocused()
    for (let i = 0; i < 10 && !(await mine.evaluate((a) => a === document.activeElement)); i++) {
      await page.keyboard.press('j')
    }
    await expect(mine).toBeFocused()
    const favourite = mine.getByRole('button', { name: /^Favourite/ })
    await tabTo(page, favourite, 15)
    await page.keyboard.press('Enter')
    await expect(favourite).toHaveAttribute('aria-pressed', 'true')
    // Its name now holds the count shown beside the star.
    await expect(favourite).toHaveAccessibleName('Favourite, 1 favourite')

    // j and k from inside a card move between cards; Enter on a card opens it.
    await page.keyboard.press('j')
    await expect(focusedCard(page)).not.toHaveAttribute('aria-label', new RegExp(text))
    await page.keyboard.press('k')
    await expect(mine).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/notice\//)
    // The conversation focuses the post it is about.
    await expect(main(page).getByRole('article', { name: new RegExp(text) })).toBeFocused()

    // ? shows the help, a dialog that gives focus back when Escape closes it.
    await page.keyboard.press('?')
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(help.getByText('Go to the public timeline')).toBeVisible()
    await page.keyboard.press('g')
    await page.keyboard.press('p')
    await expect(page).toHaveURL(/\/notice\//)
    await page.keyboard.press('Escape')
    await expect(help).toBeHidden()
    await page.keyboard.press('g')
    await page.keyboard.press('p')
    await expect(page).toHaveURL(/\/main\/public$/)
  })

  // The main paths of the other journeys, one signed-in session, keys only: no click, no fill.
  test('search, follow, vote, reply, repeat, bookmark, report, media, unfollow, chat, list, settings, sign out', async ({
    page,
    request,
  }, testInfo) => {
    // Two registrations, a post with a poll and an image, then thirteen paths: about 50 s on two
    // busy cores, near the default minute.
    test.setTimeout(150_000)
    const question = uniqueText('Asked by keyboard', testInfo.project.name)
    const [pal, me] = await Promise.all([newMember(request, 'keypal'), newMember(request, 'keys')])
    // pal's pictures come after the question, so they sit above it in pal's feed.
    const poll = { options: ['Teal', 'Rust'], expires_in: 3600 }
    const posted = postStatus(request, pal.token, { status: question, poll }).then(() =>
      postImage(request, pal.token, 2),
    )
    await Promise.all([posted, signIn(page, me.username)])

    // Search (/) for the handle, then the person's link: their profile, its heading focused.
    const search = page.getByRole('banner').getByRole('searchbox')
    await expect(async () => {
      await page.keyboard.press('/')
      await expect(search).toBeFocused({ timeout: 2_000 })
    }).toPass()
    await page.keyboard.type(`@${pal.username}`)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?/)
    await tabTo(page, main(page).getByRole('link', { name: pal.username }).first())
    await page.keyboard.press('Enter')
    await expect(main(page).getByRole('heading', { name: pal.username, level: 1 })).toBeFocused()

    // Follow keeps focus on the button it turns into.
    await tabTo(page, main(page).getByRole('button', { name: 'Follow', exact: true }), 5)
    await page.keyboard.press('Enter')
    const following = main(page).getByRole('button', { name: 'Following' })
    await expect(following).toBeFocused()

    // j to the question, a poll: vote with the arrows, and the results take focus.
    const card = page.getByRole('feed').getByRole('article', { name: new RegExp(question) })
    for (let i = 0; i < 5 && !(await card.evaluate((a) => a === document.activeElement)); i++) {
      await page.keyboard.press('j')
    }
    await expect(card).toBeFocused()
    await tabTo(page, card.getByRole('radio', { name: 'Teal' }), 6)
    await page.keyboard.press('ArrowDown')
    await expect(card.getByRole('radio', { name: 'Rust' })).toBeChecked()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    const results = card.getByRole('region', { name: 'Poll' })
    await expect(results.getByText('your choice')).toBeAttached()
    await expect(results.locator('..')).toBeFocused()

    // Reply, and focus comes back to Reply.
    await tabTo(page, card.getByRole('button', { name: 'Reply' }), 10)
    await page.keyboard.press('Enter')
    const reply = page
      .getByRole('form', { name: 'Reply' })
      .getByRole('textbox', { name: 'Post text' })
    await expect(reply).toBeFocused()
    await page.keyboard.type('Answered by keyboard')
    await expect(reply).toHaveValue(`@${pal.username} Answered by keyboard`)
    await page.keyboard.press('Control+Enter')
    // Sent, the form closes and gives focus back.
    await expect(reply).toBeHidden()
    await expect(card.getByRole('button', { name: /^Reply/ })).toBeFocused()

    // Repeat and bookmark.
    for (const name of ['Repeat', 'Bookmark']) {
      const toggle = card.getByRole('button', { name: new RegExp(`^${name}`) })
      await tabTo(page, toggle, 5)
      await page.keyboard.press('Enter')
      await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    }

    // Report from the post's menu: the dialog takes focus, Submit sends, focus back on More.
    const more = card.getByRole('button', { name: 'More', exact: true })
    await tabTo(page, more, 5)
    await page.keyboard.press('Enter')
    await page.keyboard.press('End')
    await expect(page.getByRole('menuitem', { name: 'Report' })).toBeFocused()
    await page.keyboard.press('Enter')
    const report = page.getByRole('dialog', { name: `Reporting @${pal.username}` })
    await expect(report.getByRole('textbox', { name: 'Additional comments' })).toBeFocused()
    await page.keyboard.type('Checking the report by keyboard.')
    await expect(report.getByRole('checkbox', { name: question })).toBeChecked()
    await tabTo(page, report.getByRole('button', { name: 'Submit' }), 6)
    await page.keyboard.press('Enter')
    await expect(report).toBeHidden()
    await expect(page.getByText('Report sent.')).toBeVisible()
    await expect(more).toBeFocused()

    // k to the pictures; the viewer opens on Enter, moves with the arrows, Escape gives focus back.
    await page.keyboard.press('k')
    const pictures = page.getByRole('feed').getByRole('article').first()
    await expect(pictures).toBeFocused()
    const thumbnail = pictures.getByRole('group', { name: 'Attachments' }).getByRole('link').first()
    await tabTo(page, thumbnail, 6)
    await page.keyboard.press('Enter')
    const viewer = page.getByRole('dialog', { name: /^Media/ })
    await expect(viewer).toHaveAccessibleName('Media 1 / 2')
    await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(viewer).toHaveAccessibleName('Media 2 / 2')
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    await expect(thumbnail).toBeFocused()

    // Back up to Following: unfollow; then the Message link opens the chat, its field focused.
    await tabTo(page, following, 30, 'Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(main(page).getByRole('button', { name: 'Follow', exact: true })).toBeFocused()
    await tabTo(page, main(page).getByRole('link', { name: 'Message' }), 6)
    await page.keyboard.press('Enter')
    const message = main(page).getByRole('textbox', { name: 'Message' })
    await expect(message).toBeFocused()
    await page.keyboard.type('Hello from the keyboard')
    await page.keyboard.press('Enter')
    await expect(
      main(page).getByRole('list', { name: 'Messages' }).getByText('Hello from the keyboard'),
    ).toBeVisible()
    await expect(message).toHaveValue('')

    // On through the sidebar to the lists: a new list with pal in it.
    await tabTo(page, page.getByRole('link', { name: 'Manage lists' }), 40)
    await page.keyboard.press('Enter')
    await tabTo(page, main(page).getByRole('link', { name: 'New list' }), 3)
    await page.keyboard.press('Enter')
    await tabTo(page, main(page).getByRole('textbox', { name: 'List title' }), 3)
    await page.keyboard.type('Typed list')
    await tabTo(page, main(page).getByRole('searchbox', { name: 'Search people' }), 3)
    await page.keyboard.type(pal.username)
    // The member search waits 2000 ms after the last keystroke (s1 §9).
    const add = main(page).getByRole('button', { name: `Add to list: @${pal.username}` })
    await expect(add).toBeVisible()
    await tabTo(page, add, 5)
    await page.keyboard.press('Enter')
    await expect(main(page).getByRole('button', { name: `Undo: @${pal.username}` })).toBeFocused()
    await tabTo(page, main(page).getByRole('button', { name: 'Create' }), 5)
    await page.keyboard.press('Enter')
    await expect(main(page).getByRole('heading', { name: 'Typed list' })).toBeFocused()

    // Settings: back up to its button, put the sidebar on the right with Space, Escape.
    const settings = page.getByRole('banner').getByRole('button', { name: 'Settings' })
    await tabTo(page, settings, 10, 'Shift+Tab')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Settings' })
    const right = dialog.getByRole('checkbox', { name: 'Put the sidebar on the right' })
    await tabTo(page, right, 40)
    await page.keyboard.press('Space')
    await expect(page.locator('html')).toHaveAttribute('data-sidebar-right', 'true')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(settings).toBeFocused()

    // Sign out: the public timeline's heading takes focus.
    await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Log out' }), 3)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/main\/public$/)
    await expect(main(page).getByRole('heading', { name: 'Public timeline' })).toBeFocused()
  })

  // Full timelines pass axe (label-content-name-mismatch included) in reading-a11y.spec.ts.
  test('an empty timeline has no feed and passes axe', async ({ page }, testInfo) => {
    await page.goto(`/tag/${uniqueTag(testInfo)}`)
    await expect(main(page).getByText('No statuses')).toBeVisible()
    await expect(page.getByRole('feed')).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])
  })
})
