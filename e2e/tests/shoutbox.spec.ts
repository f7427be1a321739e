import { expect, test } from '@playwright/test'
import { uniqueText } from '../lib/api'
import { otherPerson } from '../lib/composer'
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

    await page.getByRole('button', { name: 'Shoutbox' }).click()
    const input = page.getByRole('textbox', { name: 'Shout something (Enter sends)' })
    await input.fill(`  ${line}  `)
    await input.press('Enter')
    await expect(input).toHaveValue('')
    const own = page.getByRole('list', { name: 'Shoutbox messages' })
    await expect(own.getByRole('listitem').filter({ hasText: line })).toContainText('Alice')

    await bob.getByRole('button', { name: 'Shoutbox' }).click()
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
