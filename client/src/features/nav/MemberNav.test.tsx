import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../../state/session'
import { instanceStore } from '../../state/instance'
import { defaultInstanceConfig } from '../../entities/instanceConfig'
import { initI18n } from '../../i18n'
import { installFakeServer } from '../auth/testing/fakeServer'
import { getPreference } from '../../state/preferences/preferences'
import { DesktopNavbar } from './DesktopNavbar'
import { MobileNav } from './MobileNav'
import { NavPanel } from './NavPanel'
import { resetMemberWorld, signInAs } from './testing/member'
import { UserPanel } from './UserPanel'
import { resetSession } from '../../state/testing'
import { currentScope } from '../../state/scope'

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

function renderAt(ui: ReactElement, path = '/about') {
  const element = (
    <>
      {ui}
      <Where />
    </>
  )
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return router
}

function setInstance(overrides: Partial<ReturnType<typeof defaultInstanceConfig>> = {}) {
  instanceStore.setState({
    config: {
      ...defaultInstanceConfig(window.location.origin),
      name: 'Example Social',
      federating: true,
      pleromaChatMessagesAvailable: true,
      software: { name: 'pleroma', version: '2.9.1' },
      ...overrides,
    },
    loaded: true,
  })
}

beforeAll(async () => {
  await initI18n('en')
})
beforeEach(() => {
  localStorage.clear()
  resetMemberWorld()
  setInstance()
  resetSession({ server: window.location.origin, token: 'tok' })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('navigation panel for members (s1 §2)', () => {
  it('shows the member entries with the follow-request badge of a locked account', async () => {
    signInAs({ locked: true, follow_request_count: 4 })
    renderAt(<NavPanel />)
    const nav = await screen.findByRole('navigation', { name: 'Navigation' })
    expect(within(nav).getByRole('link', { name: 'Home timeline' })).toHaveAttribute(
      'href',
      '/main/friends',
    )
    expect(within(nav).getByRole('link', { name: 'Direct messages' })).toHaveAttribute(
      'href',
      '/users/alice/dms',
    )
    const requests = within(nav).getByRole('link', { name: 'Follow requests (4 new)' })
    // Named by its text, not an aria-label that would not hold the visible "Follow requests 4"
    // (Lighthouse's label-content-name-mismatch, issue 20).
    expect(requests).not.toHaveAttribute('aria-label')
    expect(requests).toHaveTextContent('Follow requests')
    expect(within(nav).getByRole('link', { name: 'Chats' })).toBeInTheDocument()
  })

  it('counts follow requests from the follow-request list once it is loaded (one source)', async () => {
    signInAs({ locked: true, follow_request_count: 3 })
    renderAt(<NavPanel />)
    const nav = await screen.findByRole('navigation', { name: 'Navigation' })
    expect(within(nav).getByRole('link', { name: 'Follow requests (3 new)' })).toBeInTheDocument()
    act(() => currentScope().followRequests.setState({ userIds: ['a', 'b'], loaded: true }))
    expect(within(nav).getByRole('link', { name: 'Follow requests (2 new)' })).toBeInTheDocument()
    act(() => currentScope().followRequests.setState({ userIds: [] }))
    expect(within(nav).getByRole('link', { name: 'Follow requests' })).toBeInTheDocument()
    act(() => currentScope().followRequests.setState({ userIds: ['c'] }))
    expect(within(nav).getByRole('link', { name: 'Follow requests (1 new)' })).toBeInTheDocument()
  })

  it('collapses and expands the timelines group', async () => {
    signInAs()
    renderAt(<NavPanel />)
    const toggle = await screen.findByRole('button', { name: 'Timelines' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'Home timeline' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'About' })).toBeInTheDocument()
  })

  it('pins and unpins entries in edit mode, saved in pinnedNavItems', async () => {
    signInAs()
    renderAt(<NavPanel />)
    expect(getPreference('pinnedNavItems')).toEqual(['home', 'dms', 'chats'])
    await userEvent.click(await screen.findByRole('button', { name: 'Edit pinned items' }))
    const home = screen.getByRole('button', { name: 'Pin Home timeline' })
    expect(home).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Pin Bookmarks' }))
    await userEvent.click(home)
    expect(getPreference('pinnedNavItems')).toEqual(['dms', 'chats', 'bookmarks'])
    expect(screen.getByRole('button', { name: 'Pin Bookmarks' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
})

describe('lists in the navigation panel (s1 §2)', () => {
  const lists = [
    { id: '12', title: 'Cats' },
    { id: '3', title: 'work' },
  ]

  it('shows one entry per list with its first letter, and the manage link', async () => {
    signInAs()
    currentScope().lists.setState({ lists, loaded: true })
    renderAt(<NavPanel />)
    const cats = await screen.findByRole('link', { name: 'Cats' })
    expect(cats).toHaveAttribute('href', '/lists/12')
    expect(within(cats).getByText('C')).toBeInTheDocument()
    expect(within(screen.getByRole('link', { name: 'work' })).getByText('W')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Manage lists' })).toHaveAttribute('href', '/lists')
    await userEvent.click(screen.getByRole('button', { name: 'Lists' }))
    expect(screen.queryByRole('link', { name: 'Cats' })).not.toBeInTheDocument()
  })

  it('pins a list, which the compact bar then shows; the bar holds 6 (s1 §9)', async () => {
    signInAs()
    currentScope().lists.setState({ lists, loaded: true })
    renderAt(
      <>
        <NavPanel />
        <MobileNav onOpenSettings={vi.fn()} />
      </>,
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Edit pinned items' }))
    await userEvent.click(screen.getByRole('button', { name: 'Pin Cats' }))
    expect(getPreference('pinnedNavItems')).toEqual(['home', 'dms', 'chats', 'list-12'])
    const bar = await screen.findByRole('navigation', { name: 'Pinned items' })
    expect(within(bar).getByRole('link', { name: 'Cats' })).toHaveAttribute('href', '/lists/12')
    for (const name of ['Pin work', 'Pin Bookmarks', 'Pin Public timeline']) {
      await userEvent.click(screen.getByRole('button', { name }))
    }
    expect(getPreference('pinnedNavItems')).toHaveLength(7)
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Home timeline', 'Direct messages', 'Chats', 'Cats', 'work', 'Bookmarks'])
  })
})

describe('mobile nav for members (s1 §2 "Mobile nav", "Side drawer")', () => {
  it('shows the pinned entries as a compact bar with the unread-chat badge', async () => {
    signInAs({ unread_chat_count: 150 })
    renderAt(<MobileNav onOpenSettings={vi.fn()} />)
    const pins = await screen.findByRole('navigation', { name: 'Pinned items' })
    const links = within(pins).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Home timeline',
      'Direct messages',
      'Chats (150 new)',
    ])
    expect(within(pins).getByText('∞')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument()
  })

  it('opens the notifications drawer, which a route change closes', async () => {
    signInAs()
    const router = renderAt(<MobileNav onOpenSettings={vi.fn()} />)
    const button = await screen.findByRole('button', { name: 'Notifications' })
    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument()
    await act(() => router.navigate('/main/public'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('closes the notifications drawer by its close button', async () => {
    signInAs()
    renderAt(<MobileNav onOpenSettings={vi.fn()} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }))
    await userEvent.click(screen.getByRole('button', { name: 'Close notifications' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus()
  })

  it('gives members their drawer entries, administration only for admins', async () => {
    signInAs({ role: 'admin' })
    setInstance({ suggestionsEnabled: true, server: 'https://social.example' })
    renderAt(<MobileNav onOpenSettings={vi.fn()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }))
    const drawer = await screen.findByRole('dialog')
    await within(drawer).findByRole('link', { name: 'Lists' })
    const names = within(drawer)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(names).toEqual([
      'Timelines',
      'Lists',
      'Chats',
      'Interactions',
      'Search',
      'Who to follow',
      'Settings',
      'About',
      'Administration',
      'Announcements',
      'Edit navigation',
      'Log out',
      'Add account',
    ])
    const admin = within(drawer).getByRole('link', { name: 'Administration' })
    expect(admin).toHaveAttribute('href', 'https://social.example/pleroma/admin/')
    expect(admin).toHaveAttribute('target', '_blank')
  })

  it('logs out from the drawer: revokes the token and lands on /main/public', async () => {
    const server = installFakeServer({})
    signInAs()
    renderAt(<MobileNav onOpenSettings={vi.fn()} />, '/main/friends')
    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/main/public'))
    expect(server.calls).toContain('POST /oauth/revoke')
    expect(sessionStore.getState().user).toBeNull()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('desktop navbar for members (s1 §2 "Desktop navbar")', () => {
  it('has a logout button that signs out and lands on /main/public', async () => {
    const server = installFakeServer({})
    signInAs()
    renderAt(<DesktopNavbar onOpenSettings={vi.fn()} />, '/main/friends')
    expect(screen.queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument()
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/main/public'))
    expect(server.calls).toContain('POST /oauth/revoke')
    expect(sessionStore.getState().token).toBeNull()
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument()
  })

  it('shows the administration link to admins', async () => {
    signInAs({ role: 'admin' })
    setInstance({ server: 'https://social.example' })
    renderAt(<DesktopNavbar onOpenSettings={vi.fn()} />)
    expect(await screen.findByRole('link', { name: 'Administration' })).toHaveAttribute(
      'href',
      'https://social.example/pleroma/admin/',
    )
  })
})

describe('user panel (s1 §2 "Shell")', () => {
  it('shows visitors the login form', async () => {
    setInstance({ registrationOpen: true })
    renderAt(<UserPanel />)
    expect(await screen.findByLabelText('Username')).toBeInTheDocument()
    expect(screen.getByLabelText('Password')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeInTheDocument()
  })

  it('shows only the invitation on /login, where the page has the form', () => {
    setInstance({ private: true })
    renderAt(<UserPanel />, '/login')
    expect(screen.getByText(/This instance is private/)).toBeInTheDocument()
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument()
  })

  it('shows members their card without the bio, and the post form slot', async () => {
    signInAs({
      name: 'Alice :blob:',
      emoji: [{ shortcode: 'blob', url: 'https://pleroma.example/blob.png', static_url: '' }],
      description: 'I like tea',
      role: 'moderator',
      statuses_count: 1234,
      friends_count: 5,
      followers_count: 6,
    })
    renderAt(<UserPanel />)
    // The emoji shows, but the name does not read ":blob:" (issue 21).
    const name = await screen.findByRole('link', { name: 'Alice' })
    expect(name).toHaveAttribute('href', '/users/alice')
    expect(name.querySelector('img[title=":blob:"]')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText('@alice')).toBeInTheDocument()
    expect(screen.getByText('Moderator')).toBeInTheDocument()
    expect(screen.getByText('1,234')).toBeInTheDocument()
    expect(screen.getByText('Following')).toBeInTheDocument()
    expect(screen.queryByText('I like tea')).not.toBeInTheDocument()
    expect(await screen.findByRole('textbox', { name: 'Post text' })).toBeInTheDocument()
  })

  it('hides the role badge when the user turned show_role off', async () => {
    signInAs({ role: 'admin', show_role: false })
    renderAt(<UserPanel />)
    await screen.findByText('@alice')
    expect(screen.queryByText('Admin')).not.toBeInTheDocument()
  })
})
