import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { configureServer } from '../../../api/http'
import { setLanguage } from '../../../i18n'
import { readText } from '../../../lib/files'
import { createSafeStorage } from '../../../lib/storage'
import { startPreferences } from '../../../state/preferences/applyPreferences'
import { getPreference } from '../../../state/preferences/preferences'
import { sessionAccountKey, sessionStore } from '../../../state/session'
import { themeStore } from '../../../state/theme'
import { installFakeServer } from '../../auth/testing/fakeServer'
import { renderWithApp, resetWorld, setUpI18n } from '../../status/testing/render'
import { captureDownloads, type CapturedDownloads } from '../testing/downloads'
import ThemeTab from './ThemeTab'

/** A custom property as set on <html> by the theme engine. */
const rootVar = (name: string) => document.documentElement.style.getPropertyValue(name)
const jsonFile = (text: string) => new File([text], 'theme.json', { type: 'application/json' })

let stop: () => void = () => undefined
let downloads: CapturedDownloads = { blobs: [], names: [] }

beforeAll(setUpI18n)
beforeEach(() => {
  resetWorld()
  window.localStorage.clear()
  themeStore.setState({ account: null, custom: null })
  configureServer(window.location.origin)
  sessionStore.setState({ user: 'me1', token: 'token' })
  stop = startPreferences(sessionAccountKey(), {
    storage: createSafeStorage(() => window.localStorage),
  })
  installFakeServer({
    'GET /static/styles.json': () => ({
      body: {
        'instance-moss': [
          'Moss',
          '#1b2a1e',
          '#24382a',
          '#dfe9df',
          '#9fd39f',
          '#e05050',
          '#50c050',
          '#5090e0',
          '#e0a040',
        ],
      },
    }),
  })
  downloads = captureDownloads()
})
afterEach(() => {
  cleanup()
  stop()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Theme tab (s1 §2 "Theme")', () => {
  it('picks a built-in and an instance preset and applies each to the page', async () => {
    const user = userEvent.setup()
    renderWithApp(<ThemeTab />)
    const preset = screen.getByLabelText('Preset')
    expect(preset).toHaveValue('pleroma-dark')

    await user.selectOptions(preset, 'Paper')
    expect(getPreference('theme')).toBe('starling-paper')
    expect(screen.getByLabelText('Hex code of Background')).toHaveValue('#fbf7ef')
    await waitFor(() => expect(rootVar('--panel-bg')).toBe('#fbf7ef'))

    await user.selectOptions(preset, await screen.findByRole('option', { name: 'Moss' }))
    await waitFor(() => expect(rootVar('--panel-bg')).toBe('#1b2a1e'))
    expect(preset).toHaveValue('custom')
    expect(screen.getByLabelText('Hex code of Links')).toHaveValue('#9fd39f')
  })

  it('changes the link colour live and puts it back, also after the tab reopens, and resets all', async () => {
    const user = userEvent.setup()
    renderWithApp(<ThemeTab />)
    const link = screen.getByLabelText('Hex code of Links')
    await user.clear(link)
    await user.paste('#80c0ff')
    expect(getPreference('theme')).toBe('custom')
    expect(rootVar('--link')).toBe('#80c0ff')
    expect(screen.getByLabelText('Preset')).toHaveValue('custom')

    cleanup()
    renderWithApp(<ThemeTab />)
    // By keyboard (issue 21): the slot's reset goes, and focus goes to the slot's colour.
    screen.getByRole('button', { name: 'Reset Links to its default' }).focus()
    await user.keyboard('{Enter}')
    expect(rootVar('--link')).toBe('#d8a070')
    expect(screen.queryByRole('button', { name: 'Reset Links to its default' })).toBeNull()
    // The reset button is gone: focus goes to the field it reset, not the page body.
    expect(screen.getByLabelText('Links')).toHaveFocus()

    await user.click(screen.getByText('Roundness'))
    fireEvent.change(screen.getByLabelText('Buttons', { selector: 'input[type=number]' }), {
      target: { value: '12' },
    })
    expect(rootVar('--radius-btn')).toBe('12px')
    const resetAll = screen.getByRole('button', { name: 'Reset all' })
    await user.click(resetAll)
    expect(rootVar('--radius-btn')).toBe('4px')
    // Nothing left to reset, but focus stays on it (ui/useHeldFocus), then it is disabled.
    expect(resetAll).toHaveFocus()
    expect(resetAll).toHaveAttribute('aria-disabled', 'true')
    await user.tab()
    expect(resetAll).toBeDisabled()
  })

  it('hands focus on when a shadow or the slot reset button goes', async () => {
    const user = userEvent.setup()
    renderWithApp(<ThemeTab />)
    await user.click(screen.getByText('Shadows and lighting'))
    const slot = screen.getByRole('combobox', { name: 'Shadow of' })
    await user.selectOptions(slot, 'Avatar')
    const shadows = () => screen.queryAllByRole('group', { name: /^Shadow \d+$/ }).length
    const add = screen.getByRole('button', { name: 'Add a shadow' })
    await user.click(add)
    const added = shadows()
    await user.click(screen.getByRole('button', { name: `Remove shadow ${added}` }))
    expect(shadows()).toBe(added - 1)
    expect(add).toHaveFocus()
    await user.click(add)
    await user.click(screen.getByRole('button', { name: 'Reset Avatar to its default' }))
    expect(screen.queryByRole('button', { name: 'Reset Avatar to its default' })).toBeNull()
    expect(slot).toHaveFocus()
  })

  it('shows the ratio of every pair and warns on a pair under 4.5', async () => {
    const user = userEvent.setup()
    renderWithApp(<ThemeTab />)
    const contrast = screen.getByRole('group', { name: 'Contrast' })
    expect(within(contrast).getByText('Every text is readable on its background.')).toBeVisible()
    expect(within(contrast).getByText('Text on Panel').parentElement).toHaveTextContent(
      /Ratio \d+\.\d:1/,
    )

    await user.click(screen.getByText('Advanced colours'))
    const panelText = screen.getByLabelText('Hex code of Panel text')
    await user.clear(panelText)
    await user.paste('#303a46')
    const pair = within(contrast).getByText('Text on Panel').parentElement as HTMLElement
    expect(pair).toHaveTextContent('Below 4.5:1, hard to read')
    expect(
      within(contrast).getByText(
        /^\d+ texts? (is|are) hard to read on (its|their) backgrounds?\.$/,
      ),
    ).toBeVisible()
    try {
      await act(() => setLanguage('fa'))
      // Ratio and minimum as Persian writes numbers ("۴٫۵").
      expect(pair).toHaveTextContent(/[۰-۹]+٫[۰-۹]:1/)
      expect(pair).toHaveTextContent('۴٫۵')
    } finally {
      await act(() => setLanguage('en'))
    }
  })

  it('exports the theme, imports it back to the same look and refuses an invalid file', async () => {
    const user = userEvent.setup()
    renderWithApp(<ThemeTab />)
    await user.selectOptions(screen.getByLabelText('Preset'), 'Dusk')
    await user.click(screen.getByRole('button', { name: 'Export theme' }))
    const file = await readText(downloads.blobs[0] as Blob)
    const look = rootVar('--panel-bg')

    await user.selectOptions(screen.getByLabelText('Preset'), 'Light')
    await waitFor(() => expect(rootVar('--panel-bg')).not.toBe(look))
    await user.upload(screen.getByLabelText('Import theme'), jsonFile(file))
    await waitFor(() => expect(rootVar('--panel-bg')).toBe(look))
    expect(screen.getByText('Theme imported.')).toBeVisible()

    await user.upload(screen.getByLabelText('Import theme'), jsonFile('{"colors": 3}'))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This theme file could not be read. Nothing was changed.',
    )
    expect(rootVar('--panel-bg')).toBe(look)
  })
})
