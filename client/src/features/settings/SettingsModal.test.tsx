import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { initI18n } from '../../i18n'
import { createSafeStorage } from '../../lib/storage'
import { startPreferences } from '../../state/preferences/applyPreferences'
import {
  getPreference,
  isPreferenceSet,
  setInstancePreferences,
} from '../../state/preferences/preferences'
import SettingsModal from './SettingsModal'
import {
  closeSettings,
  openSettings,
  settingsModalStore,
  toggleMinimized,
} from './settingsModalStore'

let stop: () => void = () => undefined

/** Opens the modal and waits for the General tab's lazy panel. */
async function openGeneral(): Promise<void> {
  act(() => openSettings('general'))
  await screen.findByRole('group', { name: 'Layout' })
}

beforeAll(async () => {
  await initI18n('en')
})
beforeEach(() => {
  window.localStorage.clear()
  setInstancePreferences({})
  stop = startPreferences('7', { storage: createSafeStorage(() => window.localStorage) })
  closeSettings()
})
afterEach(() => stop())

describe('settings modal state (s1 §4)', () => {
  it('goes hidden → visible → minimized → visible → hidden', () => {
    expect(settingsModalStore.getState().state).toBe('hidden')
    toggleMinimized()
    expect(settingsModalStore.getState().state).toBe('hidden')
    openSettings()
    toggleMinimized()
    expect(settingsModalStore.getState().state).toBe('minimized')
    toggleMinimized()
    expect(settingsModalStore.getState().state).toBe('visible')
    closeSettings()
    expect(settingsModalStore.getState().state).toBe('hidden')
  })
})

describe('<SettingsModal>', () => {
  it('shows nothing while hidden, and a dialog with the General tab when opened', async () => {
    render(<SettingsModal />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await openGeneral()
    expect(screen.getByRole('dialog', { name: 'Settings' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true')
  })

  it('offers only the tabs a visitor can use, and shows the Version tab with the arrow keys', async () => {
    const user = userEvent.setup()
    render(<SettingsModal />)
    await openGeneral()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General',
      'Theme',
      'Version',
    ])
    screen.getByRole('tab', { name: 'General' }).focus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Version' })).toHaveFocus()
    expect(await screen.findByText('Backend version')).toBeInTheDocument()
    expect(screen.getByText(/^Starling \d+\.\d+\.\d+ \(\w+\)$/)).toBeInTheDocument()
    act(() => closeSettings())
    act(() => openSettings())
    expect(screen.getByRole('tab', { name: 'Version' })).toHaveAttribute('aria-selected', 'true')
  })

  it('toggling "sidebar on the right" updates the store and <html>', async () => {
    const user = userEvent.setup()
    render(<SettingsModal />)
    await openGeneral()
    const checkbox = screen.getByRole('checkbox', { name: 'Put the sidebar on the right' })
    expect(checkbox).not.toBeChecked()
    await user.click(checkbox)
    expect(checkbox).toBeChecked()
    expect(getPreference('sidebarRight')).toBe(true)
    expect(document.documentElement).toHaveAttribute('data-sidebar-right', 'true')

    await user.click(
      screen.getByRole('button', { name: 'Reset Put the sidebar on the right to its default' }),
    )
    expect(isPreferenceSet('sidebarRight')).toBe(false)
    expect(checkbox).not.toBeChecked()
    // The reset button is gone: focus goes to the setting it reset, not the page body.
    expect(checkbox).toHaveFocus()
    expect(document.documentElement).not.toHaveAttribute('data-sidebar-right')
  })

  it('shows the instance value of a setting the user has not set', async () => {
    setInstancePreferences({ conversationDisplay: 'tree' })
    render(<SettingsModal />)
    await openGeneral()
    expect(screen.getByRole('combobox', { name: 'Conversation layout' })).toHaveValue('tree')
  })

  it('edits selects, numbers and the muted words list', async () => {
    const user = userEvent.setup()
    render(<SettingsModal />)
    await openGeneral()
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Third column on wide screens' }),
      'Post form',
    )
    expect(document.documentElement).toHaveAttribute('data-third-column', 'postform')

    const width = screen.getByRole('spinbutton', { name: 'Content width (rem)' })
    await user.clear(width)
    await user.type(width, '50')
    expect(document.documentElement.style.getPropertyValue('--content-width')).toBe('50rem')

    const words = screen.getByRole('textbox', { name: 'Muted words (one per line)' })
    await user.type(words, 'spoiler{Enter}  {Enter}election')
    await user.tab()
    expect(getPreference('muteWords')).toEqual(['spoiler', 'election'])
  })

  it('closes on Escape, and minimizes to a bar', async () => {
    const user = userEvent.setup()
    render(<SettingsModal />)
    await openGeneral()
    await user.click(screen.getByRole('button', { name: 'Minimize settings' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Open settings again' }))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(settingsModalStore.getState().state).toBe('hidden')
  })

  it('keeps Tab inside the dialog (last control: the fewer visibility choices switch)', async () => {
    const user = userEvent.setup()
    render(<SettingsModal />)
    await openGeneral()
    await user.tab({ shift: true })
    expect(screen.getByRole('checkbox', { name: 'Offer fewer visibility choices' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Minimize settings' })).toHaveFocus()
  })
})
