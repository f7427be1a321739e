import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../i18n'

/** A stand-in for workbox-window's Workbox: records listeners and calls. */
const workbox = vi.hoisted(() => ({
  listeners: new Map<string, () => void>(),
  register: vi.fn(() => Promise.resolve(undefined)),
  messageSkipWaiting: vi.fn(),
}))
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, listener)
    }
    register = workbox.register
    messageSkipWaiting = workbox.messageSkipWaiting
  },
}))

const { registerServiceWorker } = await import('./register')

beforeAll(async () => {
  await initI18n('en')
})

describe('service worker registration and the new version prompt (issue 19)', () => {
  it('registers, offers a reload when a new version waits, and lets it take over on Reload', async () => {
    const user = userEvent.setup()
    await registerServiceWorker()
    expect(workbox.register).toHaveBeenCalledOnce()
    expect(screen.queryByText('A new version of Starling is ready.')).not.toBeInTheDocument()

    act(() => workbox.listeners.get('waiting')?.())
    expect(await screen.findByText('A new version of Starling is ready.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Later' }))
    await waitFor(() =>
      expect(screen.queryByText('A new version of Starling is ready.')).not.toBeInTheDocument(),
    )
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled()

    act(() => workbox.listeners.get('waiting')?.())
    await user.click(await screen.findByRole('button', { name: 'Reload' }))
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce()
    expect(workbox.listeners.has('controlling')).toBe(true)
  })

  it('only warns when the browser refuses the service worker', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    workbox.register.mockRejectedValueOnce(new Error('SecurityError'))
    await registerServiceWorker()
    expect(warn).toHaveBeenCalledWith(
      'Starling: the service worker was not registered',
      expect.any(Error),
    )
    warn.mockRestore()
  })
})
