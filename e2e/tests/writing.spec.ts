import { expect, test } from '@playwright/test'
import {
  feedPost,
  openComposer,
  otherPerson,
  statusField,
  statusIdOf,
  uniqueTag,
} from '../lib/composer'
import { apiToken, postStatus, uniqueText } from '../lib/api'
import { isMobile, signIn } from '../lib/session'

/** A 1x1 PNG (one opaque pixel), made in memory. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

test.describe('writing', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'alice')
  })

  test('a post with a hashtag and a mention shows in home and under its tag', async ({
    page,
  }, testInfo) => {
    const tag = uniqueTag(testInfo)
    const text = uniqueText('Birds at the feeder', testInfo.project.name)
    const form = await openComposer(page)
    await statusField(form).fill(`${text} with @bob today #${tag} and more`)
    await form.getByRole('button', { name: 'Post', exact: true }).click()

    const post = feedPost(page, text)
    await expect(post).toBeVisible()
    await expect(post.getByRole('link', { name: `#${tag}` })).toBeVisible()
    await expect(post.getByRole('link', { name: '@bob' }).first()).toBeVisible()
    // The form is cleared; on mobile the post modal closed and opens again empty.
    if (isMobile(page)) {
      const modal = page.getByRole('dialog', { name: 'Post a new status' })
      await expect(modal).toBeHidden()
      await expect(statusField(await openComposer(page))).toHaveValue('')
      await page.keyboard.press('Escape')
      await expect(modal).toBeHidden()
    } else {
      await expect(statusField(form)).toHaveValue('')
    }

    await post.getByRole('link', { name: `#${tag}` }).click()
    await expect(page).toHaveURL(new RegExp(`/tag/${tag}$`))
    await expect(feedPost(page, text)).toBeVisible()
  })

  test('an image with a description @desktop-only', async ({ page }, testInfo) => {
    const text = uniqueText('A tiny picture', testInfo.project.name)
    const description = uniqueText('One dark pixel', testInfo.project.name)
    const form = await openComposer(page)
    await statusField(form).fill(text)
    await form
      .getByLabel('Add media')
      .setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: onePixelPng })
    await form.getByRole('textbox', { name: 'Description' }).fill(description)
    await form.getByRole('button', { name: 'Post', exact: true }).click()

    const post = feedPost(page, text)
    await expect(post.getByRole('img', { name: description })).toBeVisible()
  })

  test('a Markdown post shows as HTML @desktop-only', async ({ page }, testInfo) => {
    const text = uniqueText('Markdown', testInfo.project.name)
    const form = await openComposer(page)
    await form.getByRole('combobox', { name: 'Format' }).selectOption('text/markdown')
    await statusField(form).fill(`${text} with **bold words** and *a slant*`)
    await form.getByRole('button', { name: 'Post', exact: true }).click()

    const post = feedPost(page, text)
    await expect(post.locator('strong', { hasText: 'bold words' })).toBeVisible()
    await expect(post.locator('em', { hasText: 'a slant' })).toBeVisible()
    await expect(post).not.toContainText('**')
  })

  test('bob votes in her poll @desktop-only', async ({ page, browser }, testInfo) => {
    const question = uniqueText('Tea or coffee?', testInfo.project.name)
    const form = await openComposer(page)
    await statusField(form).fill(question)
    await form.getByRole('button', { name: 'Add a poll' }).click()
    await form.getByRole('textbox', { name: 'Option 1' }).fill('Tea')
    await form.getByRole('textbox', { name: 'Option 2' }).fill('Coffee')
    await form.getByRole('button', { name: 'Post', exact: true }).click()
    const id = await statusIdOf(feedPost(page, question))

    const bob = await otherPerson(browser, page, 'bob')
    await bob.goto(`/notice/${id}`)
    const poll = bob.getByRole('region', { name: 'Poll' })
    await poll.getByRole('radio', { name: 'Coffee' }).check()
    await poll.getByRole('button', { name: 'Vote' }).click()
    await expect(poll.getByRole('listitem').filter({ hasText: 'Coffee' })).toContainText('100%')
    await expect(poll).toContainText('1 vote')
    await bob.context().close()

    await page.goto(`/notice/${id}`)
    const results = page.getByRole('region', { name: 'Poll' })
    await expect(results.getByRole('listitem').filter({ hasText: 'Coffee' })).toContainText('100%')
    await expect(results).toContainText('1 vote')
  })

  test('a reply to bob copies his scope and puts re: on his subject @desktop-only', async ({
    page,
  }, testInfo) => {
    const subject = uniqueText('Garden plans', testInfo.project.name)
    const bob = await apiToken(page.request, 'bob')
    const { id } = await postStatus(page.request, bob, {
      status: 'Who wants seedlings this spring?',
      spoiler_text: subject,
      visibility: 'unlisted',
    })

    await page.goto(`/notice/${id}`)
    const original = page.getByRole('article').filter({ hasText: subject }).first()
    await original.getByRole('button', { name: 'Reply' }).click()
    const reply = page.getByRole('form', { name: 'Reply' })
    await expect(reply.getByRole('textbox', { name: 'Subject (optional)' })).toHaveValue(
      `re: ${subject}`,
    )
    await expect(reply.getByRole('combobox', { name: 'Visibility' })).toHaveValue('unlisted')
    await expect(statusField(reply)).toHaveValue(/^@bob /)
    const text = uniqueText('Me please', testInfo.project.name)
    await statusField(reply).press('End')
    await page.keyboard.insertText(text)
    await reply.getByRole('button', { name: 'Post', exact: true }).click()
    await expect(reply).toBeHidden()
    const mine = page.getByRole('article').filter({ hasText: `re: ${subject}` })
    await expect(mine).toBeVisible()
    await expect(mine.getByLabel('Unlisted')).toBeVisible()
  })

  test('a content-warning post shows its subject with a toggle for the text @desktop-only', async ({
    page,
  }, testInfo) => {
    const subject = uniqueText('Spoilers for the finale', testInfo.project.name)
    const text = uniqueText('The gardener did it', testInfo.project.name)
    const form = await openComposer(page)
    await form.getByRole('textbox', { name: 'Subject (optional)' }).fill(subject)
    await statusField(form).fill(text)
    await form.getByRole('button', { name: 'Post', exact: true }).click()

    // The demo instance keeps Pleroma's default collapseMessageWithSubject: false, so the text
    // starts shown under its subject; the toggle hides and shows it.
    const post = feedPost(page, subject)
    await expect(post).toBeVisible()
    await expect(post.getByText(text)).toBeVisible()
    await post.getByRole('button', { name: 'Show less' }).click()
    await expect(post.getByText(text)).toBeHidden()
    await post.getByRole('button', { name: 'Show more' }).click()
    await expect(post.getByText(text)).toBeVisible()
  })
})
