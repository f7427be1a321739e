import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { apiGet, apiPost, newMember, uniqueText, type NewMember } from '../lib/api'
import { seriousViolations } from '../lib/axe'
import { main, signIn } from '../lib/session'

// Issue 15: Pleroma chats between two fresh members (so no other journey's chats show up), the
// second one acting through the API beside the first one's browser.

/** The account id of `username` as seen by `member`. */
async function idOf(request: APIRequestContext, member: NewMember, username: string) {
  return (
    await apiGet<{ id: string }>(request, member.token, `/api/v1/accounts/lookup?acct=${username}`)
  ).id
}

/** `from` writes `text` to `to` through the API (POST by-account-id, then the message). */
async function write(request: APIRequestContext, from: NewMember, to: NewMember, text: string) {
  const chat = await apiPost<{ id: string }>(
    request,
    from.token,
    `/api/v1/pleroma/chats/by-account-id/${await idOf(request, from, to.username)}`,
  )
  await apiPost(request, from.token, `/api/v1/pleroma/chats/${chat.id}/messages`, {
    content: text,
  })
}

/** Opens the chat with `other` from their user card's "Message" link; the message list. */
async function openChatWith(page: Page, other: NewMember) {
  await page.goto(`/users/${other.username}`)
  await main(page).getByRole('link', { name: 'Message' }).click()
  await expect(page).toHaveURL(/\/chats\/[^/]+$/)
  return page.getByRole('list', { name: 'Messages' })
}

test('two members chat live; an unread message counts in the title until it is read', async ({
  page,
  request,
}, testInfo) => {
  const [ann, ben] = await Promise.all([
    newMember(request, 'chatann'),
    newMember(request, 'chatben'),
  ])
  await signIn(page, ann.username)
  const messages = await openChatWith(page, ben)
  const hello = uniqueText('Hello Ben', testInfo.project.name)
  const composer = page.getByRole('textbox', { name: 'Message' })
  await composer.fill(hello)
  await composer.press('Enter')
  await expect(messages.getByText(hello)).toBeVisible()
  await expect(composer).toHaveValue('')

  const answer = uniqueText('Hi Ann', testInfo.project.name)
  await write(request, ben, ann, answer)
  await expect(messages.getByText(answer)).toBeVisible()
  // Read at the bottom of an open chat (1.5 s later, s1 §9): nothing left to count.
  await expect(page).not.toHaveTitle(/^\(\d+\)/)

  await page.goto('/main/friends')
  const later = uniqueText('Are you there?', testInfo.project.name)
  await write(request, ben, ann, later)
  await expect(page).toHaveTitle(/^\(1\)/)
  await page.goto(`/users/${ann.username}/chats`)
  const item = main(page).getByRole('link', { name: new RegExp(ben.username) })
  await expect(item).toContainText(later)
  await expect(item.getByLabel('1 unread message', { exact: true })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await item.click()
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(later)).toBeVisible()
  await expect(page).not.toHaveTitle(/^\(\d+\)/)
})

test('a message sent while the server answers 503 waits, then goes through; a message is deleted @desktop-only', async ({
  page,
  request,
}) => {
  const [ann, ben] = await Promise.all([
    newMember(request, 'chatcat'),
    newMember(request, 'chatdan'),
  ])
  await signIn(page, ann.username)
  const messages = await openChatWith(page, ben)
  expect(await seriousViolations(page)).toEqual([])

  const failing = await request.post('/api/starling/test/fail-chat-sends', {
    data: { account: ann.username, count: 1 },
  })
  expect(failing.ok()).toBe(true)
  const text = uniqueText('Sent through a hiccup')
  const composer = page.getByRole('textbox', { name: 'Message' })
  await composer.fill(text)
  await page.getByRole('button', { name: 'Send' }).click()
  const row = messages.getByRole('listitem').filter({ hasText: text })
  await expect(row).toHaveAttribute('data-state', 'pending')
  await expect(row).toContainText('Sending')
  // The first retry comes 1000 ms later (s1 §9) and the server answers it.
  await expect(row).not.toHaveAttribute('data-state', /pending|error/)
  await expect(row).not.toContainText('Sending')

  await row.getByRole('button', { name: 'More' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete' })
  await expect(confirm).toContainText('Do you really want to delete this message?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(messages.getByText(text)).toHaveCount(0)

  await page.goto(`/users/${ann.username}/chats`)
  await expect(main(page).getByRole('link', { name: new RegExp(ben.username) })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
