import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { apiGet, apiPost, newMember } from '../lib/api'
import { seriousViolations } from '../lib/axe'
import { openSettingsTab, pickFile, pressOn, switchTab, tabTo } from '../lib/keyboard'
import { signIn } from '../lib/session'

type Account = { id: string; acct: string }
type Relationship = { id: string; following: boolean }

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

  // Its main path is taken by keyboard alone (issue 21); DataTab.test.tsx and MutesTab.test.tsx
  // click. Import a follow list (the first column of each line; the header is skipped).
  const dialog = await openSettingsTab(page, 'Data import / export')
  const follows = dialog.getByRole('group', { name: 'Import follows' })
  await pickFile(page, follows.getByLabel('Import follows from a CSV file'), {
    name: 'follows.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Account address,Show boosts\nhana,true\n'),
  })
  await pressOn(page, follows.getByRole('button', { name: 'Import', exact: true }), { most: 2 })
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
  const hide = dialog.getByRole('checkbox', { name: 'Hide attachments in timelines' })
  const toggleHide = async () => {
    await switchTab(page, dialog, 'General')
    await pressOn(page, hide, { press: 'Space', most: 60 })
  }
  await toggleHide()
  await expect(hide).toBeChecked()
  await switchTab(page, dialog, 'Data import / export')
  const backup = dialog.getByRole('group', { name: 'Settings backup' })
  const save = backup.getByRole('button', { name: 'Save your settings to a file' })
  await tabTo(page, save)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ])
  const file = testInfo.outputPath('starling_settings.json')
  await download.saveAs(file)
  expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({
    _pleroma_settings_version: [1, 0],
    hideAttachments: true,
  })
  await toggleHide()
  await expect(hide).not.toBeChecked()
  await switchTab(page, dialog, 'Data import / export')
  await pickFile(page, backup.getByLabel('Restore settings from a file'), file)
  await expect(backup.getByRole('status')).toHaveText('Settings restored.')
  await switchTab(page, dialog, 'General')
  await expect(hide).toBeChecked()

  // Unmute two of the three muted people at once.
  await switchTab(page, dialog, 'Mutes and blocks')
  const muted = dialog.getByRole('group', { name: 'Muted people' })
  await expect(muted.getByRole('listitem')).toHaveCount(3)
  await pressOn(page, muted.getByRole('checkbox', { name: '@dave' }), { press: 'Space' })
  await pressOn(page, muted.getByRole('checkbox', { name: '@erin' }), { press: 'Space' })
  const unmute = muted.getByRole('button', { name: 'Unmute (2)' })
  await pressOn(page, unmute, { key: 'Shift+Tab' })
  await expect(muted.getByRole('listitem')).toHaveCount(1)
  await expect(muted.getByRole('checkbox', { name: '@gina' })).toBeVisible()
  // The button, now without a count, keeps focus.
  await expect(muted.getByRole('button', { name: 'Unmute', exact: true })).toBeFocused()
  const mutes = await apiGet<Account[]>(request, member.token, '/api/v1/mutes')
  expect(mutes.map((a) => a.acct)).toEqual(['gina'])
  expect(await seriousViolations(page)).toEqual([])

  await switchTab(page, dialog, 'Notifications')
  await expect(
    dialog.getByRole('checkbox', {
      name: 'Block notifications from people you do not follow',
    }),
  ).not.toBeChecked()
})
