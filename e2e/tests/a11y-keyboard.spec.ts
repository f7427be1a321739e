import { expect, test, type Locator, type Page } from '@playwright/test'
import { DEMO_PASSWORD, uniqueText } from '../lib/api'
import { seriousViolations } from '../lib/axe'
import { uniqueTag } from '../lib/composer'
import { main } from '../lib/session'

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `most` presses. */
async function tabTo(page: Page, target: Locator, most = 40, key = 'Tab'): Promise<void> {
  for (let i = 0; i < most; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}

/** The post card that has focus, or holds it. */
const focusedCard = (page: Page) => page.locator('article:focus, article:focus-within').last()

test.describe('keyboard alone (issue 21) @desktop-only', () => {
  test('sign in, write with an emoji, send, favourite and open a post; help on ?', async ({
    page,
  }) => {
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

  // Full timelines pass axe (label-content-name-mismatch included) in reading-a11y.spec.ts.
  test('an empty timeline has no feed and passes axe', async ({ page }, testInfo) => {
    await page.goto(`/tag/${uniqueTag(testInfo)}`)
    await expect(main(page).getByText('No statuses')).toBeVisible()
    await expect(page.getByRole('feed')).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])
  })
})
