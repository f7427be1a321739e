import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../i18n'
import SettingsModal from './SettingsModal'
import { closeSettings, openSettings } from './settingsModalStore'

vi.mock('./theme/ThemeTab', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/ThemeTab.js')
})

beforeAll(async () => {
  await initI18n('en')
})
afterEach(() => act(() => closeSettings()))

describe('<SettingsModal> with a tab that cannot load (issue 22, s2 §8)', () => {
  it('shows one line in that tab, logs the error, and the other tabs still work', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const user = userEvent.setup()
    render(<SettingsModal />)
    act(() => openSettings('theme'))
    expect(await screen.findByText('This part could not be shown.')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument()
    expect(log).toHaveBeenCalledWith(
      'Starling: settings tab theme could not be shown',
      expect.anything(),
      expect.anything(),
    )
    await user.click(screen.getByRole('tab', { name: 'Version' }))
    expect(await screen.findByText('Backend version')).toBeInTheDocument()
    expect(screen.queryByText('This part could not be shown.')).not.toBeInTheDocument()
    log.mockRestore()
  })
})
