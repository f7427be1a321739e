import { expect, test } from '@playwright/test'
import { uniqueText } from '../lib/api'
import { otherPerson } from '../lib/composer'
import { pressOn } from '../lib/keyboard'
import { signIn } from '../lib/session'

test.describe('shoutbox', () => {
  test('a line shouted by alice reaches bob in his browser, and on the shout-panel page @desktop-only', async ({
    page,
    browser,
  }, testInfo) => {
    const line = uniqueText('Morning, birds', testInfo.project.name)
    await signIn(page, 'alice')
    const bob = await otherPerson(browser, page, 'bob')
    await bob.goto('/main/friends')

    // Its main path is taken by keyboard alone (issue 21); Shoutbox.test.tsx clicks. The
    // floating button is the page's last control: Shift+Tab from the page's start.
    await pressOn(page, page.getByRole('button', { name: 'Shoutbox' }), { key: 'Shift+Tab' })
    const input = page.getByRole('textbox', { name: 'Shout something (Enter sends)' })
    await expect(input).toBeFocused()
    await page.keyboard.type(`  ${line}  `)
    await page.keyboard.press('Enter')
    await expect(input).toHaveValue('')
    const own = page.getByRole('list', { name: 'Shoutbox messages' })
    await expect(own.getByRole('listitem').filter({ hasText: line })).toContainText('Alice')

    await pressOn(bob, bob.getByRole('button', { name: 'Shoutbox' }), { key: 'Shift+Tab' })
    const heard = bob.getByRole('list', { name: 'Shoutbox messages' }).getByRole('listitem')
    await expect(heard.filter({ hasText: line })).toBeVisible()
    await expect(
      heard.filter({ hasText: line }).getByRole('link', { name: 'Alice' }),
    ).toHaveAttribute('href', '/users/alice')

    await bob.goto('/shout-panel')
    await expect(bob.getByRole('heading', { name: 'Shoutbox', level: 1 })).toBeVisible()
    await expect(
      bob.getByRole('main').getByRole('listitem').filter({ hasText: line }),
    ).toBeVisible()
    await bob.context().close()
  })
})
