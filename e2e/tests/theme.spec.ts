import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { apiToken, postStatus, uniqueText } from '../lib/api'
import { seriousViolations } from '../lib/axe'
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
    test.slow()
    const text = uniqueText('Colours of #theming')
    await postStatus(request, await apiToken(request, 'moderator'), { status: text })
    await page.goto('/main/public')
    const post = page.getByRole('feed').getByRole('article').filter({ hasText: text })
    await expect(post).toBeVisible()
    const dialog = page.getByRole('dialog', { name: 'Settings' })

    await openThemeTab(page)
    await dialog.getByLabel('Preset').selectOption({ label: 'Paper' })
    await expect.poll(() => themeVar(page, '--panel-bg')).toBe('#fbf7ef')

    const link = dialog.getByLabel('Hex code of Links')
    await link.fill('#1e3a8a')
    await expect(dialog.getByLabel('Preset')).toHaveValue('custom')
    await dialog.getByRole('button', { name: 'Close settings' }).click()
    await expect(post.getByRole('link', { name: '#theming' })).toHaveCSS(
      'color',
      'rgb(30, 58, 138)',
    )

    await openThemeTab(page)
    await dialog.getByText('Advanced colours').click()
    await dialog.getByLabel('Hex code of Panel text').fill('#eeeeee')
    const contrast = dialog.getByRole('group', { name: 'Contrast' })
    await expect(contrast.getByText(/texts? (is|are) hard to read/)).toBeVisible()
    await expect(
      contrast
        .getByRole('listitem')
        .filter({ has: page.getByText('Text on Panel', { exact: true }) }),
    ).toContainText('Below 4.5:1, hard to read')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export theme' }).click(),
    ])
    const exported = await readFile(await download.path(), 'utf8')
    await dialog.getByRole('button', { name: 'Reset all' }).click()
    await expect(link).toHaveValue('#1f5f8b')
    await expect(contrast.getByText('Every text is readable on its background.')).toBeVisible()

    await dialog.getByLabel('Import theme').setInputFiles({
      name: 'starling-theme.json',
      mimeType: 'application/json',
      buffer: Buffer.from(exported),
    })
    await expect(dialog.getByText('Theme imported.')).toBeVisible()
    await expect(link).toHaveValue('#1e3a8a')
    expect(await themeVar(page, '--fg')).toBe('#eeeeee')

    await dialog.getByLabel('Import theme').setInputFiles({
      name: 'moss.json',
      mimeType: 'application/json',
      buffer: Buffer.from(PLEROMA_FE_THEME),
    })
    await expect(link).toHaveValue('#9fd39f')
    await expect.poll(() => themeVar(page, '--panel-bg')).toBe('#1b2a1e')
    expect(await themeVar(page, '--radius-btn')).toBe('8px')
    await dialog.getByRole('button', { name: 'Close settings' }).click()
    await expect(post.getByRole('link', { name: '#theming' })).toHaveCSS(
      'color',
      'rgb(159, 211, 159)',
    )
  })

  test('every built-in preset passes axe on a conversation and the settings modal, Light on the public timeline too @desktop-only', async ({
    page,
    request,
  }) => {
    // Five presets, two axe walks each, three for Light.
    test.setTimeout(300_000)
    const token = await apiToken(request, 'moderator')
    const root = await postStatus(request, token, { status: uniqueText('Themed thread') })
    await postStatus(request, token, { status: 'A themed reply', in_reply_to_id: root.id })
    const dialog = page.getByRole('dialog', { name: 'Settings' })
    const presets = ['Dark', 'Light', 'Dusk', 'Paper', 'High contrast']
    for (const preset of presets) {
      await page.goto(`/notice/${root.id}`)
      await expect(page.getByRole('main').getByText('A themed reply')).toBeVisible()
      await openThemeTab(page)
      await dialog.getByLabel('Preset').selectOption({ label: preset })
      await expect(dialog.getByLabel('Preset')).toHaveValue(/./)
      expect(await seriousViolations(page, '[role=dialog]'), `${preset}: settings`).toEqual([])
      await dialog.getByRole('button', { name: 'Close settings' }).click()
      expect(await seriousViolations(page), `${preset}: conversation`).toEqual([])
      // The full timeline (the slowest walk) in Light; reading-a11y.spec.ts walks it in Dark on
      // desktop and in Light on mobile. The conversation holds the same post parts for the others.
      if (preset !== 'Light') continue
      await page
        .getByRole('navigation', { name: 'Navigation' })
        .getByRole('link', { name: 'Public timeline' })
        .click()
      await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible()
      expect(await seriousViolations(page), `${preset}: public timeline`).toEqual([])
    }
  })
})
