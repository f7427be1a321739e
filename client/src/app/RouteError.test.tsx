// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { navigateInApp } from '../state/routing/navigation'
import { appWorld, renderApp } from '../testing/app'

// The lists pages' chunk cannot be loaded (the network went away after the entry loaded).
vi.mock('../features/lists/pages', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

appWorld()
afterEach(() => vi.restoreAllMocks())

describe('a page whose chunk fails to load (s2 §7)', () => {
  it('shows the error page with a way back, logs the error, and a new address tries again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // The page asks for its chunk again as it renders: it suspends until that fails too.
    await renderApp('/lists')
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong.', level: 1 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/')
    // In the page's place: the navigation stays.
    expect(screen.getByRole('main')).toHaveTextContent('Something went wrong.')
    expect(screen.getByRole('link', { name: 'Public timeline' })).toBeInTheDocument()
    expect(screen.queryByText(/dynamically imported/)).not.toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith('Route failed', expect.anything())
    act(() => void navigateInApp('/login'))
    const page = within(screen.getByRole('main'))
    expect(await page.findByRole('textbox', { name: 'Username' })).toBeInTheDocument()
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument()
  })
})
