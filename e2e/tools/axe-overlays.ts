/**
 * The modals and popovers of e2e/tools/axe-sweep.ts: opens each one the way a person does (the
 * settings dialog on every tab, the mobile drawers, the keyboard help, the media viewer, the
 * user card and account-actions menu, the post menu, and for members the report, lists, mention,
 * reaction, who-reacted, delete, edit and edit-history dialogs, the composer with its emoji
 * picker, the view options, the timeline switcher, the notification filter, the picture cropper
 * and a chat message's menu and delete confirmation), hands it to `check` and closes it again.
 * A step that cannot open its overlay is reported, not fatal.
 */
import { expect as baseExpect, type Locator, type Page } from '@playwright/test'
import { isMobile, main } from '../lib/session'
import { openSettings } from '../lib/settings'
import type { Targets } from './axe-targets'

// A page load can take 10 s on this 2-core machine.
const expect = baseExpect.configure({ timeout: 30_000 })

/** Runs axe over `within` (a CSS selector) and prints the result under `label`. */
export type Check = (label: string, within: string) => Promise<void>

/** The conversation page of `id` (a post starting its thread), loaded; the post's article. */
async function openPost(page: Page, base: string, id: string): Promise<Locator> {
  await page.goto(`${base}/notice/${id}`)
  const post = main(page).getByRole('article').first()
  await expect(post).toBeVisible()
  return post
}

/** Presses Escape until no dialog or menu is left open. */
async function closeAll(page: Page): Promise<void> {
  const open = page.locator('[role=dialog], [role=alertdialog], [role=menu]')
  for (let presses = 0; presses < 4 && (await open.count()) > 0; presses++) {
    await page.keyboard.press('Escape')
  }
}

/** One overlay: its label, who sees it, and how it opens (resolves once it shows). */
interface Step {
  label: string
  member?: boolean
  mobile?: boolean
  desktop?: boolean
  within: string
  open: (page: Page, targets: Targets, base: string) => Promise<void>
}

const DIALOG = '[role=dialog], [role=alertdialog]'
const MENU = '[role=menu]'

/** The post's More menu, open. */
async function postMenu(page: Page, base: string, id: string): Promise<Locator> {
  const post = await openPost(page, base, id)
  await post.getByRole('button', { name: 'More', exact: true }).click()
  const menu = page.getByRole('menu', { name: 'More' })
  await expect(menu.getByRole('menuitem').first()).toBeVisible()
  return menu
}

/** Chooses `item` in the post's More menu. */
async function fromPostMenu(page: Page, base: string, id: string, item: string): Promise<void> {
  const menu = await postMenu(page, base, id)
  await menu.getByRole('menuitem', { name: item, exact: true }).click()
}

/** The account-actions menu of the media post's author, open (on their profile). */
async function accountMenu(page: Page, base: string, targets: Targets): Promise<Locator> {
  await page.goto(`${base}/users/${targets.media.acct}`)
  await main(page).getByRole('button', { name: 'Account actions' }).click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem').first()).toBeVisible()
  return menu
}

const STEPS: Step[] = [
  {
    label: 'side drawer',
    mobile: true,
    within: DIALOG,
    open: async (page, _targets, base) => {
      await page.goto(`${base}/about`)
      await page.getByRole('button', { name: 'Open the menu' }).click()
      await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible()
    },
  },
  {
    label: 'notifications drawer',
    mobile: true,
    member: true,
    within: DIALOG,
    open: async (page) => {
      await page.getByRole('button', { name: /^Notifications/ }).click()
      await expect(page.getByRole('dialog', { name: /Notifications/ })).toBeVisible()
    },
  },
  {
    label: 'keyboard shortcuts',
    desktop: true,
    within: DIALOG,
    open: async (page) => {
      await page.keyboard.press('?')
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible()
    },
  },
  {
    label: 'media viewer',
    within: DIALOG,
    open: async (page, targets, base) => {
      const post = await openPost(page, base, targets.media.id)
      await post.getByRole('group', { name: 'Attachments' }).getByRole('link').first().click()
      await expect(page.getByRole('dialog', { name: /Media/ })).toBeVisible()
    },
  },
  {
    label: 'user card popover',
    within: DIALOG,
    open: async (page, targets, base) => {
      const post = await openPost(page, base, targets.media.id)
      await post.locator('button[aria-haspopup=dialog]').first().click()
      await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible()
    },
  },
  {
    label: 'post menu',
    member: true,
    within: MENU,
    open: async (page, targets, base) => void (await postMenu(page, base, targets.media.id)),
  },
  {
    label: 'report dialog',
    member: true,
    within: DIALOG,
    open: async (page, targets, base) => {
      await fromPostMenu(page, base, targets.media.id, 'Report')
      await expect(page.getByRole('dialog', { name: /Reporting/ })).toBeVisible()
    },
  },
  {
    label: 'reaction picker',
    member: true,
    within: DIALOG,
    open: async (page, targets, base) => {
      const post = await openPost(page, base, targets.media.id)
      await post.getByRole('button', { name: 'React', exact: true }).click()
      await expect(page.getByRole('dialog', { name: 'React' })).toBeVisible()
    },
  },
  {
    label: 'who reacted',
    within: DIALOG,
    open: async (page, targets, base) => {
      if (!targets.reacted) throw new Error('no post with reactions')
      const post = await openPost(page, base, targets.reacted)
      await post.getByRole('button', { name: 'Who reacted' }).click()
      await expect(
        page.getByRole('dialog', { name: 'Who reacted' }).locator('section').first(),
      ).toBeVisible()
    },
  },
  {
    label: 'account actions menu',
    member: true,
    within: MENU,
    open: async (page, targets, base) => void (await accountMenu(page, base, targets)),
  },
  {
    label: 'lists dialog',
    member: true,
    within: DIALOG,
    open: async (page, targets, base) => {
      const menu = await accountMenu(page, base, targets)
      await menu.getByRole('menuitem', { name: 'Add to or remove from lists' }).click()
      await expect(page.getByRole('dialog').getByRole('checkbox').first()).toBeVisible()
    },
  },
  {
    label: 'mention dialog',
    member: true,
    within: DIALOG,
    open: async (page, targets, base) => {
      await page.goto(`${base}/users/${targets.media.acct}`)
      await main(page).getByRole('button', { name: 'Mention' }).click()
      await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible()
    },
  },
  {
    label: 'own post menu',
    member: true,
    within: MENU,
    open: async (page, targets, base) => {
      if (!targets.ownEdited) throw new Error('no edited post of the viewer')
      await postMenu(page, base, targets.ownEdited)
    },
  },
  {
    label: 'delete confirmation',
    member: true,
    within: DIALOG,
    open: async (page, targets, base) => {
      await fromPostMenu(page, base, targets.ownEdited ?? '', 'Delete')
      await expect(page.getByRole('alertdialog')).toBeVisible()
    },
  },
  {
    label: 'edit dialog',
    member: true,
    within: DIALOG,
    open: async (page, targets, base) => {
      await fromPostMenu(page, base, targets.ownEdited ?? '', 'Edit')
      await expect(page.getByRole('dialog', { name: 'Edit status' })).toBeVisible()
    },
  },
  {
    label: 'edit history',
    member: true,
    within: DIALOG,
    open: async (page, targets, base) => {
      await fromPostMenu(page, base, targets.ownEdited ?? '', 'Edit history')
      await expect(
        page.getByRole('dialog', { name: 'Edit history' }).getByRole('listitem').first(),
      ).toBeVisible()
    },
  },
  {
    label: 'composer',
    member: true,
    mobile: true,
    within: DIALOG,
    open: async (page, _targets, base) => {
      await page.goto(`${base}/about`)
      await page.getByRole('button', { name: 'Post a new status' }).click()
      await expect(page.getByRole('dialog', { name: 'Post a new status' })).toBeVisible()
    },
  },
  {
    label: 'emoji picker',
    member: true,
    within: DIALOG,
    open: async (page, _targets, base) => {
      await page.goto(`${base}/about`)
      if (isMobile(page)) await page.getByRole('button', { name: 'Post a new status' }).click()
      const form = page.getByRole('form', { name: 'Post a new status' })
      await form.getByRole('button', { name: 'Emoji' }).click()
      await expect(
        page.getByRole('dialog', { name: 'Emoji picker' }).getByRole('gridcell').first(),
      ).toBeVisible()
    },
  },
  {
    label: 'view options',
    member: true,
    within: DIALOG,
    open: async (page, _targets, base) => {
      await page.goto(`${base}/main/friends`)
      await main(page).getByRole('button', { name: 'View options' }).click()
      await expect(page.getByRole('dialog', { name: 'View options' })).toBeVisible()
    },
  },
  {
    label: 'timeline switcher',
    member: true,
    within: MENU,
    open: async (page, _targets, base) => {
      await page.goto(`${base}/main/friends`)
      await main(page).getByRole('button', { name: 'Switch timeline' }).first().click()
      await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible()
    },
  },
  {
    label: 'notification filter',
    member: true,
    within: '[role=group]',
    open: async (page, _targets, base) => {
      await page.goto(`${base}/about`)
      const panel = isMobile(page)
        ? (await page.getByRole('button', { name: /^Notifications/ }).click(),
          page.getByRole('dialog', { name: /Notifications/ }))
        : page.getByRole('region', { name: /^Notifications/ })
      await panel.getByRole('button', { name: 'Show notification types' }).click()
      await expect(panel.getByRole('group', { name: 'Show notification types' })).toBeVisible()
    },
  },
  {
    label: 'picture cropper',
    member: true,
    within: DIALOG,
    open: async (page, _targets, base) => {
      const picture = await (await page.request.get(`${base}/images/avi.png`)).body()
      const dialog = await openSettings(page)
      await dialog.getByRole('tab', { name: 'Profile' }).click()
      await dialog.getByLabel('Avatar', { exact: true }).setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: picture,
      })
      await expect(page.getByRole('dialog', { name: 'Crop picture' })).toBeVisible()
    },
  },
  {
    label: 'chat message menu',
    member: true,
    within: MENU,
    open: async (page, targets, base) => void (await chatMenu(page, base, targets)),
  },
  {
    label: 'chat delete confirmation',
    member: true,
    within: DIALOG,
    open: async (page, targets, base) => {
      const menu = await chatMenu(page, base, targets)
      await menu.getByRole('menuitem', { name: 'Delete' }).click()
      await expect(page.getByRole('alertdialog', { name: 'Delete' })).toBeVisible()
    },
  },
]

/** The More menu of the first message of the viewer's first chat, open. */
async function chatMenu(page: Page, base: string, targets: Targets): Promise<Locator> {
  if (!targets.chat) throw new Error('the viewer has no chat')
  await page.goto(`${base}/users/${targets.login}/chats/${targets.chat}`)
  const messages = page.getByRole('list', { name: 'Messages' })
  await messages.getByRole('button', { name: 'More' }).first().click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem').first()).toBeVisible()
  return menu
}

/** Every settings tab the viewer is offered, one check each. */
async function walkSettings(page: Page, check: Check): Promise<void> {
  const dialog = await openSettings(page)
  const tabs = dialog.getByRole('tab')
  for (let index = 0; index < (await tabs.count()); index++) {
    const tab = tabs.nth(index)
    const name = (await tab.textContent())?.trim() ?? `tab ${index}`
    await tab.click()
    await expect(dialog.getByRole('tabpanel')).not.toHaveText('')
    await page.waitForLoadState('networkidle')
    await check(`settings: ${name}`, '[role=dialog]')
  }
  await closeAll(page)
}

/**
 * Opens every overlay the viewer (`member` or a visitor) is offered at this viewport and checks
 * each. Errors of one step are printed and the walk goes on.
 */
export async function walkOverlays(
  page: Page,
  base: string,
  targets: Targets,
  member: boolean,
  check: Check,
): Promise<void> {
  const mobile = isMobile(page)
  await page.goto(`${base}/about`)
  await walkSettings(page, check).catch((error: unknown) => failed('settings', error))
  for (const step of STEPS) {
    if ((step.member && !member) || (step.mobile && !mobile) || (step.desktop && mobile)) continue
    try {
      await step.open(page, targets, base)
      await page.waitForLoadState('networkidle')
      await check(step.label, step.within)
    } catch (error) {
      failed(step.label, error)
    }
    await closeAll(page)
  }
}

/** Prints why a step could not open its overlay: the error and the locator it waited for. */
function failed(label: string, error: unknown): void {
  const lines = (error instanceof Error ? error.message : String(error)).split('\n')
  const why = [lines[0], lines.find((line) => line.startsWith('Locator:'))].filter(Boolean)
  console.info(`  ${label}: could not open (${why.join('; ')})`)
}
