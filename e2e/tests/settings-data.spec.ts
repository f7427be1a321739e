import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { apiGet, apiPost, newMember } from '../lib/api'
import { seriousViolations } from '../lib/axe'
import { signIn } from '../lib/session'

type Account = { id: string; acct: string }
type Relationship = { id: string; following: boolean }

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Settings' })

async function openTab(page: Page, name: string): Promise<void> {
  await dialog(page).getByRole('tab', { name }).click()
}

test('a member imports follows, backs up and restores her settings and unmutes two people at once @desktop-only', async ({
  page,
  request,
}, testInfo) => {
  // Three settings tabs walked in one journey; axe (some 15 s a run here) on the two largest.
  test.setTimeout(90_000)
  const member = await newMember(request, 'datamove')
  const ids: Record<string, string> = {}
  for (const name of ['dave', 'erin', 'gina', 'hana']) {
    ids[name] = (await apiGet<Account>(request, member.token, `/api/v1/accounts/${name}`)).id
  }
  for (const name of ['dave', 'erin', 'gina'])
    await apiPost(request, member.token, `/api/v1/accounts/${ids[name]}/mute`)
  await signIn(page, member.username)
  // axe looks at the whole page: open settings over the about page, not the empty home feed.
  await page.goto('/about')
  await expect(page.getByRole('main')).toBeVisible()
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click()

  // Import a follow list (the first column of each line; the header is skipped).
  await openTab(page, 'Data import / export')
  const follows = dialog(page).getByRole('group', { name: 'Import follows' })
  await follows.getByLabel('Import follows from a CSV file').setInputFiles({
    name: 'follows.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Account address,Show boosts\nhana,true\n'),
  })
  await follows.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(follows.getByRole('status')).toHaveText(
    'Follows imported! Processing them will take a while.',
  )
  const [hana] = await apiGet<Relationship[]>(
    request,
    member.token,
    `/api/v1/accounts/relationships?id[]=${ids.hana}`,
  )
  expect(hana?.following).toBe(true)
  expect(await seriousViolations(page)).toEqual([])

  // Save the settings, change one, and restore the file.
  await openTab(page, 'General')
  const hide = dialog(page).getByRole('checkbox', { name: 'Hide attachments in timelines' })
  await hide.focus()
  await page.keyboard.press('Space')
  await expect(hide).toBeChecked()
  await openTab(page, 'Data import / export')
  const backup = dialog(page).getByRole('group', { name: 'Settings backup' })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    backup.getByRole('button', { name: 'Save your settings to a file' }).click(),
  ])
  const file = testInfo.outputPath('starling_settings.json')
  await download.saveAs(file)
  expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({
    _pleroma_settings_version: [1, 0],
    hideAttachments: true,
  })
  await openTab(page, 'General')
  await hide.focus()
  await page.keyboard.press('Space')
  await expect(hide).not.toBeChecked()
  await openTab(page, 'Data import / export')
  await backup.getByLabel('Restore settings from a file').setInputFiles(file)
  await expect(backup.getByRole('status')).toHaveText('Settings restored.')
  await openTab(page, 'General')
  await expect(hide).toBeChecked()

  // Unmute two of the three muted people at once.
  await openTab(page, 'Mutes and blocks')
  const muted = dialog(page).getByRole('group', { name: 'Muted people' })
  await expect(muted.getByRole('listitem')).toHaveCount(3)
  await muted.getByRole('checkbox', { name: '@dave' }).check()
  await muted.getByRole('checkbox', { name: '@erin' }).check()
  await muted.getByRole('button', { name: 'Unmute (2)' }).click()
  await expect(muted.getByRole('listitem')).toHaveCount(1)
  await expect(muted.getByRole('checkbox', { name: '@gina' })).toBeVisible()
  const mutes = await apiGet<Account[]>(request, member.token, '/api/v1/mutes')
  expect(mutes.map((a) => a.acct)).toEqual(['gina'])
  expect(await seriousViolations(page)).toEqual([])

  await openTab(page, 'Notifications')
  await expect(
    dialog(page).getByRole('checkbox', {
      name: 'Block notifications from people you do not follow',
    }),
  ).not.toBeChecked()
})
