import { expect, type Locator, type Page } from '@playwright/test'
import { pressShellButton } from './session'

/**
 * Opens the settings modal as a person does (desktop: the top bar's button; mobile: the side
 * drawer's entry) and returns the dialog once its tabs show.
 */
export async function openSettings(page: Page): Promise<Locator> {
  await pressShellButton(page, 'Settings')
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await expect(dialog.getByRole('tab').first()).toBeVisible()
  return dialog
}

/**
 * Chooses the theme preset labelled `label` ("Light", "Dusk", "Follow the system"...) in the
 * settings' Theme tab, for the current viewer (a visitor or the signed-in account), and closes
 * the settings again.
 */
export async function choosePreset(page: Page, label: string): Promise<void> {
  const dialog = await openSettings(page)
  await dialog.getByRole('tab', { name: 'Theme' }).click()
  await dialog.getByLabel('Preset').selectOption({ label })
  await dialog.getByRole('button', { name: 'Close settings' }).click()
  await expect(dialog).toBeHidden()
}
