// @vitest-environment jsdom
import { act, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { settingsModalStore } from '../features/settings/settingsModalStore'
import { signInAs } from '../features/nav/testing/member'
import { preferencesStore } from '../state/preferences/preferences'
import { appWorld, renderApp, setExampleInstance } from '../testing/app'

describe('shell and routes', () => {
  appWorld()
  // Lazy route and panel chunks are transformed on first use; a shared CI box can be slow.
  beforeAll(() => configure({ asyncUtilTimeout: 5000 }))
  beforeEach(() =>
    setExampleInstance({ redirectRootNoLogin: '/about', federating: true, private: false }),
  )

  it('sends a visitor from the root to the signed-out landing page', async () => {
    await renderApp('/')
    await waitFor(() => expect(window.location.pathname).toBe('/about'))
    expect(await screen.findByRole('heading', { name: 'Terms of service' })).toBeInTheDocument()
  })

  it('shows the shoutbox page at /shout-panel', async () => {
    await renderApp('/shout-panel')
    expect(await screen.findByRole('heading', { name: 'Shoutbox', level: 1 })).toBeInTheDocument()
  })

  it.each(['/', '/about'])('logs no warning or error on a load of %s (issue 11)', async (path) => {
    const warn = vi.spyOn(console, 'warn')
    const error = vi.spyOn(console, 'error')
    await renderApp(path)
    expect(await screen.findByRole('heading', { name: 'Terms of service' })).toBeInTheDocument()
    expect(warn).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
    warn.mockRestore()
    error.mockRestore()
  })

  it('sends visitors away from login-only routes, to the landing page', async () => {
    await renderApp('/main/friends')
    await waitFor(() => expect(window.location.pathname).toBe('/about'))
  })

  it('sends visitors from unknown routes to the landing page', async () => {
    await renderApp('/a/b/c/d')
    await waitFor(() => expect(window.location.pathname).toBe('/about'))
  })

  it('asks visitors of a private instance to log in instead of showing timelines', async () => {
    setExampleInstance({ private: true })
    await renderApp('/main/public')
    await waitFor(() => expect(window.location.pathname).toBe('/login'))
    expect(await screen.findByText(/This instance is private/)).toBeInTheDocument()
    expect(screen.queryByRole('search')).not.toBeInTheDocument()
  })

  it('shows the visitor sidebar: login form, navigation and the features panel', async () => {
    setExampleInstance({ showFeaturesPanel: true, federating: false, shoutAvailable: true })
    await renderApp('/about')
    expect(await screen.findByLabelText('Username')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Navigation' })
    expect(nav).toHaveTextContent('Public timeline')
    expect(nav).not.toHaveTextContent('Whole known network')
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getAllByText('Shoutbox').length).toBeGreaterThan(0)
  })

  it('shows the welcome and features panels once on the about page (issue 11)', async () => {
    setExampleInstance({
      showFeaturesPanel: true,
      showInstanceSpecificPanel: true,
      instanceSpecificPanelContent: '<p>Hello friends</p>',
    })
    await renderApp('/about')
    expect(await screen.findByRole('heading', { name: 'Terms of service' })).toBeInTheDocument()
    expect(await screen.findAllByRole('heading', { name: 'Welcome' })).toHaveLength(1)
    expect(screen.getAllByRole('heading', { name: 'What this instance offers' })).toHaveLength(1)
  })

  it('renders the instance-specific panel sanitized', async () => {
    setExampleInstance({
      showInstanceSpecificPanel: true,
      instanceSpecificPanelContent: '<p>Hello <b>friends</b></p><script>window.hacked = 1</script>',
    })
    await renderApp('/lists')
    expect((await screen.findAllByText('friends')).length).toBeGreaterThan(0)
    expect(document.querySelector('script')).toBeNull()
  })

  it('searches from the navbar search box', async () => {
    const empty = { accounts: [], statuses: [], hashtags: [] }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(empty))),
    )
    await renderApp('/lists')
    await userEvent.type(await screen.findByRole('searchbox'), 'cats{Enter}')
    expect(await screen.findByRole('heading', { name: 'Search', level: 1 })).toBeInTheDocument()
    expect(window.location.pathname).toBe('/search')
    expect(window.location.search).toBe('?query=cats')
  })

  it('opens the settings modal from the navbar', async () => {
    await renderApp('/lists')
    await userEvent.click(await screen.findByRole('button', { name: 'Settings' }))
    expect(settingsModalStore.getState().state).toBe('visible')
  })

  it('sends a member from the root to the home timeline, with the member sidebar', async () => {
    // The home timeline asks for its first page: an empty one (nothing else is served).
    const fetch = vi.fn((url: string | URL) =>
      String(url).includes('/api/v1/timelines/home')
        ? Promise.resolve(Response.json([]))
        : Promise.reject(new TypeError('not served in this test')),
    )
    vi.stubGlobal('fetch', fetch)
    signInAs()
    await renderApp('/')
    await waitFor(() => expect(window.location.pathname).toBe('/main/friends'))
    expect(await screen.findByRole('link', { name: 'Home timeline' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(await screen.findByRole('link', { name: 'Alice' })).toHaveAttribute(
      'href',
      '/users/alice',
    )
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument()
    expect(await screen.findByText('No statuses')).toBeInTheDocument()
  })

  it('shows the chosen third column in the wide layout, nothing with "none"', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width'),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }))
    signInAs()
    preferencesStore.setState({ user: { thirdColumnMode: 'postform' } })
    await renderApp('/shout-panel')
    const column = await screen.findByRole('complementary', { name: 'Side column' })
    expect(await within(column).findByRole('textbox', { name: 'Post text' })).toBeInTheDocument()
    act(() => preferencesStore.setState({ user: { thirdColumnMode: 'none' } }))
    await waitFor(() =>
      expect(screen.queryByRole('complementary', { name: 'Side column' })).not.toBeInTheDocument(),
    )
  })
})
