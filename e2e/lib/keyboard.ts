import { expect, type FileChooser, type Locator, type Page } from '@playwright/test'

/**
 * Keys alone (issue 21: every journey has a keyboard-only twin for its main path): focus moves
 * with Tab, Shift+Tab or the arrows, controls are pressed with Enter or Space, text is typed.
 * No click, no fill, no `focus()`.
 */

/**
 * Presses `key` (Tab by default; Shift+Tab, an arrow in a menu, tab list or grid, j in a feed)
 * until `target` has focus; fails after `most` presses. The target is found once (a role query
 * weighs on a full page) and again only when the page replaced its element.
 */
export async function tabTo(page: Page, target: Locator, most = 40, key = 'Tab'): Promise<void> {
  let element = await target.elementHandle()
  try {
    for (let i = 0; i < most; i += 1) {
      const focused = await element.evaluate((node) =>
        node.isConnected ? node === document.activeElement : null,
      )
      if (focused) return
      if (focused === null) {
        await element.dispose()
        element = await target.elementHandle()
        continue
      }
      await page.keyboard.press(key)
    }
  } finally {
    await element.dispose()
  }
  await expect(target).toBeFocused()
}

/** Moves focus to `target` as {@link tabTo} does, then presses `press` (Enter by default) on it. */
export async function pressOn(
  page: Page,
  target: Locator,
  { press = 'Enter', most = 40, key = 'Tab' } = {},
): Promise<void> {
  await tabTo(page, target, most, key)
  await page.keyboard.press(press)
}

/**
 * Moves focus to the text field `field` as {@link tabTo} does, selects what it holds (Ctrl+A)
 * and types `text` over it.
 */
export async function typeInto(
  page: Page,
  field: Locator,
  text: string,
  { most = 40, key = 'Tab' } = {},
): Promise<void> {
  await tabTo(page, field, most, key)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
}

/**
 * Opens the file picker of `opener` (a file input or the button that opens one) from the
 * keyboard, Space on the focused control, and picks `files` in it.
 */
export async function pickFile(
  page: Page,
  opener: Locator,
  files: Parameters<FileChooser['setFiles']>[0],
  { most = 40, key = 'Tab' } = {},
): Promise<void> {
  await tabTo(page, opener, most, key)
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.keyboard.press('Space'),
  ])
  await chooser.setFiles(files)
}

/**
 * Goes to the tab `name` of the tab list in `within` by keys: `key` (Shift+Tab by default, from
 * the panel below) to the selected tab, then ArrowRight (wrapping) to `name`, which opens it.
 */
export async function switchTab(
  page: Page,
  within: Locator,
  name: string,
  { key = 'Shift+Tab', most = 60 } = {},
): Promise<void> {
  await tabTo(page, within.getByRole('tab', { selected: true }), most, key)
  await tabTo(page, within.getByRole('tab', { name, exact: true }), 12, 'ArrowRight')
}

/**
 * Opens the settings from the top bar's button (Shift+Tab from where focus is, Tab from the
 * page's start) and goes to the tab `name` with the arrow keys; returns the dialog.
 */
export async function openSettingsTab(page: Page, name: string): Promise<Locator> {
  const button = page.getByRole('banner').getByRole('button', { name: 'Settings' })
  const fromBody = await page.evaluate(() => document.activeElement === document.body)
  await pressOn(page, button, { key: fromBody ? 'Tab' : 'Shift+Tab' })
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await expect(dialog).toBeFocused()
  await switchTab(page, dialog, name, { key: 'Tab', most: 4 })
  return dialog
}

/**
 * Chooses the option `option` (its label, else its value) of the native select `select` by
 * keys: focus on it, its list opened with Alt+ArrowDown, the arrows to the option, Enter (one
 * change, as a person makes it; the arrows on a closed select would change it at every step).
 */
export async function chooseOption(
  page: Page,
  select: Locator,
  option: string,
  { most = 40, key = 'Tab' } = {},
): Promise<void> {
  await tabTo(page, select, most, key)
  const steps = await select.evaluate((element, wanted) => {
    const { options, selectedIndex } = element as HTMLSelectElement
    const all = [...options]
    let index = all.findIndex((candidate) => candidate.label === wanted)
    if (index < 0) index = all.findIndex((candidate) => candidate.value === wanted)
    if (index < 0) throw new Error(`No option "${wanted}"`)
    return index - selectedIndex
  }, option)
  await page.keyboard.press('Alt+ArrowDown')
  for (let i = 0; i < Math.abs(steps); i += 1) {
    await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp')
  }
  await page.keyboard.press('Enter')
}
