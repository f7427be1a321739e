import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { apiToken, postStatus, uniqueText } from '../lib/api'
import { COLOUR_RULES, seriousViolations } from '../lib/axe'
import { chooseOption, openSettingsTab, pickFile, pressOn, tabTo, typeInto } from '../lib/keyboard'
import { openSettings } from '../lib/settings'

/** The theme's value of a custom property on <html>, as the page computes it. */
const themeVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name)

/** Opens the settings modal on its Theme tab. */
async function openThemeTab(page: Page): Promise<void> {
  const dialog = await openSettings(page)
  await dialog.getByRole('tab', { name: 'Theme' }).click()
  await expect(dialog.getByLabel('Preset')).toBeVisible()
}

/** A theme file in Pleroma-FE's v2 shape (written for this test): a moss-green dark look. */
const PLEROMA_FE_THEME = JSON.stringify({
  _pleroma_theme_version: 2,
  source: {
    themeEngineVersion: 3,
    colors: {
      bg: '#1b2a1e',
      fg: '#24382a',
      text: '#dfe9df',
      link: '#9fd39f',
      accent: '--link',
      cRed: '#e05050',
      cGreen: '#50c050',
      cBlue: '#5090e0',
      cOrange: '#e0a040',
    },
    opacity: { underlay: 0.2 },
    radii: { btn: 8, panel: 12 },
    fonts: { interface: { family: 'sans-serif' } },
    shadows: {},
  },
})

test.describe('themes (issue 18)', () => {
  test('pick a preset, change the link colour on a post, see a contrast warning, export, reset and import @desktop-only', async ({
    page,
    request,
  }) => {
    // Its main path is taken by keyboard alone (issue 21); ThemeTab.test.tsx clicks.
    test.slow()
    const text = uniqueText('Colours of #theming')
    await postStatus(request, await apiToken(request, 'moderator'), { status: text })
    await page.goto('/main/public')
    const post = page.getByRole('feed').getByRole('article').filter({ hasText: text })
    await expect(post).toBeVisible()

    const dialog = await openSettingsTab(page, 'Theme')
    await chooseOption(page, dialog.getByLabel('Preset'), 'Paper')
    await expect.poll(() => themeVar(page, '--panel-bg')).toBe('#fbf7ef')

    const link = dialog.getByLabel('Hex code of Links')
    await typeInto(page, link, '#1e3a8a', { most: 80 })
    await expect(dialog.getByLabel('Preset')).toHaveValue('custom')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(post.getByRole('link', { name: '#theming' })).toHaveCSS(
      'color',
      'rgb(30, 58, 138)',
    )

    await openSettingsTab(page, 'Theme')
    // Shift+Tab from the tab list wraps to the end of the tab, where the folds are.
    await pressOn(page, dialog.getByText('Advanced colours'), { most: 10, key: 'Shift+Tab' })
    await typeInto(page, dialog.getByLabel('Hex code of Panel text'), '#eeeeee', { most: 80 })
    const contrast = dialog.getByRole('group', { name: 'Contrast' })
    await expect(contrast.getByText(/texts? (is|are) hard to read/)).toBeVisible()
    await expect(
      contrast
        .getByRole('listitem')
        .filter({ has: page.getByText('Text on Panel', { exact: true }) }),
    ).toContainText('Below 4.5:1, hard to read')

    // Export sits under the preset, far above: closed and opened again, the tab starts there.
    await page.keyboard.press('Escape')
    await openSettingsTab(page, 'Theme')
    await tabTo(page, dialog.getByRole('button', { name: 'Export theme' }), 3)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ])
    const exported = await readFile(await download.path(), 'utf8')
    const resetAll = dialog.getByRole('button', { name: 'Reset all' })
    await pressOn(page, resetAll, { most: 3 })
    await expect(link).toHaveValue('#1f5f8b')
    await expect(contrast.getByText('Every text is readable on its background.')).toBeVisible()
    await expect(resetAll).toBeFocused()

    const importButton = dialog.getByRole('button', { name: 'Import theme' })
    await pickFile(
      page,
      importButton,
      {
        name: 'starling-theme.json',
        mimeType: 'application/json',
        buffer: Buffer.from(exported),
      },
      { most: 3, key: 'Shift+Tab' },
    )
    await expect(dialog.getByText('Theme imported.')).toBeVisible()
    await expect(link).toHaveValue('#1e3a8a')
    expect(await themeVar(page, '--fg')).toBe('#eeeeee')

    await pickFile(page, importButton, {
      name: 'moss.json',
      mimeType: 'application/json',
      buffer: Buffer.from(PLEROMA_FE_THEME),
    })
    await expect(link).toHaveValue('#9fd39f')
    await expect.poll(() => themeVar(page, '--panel-bg')).toBe('#1b2a1e')
    expect(await themeVar(page, '--radius-btn')).toBe('8px')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(post.getByRole('link', { name: '#theming' })).toHaveCSS(
      'color',
      'rgb(159, 211, 159)',
    )
  })

  test('every built-in preset passes axe on a conversation and the settings modal, Light on the public timeline too @desktop-only', async ({
    page,
    request,
  }) => {
    // Presets differ only in colours: the first gets the whole rule set, the others only the
    // colour rules, on the same page (a preset applies live); Light last, then the timeline.
    test.slow()
    const token = await apiToken(request, 'moderator')
    const root = await postStatus(request, token, { status: uniqueText('Themed thread') })
    await postStatus(request, token, { status: 'A themed reply', in_reply_to_id: root.id })
    const dialog = page.getByRole('dialog', { name: 'Settings' })
    await page.goto(`/notice/${root.id}`)
    await expect(page.getByRole('main').getByText('A themed reply')).toBeVisible()
    const presets = ['Dark', 'Dusk', 'Paper', 'High contrast', 'Light']
    for (const preset of presets) {
      const rules = preset === presets[0] ? undefined : COLOUR_RULES
      await openThemeTab(page)
      await dialog.getByLabel('Preset').selectOption({ label: preset })
      await expect(dialog.getByLabel('Preset')).toHaveValue(/./)
      expect(
        await seriousViolations(page, '[role=dialog]', { rules }),
        `${preset}: settings`,
      ).toEqual([])
      await dialog.getByRole('button', { name: 'Close settings' }).click()
      expect(
        await seriousViolations(page, undefined, { rules }),
        `${preset}: conversation`,
      ).toEqual([])
    }
    // The full timeline in Light; reading-a11y.spec.ts walks it with every rule, in Dark on
    // desktop and in Light on mobile. The conversation holds the same post parts for the others.
    await page
      .getByRole('navigation', { name: 'Navigation' })
      .getByRole('link', { name: 'Public timeline' })
      .click()
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible()
    expect(
      await seriousViolations(page, undefined, { rules: COLOUR_RULES }),
      'Light: public timeline',
    ).toEqual([])
  })
})
