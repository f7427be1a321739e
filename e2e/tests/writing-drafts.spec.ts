import { expect, test } from '@playwright/test'
import { uniqueText } from '../lib/api'
import { feedPost, openComposer, statusField } from '../lib/composer'
import { signIn } from '../lib/session'

const postButton = { name: 'Post', exact: true } as const

test.describe('writing: limits, failures, drafts, editing, emoji and preview', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'alice')
  })

  test('an over-limit post cannot be sent @desktop-only', async ({ page }) => {
    const limit = (
      (await (await page.request.get('/api/v1/instance')).json()) as {
        max_toot_chars: number
      }
    ).max_toot_chars
    const form = await openComposer(page)
    await statusField(form).fill('a'.repeat(limit))
    // The counter describes the field (and shows the number beside it).
    await expect(statusField(form)).toHaveAccessibleDescription('0 characters left')
    await expect(form.getByRole('button', postButton)).toBeEnabled()
    await statusField(form).press('End')
    await statusField(form).press('b')
    await expect(statusField(form)).toHaveAccessibleDescription('-1 character left')
    await expect(form.getByRole('button', postButton)).toBeDisabled()
  })

  test('a file over the upload limit shows the file_too_big message @desktop-only', async ({
    page,
  }) => {
    const limit = (
      (await (await page.request.get('/api/v1/instance')).json()) as {
        upload_limit: number
      }
    ).upload_limit
    const form = await openComposer(page)
    await form.getByLabel('Add media').setInputFiles({
      name: 'too-big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(limit + 1),
    })
    // 16 000 001 B is 15.26 MiB; the limit 16 000 000 B is 15.26 MiB too.
    const mib = ((limit + 1) / 1024 / 1024).toFixed(2)
    const allowed = (limit / 1024 / 1024).toFixed(2)
    await expect(form.getByRole('alert')).toHaveText(
      new RegExp(`File too big \\[${mib}MiB / ${allowed}MiB\\]`),
    )
    await expect(form.getByRole('textbox', { name: 'Description' })).toHaveCount(0)
  })

  test('a server error keeps the draft and shows the error, and the draft survives a reload @desktop-only', async ({
    page,
  }, testInfo) => {
    await page.route('**/api/v1/statuses', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'The garden gnome refused this post' }),
          })
        : route.fallback(),
    )
    const text = uniqueText('Kept through a failure', testInfo.project.name)
    let form = await openComposer(page)
    await statusField(form).fill(text)
    await form.getByRole('button', postButton).click()
    await expect(form.getByRole('alert')).toHaveText(/Error: The garden gnome refused this post/)
    await expect(statusField(form)).toHaveValue(text)

    await page.unroute('**/api/v1/statuses')
    await page.reload()
    form = await openComposer(page)
    await expect(statusField(form)).toHaveValue(text)
    await form.getByRole('button', postButton).click()
    await expect(feedPost(page, text)).toBeVisible()
  })

  test('a draft survives a reload @desktop-only', async ({ page }, testInfo) => {
    const subject = uniqueText('Half-written', testInfo.project.name)
    const text = uniqueText('Thinking about the compost heap', testInfo.project.name)
    let form = await openComposer(page)
    await form.getByRole('textbox', { name: 'Subject (optional)' }).fill(subject)
    await statusField(form).fill(text)
    await page.reload()
    form = await openComposer(page)
    await expect(statusField(form)).toHaveValue(text)
    await expect(form.getByRole('textbox', { name: 'Subject (optional)' })).toHaveValue(subject)
  })

  test('she edits a post and sees the history @desktop-only', async ({ page }, testInfo) => {
    const before = uniqueText('Fresh basil from the garden', testInfo.project.name)
    const after = uniqueText('Fresh mint from the garden', testInfo.project.name)
    const form = await openComposer(page)
    await statusField(form).fill(before)
    await form.getByRole('button', postButton).click()
    const post = feedPost(page, before)
    await expect(post).toBeVisible()

    await post.getByRole('button', { name: 'More' }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    const modal = page.getByRole('dialog', { name: 'Edit status' })
    const editForm = modal.getByRole('form', { name: 'Edit status' })
    await expect(statusField(editForm)).toHaveValue(before)
    await expect(editForm.getByRole('combobox', { name: 'Visibility' })).toBeDisabled()
    await expect(editForm.getByRole('button', { name: 'Add a poll' })).toHaveCount(0)
    await statusField(editForm).fill(after)
    await editForm.getByRole('button', postButton).click()
    await expect(modal).toBeHidden()

    const edited = feedPost(page, after)
    await expect(edited).toBeVisible()
    await expect(edited.getByText(/^Edited /)).toBeVisible()
    await edited.getByRole('button', { name: 'More' }).click()
    await page.getByRole('menuitem', { name: 'Edit history' }).click()
    const history = page.getByRole('dialog', { name: 'Edit history' })
    await expect(history.getByText(before)).toBeVisible()
    await expect(history.getByText(after)).toBeVisible()
  })

  test('emoji autocomplete and the picker insert the right text', async ({ page }) => {
    const form = await openComposer(page)
    const field = statusField(form)
    await field.pressSequentially('Good morning :smi')
    const suggestions = form.getByRole('listbox', { name: 'Suggestions' })
    await expect(suggestions.getByRole('option').first()).toHaveAccessibleName(/^:smiling_face: /)
    // ARIA's autocomplete on a text box: the field points at the chosen suggestion.
    const first = await suggestions.getByRole('option').first().getAttribute('id')
    await expect(field).toHaveAttribute('aria-activedescendant', first ?? 'missing')
    await field.press('ArrowDown')
    await expect(suggestions.getByRole('option', { name: ':smirking_face: 😏' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await field.press('Enter')
    await expect(field).toHaveValue('Good morning 😏 ')
    await expect(suggestions).toBeHidden()

    await form.getByRole('button', { name: 'Emoji' }).click()
    const picker = form.getByRole('dialog', { name: 'Emoji picker' })
    await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('sprou')
    const pack = picker.getByRole('region', { name: 'starling' })
    await expect(pack.getByRole('button')).toHaveCount(1)
    await pack.getByRole('button', { name: 'sprout' }).click()
    await expect(field).toHaveValue('Good morning 😏 :sprout: ')
  })

  test('preview shows the server HTML of the draft @desktop-only', async ({ page }, testInfo) => {
    const text = uniqueText('Preview', testInfo.project.name)
    const form = await openComposer(page)
    await form.getByRole('combobox', { name: 'Format' }).selectOption('text/markdown')
    await statusField(form).fill(`${text} is **strong** with #gardening`)
    await form.getByRole('button', { name: 'Preview' }).click()
    const preview = form.getByRole('region', { name: 'Preview' })
    await expect(preview.locator('strong', { hasText: 'strong' })).toBeVisible()
    await expect(preview.getByRole('link', { name: '#gardening' })).toBeVisible()
    await expect(preview).not.toContainText('**')
  })
})
