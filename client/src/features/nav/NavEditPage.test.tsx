import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { render } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { defaultInstanceConfig } from '../../entities/instanceConfig'
import { initI18n } from '../../i18n'
import { instanceStore } from '../../state/instance'
import { getPreference, setPreference } from '../../state/preferences/preferences'
import { currentScope } from '../../state/scope'
import NavEditPage from './NavEditPage'
import { resetMemberWorld, signInAs } from './testing/member'

function renderPage() {
  const router = createMemoryRouter([{ path: '*', element: <NavEditPage /> }], {
    initialEntries: ['/nav-edit'],
  })
  render(<RouterProvider router={router} />)
}

beforeAll(async () => {
  await initI18n('en')
})
beforeEach(() => {
  resetMemberWorld()
  instanceStore.setState({
    config: {
      ...defaultInstanceConfig(window.location.origin),
      federating: true,
      pleromaChatMessagesAvailable: true,
      software: { name: 'pleroma', version: '2.9.1' },
    },
    loaded: true,
  })
  signInAs()
})

const pinnedNames = () =>
  within(screen.getByRole('list', { name: 'Pinned items' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('edit navigation (route edit-navigation, s1 §2)', () => {
  it('starts with the default pins home, direct messages and chats (s1 §9)', () => {
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Edit navigation' })).toBeVisible()
    expect(pinnedNames()).toEqual(['Home timeline', 'Direct messages', 'Chats'])
  })

  it('moves pins and marks those past the 6 of the compact bar', async () => {
    currentScope().lists.setState({ lists: [{ id: '4', title: 'Cats' }], loaded: true })
    setPreference('pinnedNavItems', [
      'home',
      'dms',
      'chats',
      'public',
      'twkn',
      'bookmarks',
      'list-4',
    ])
    renderPage()
    expect(pinnedNames().at(-1)).toMatch(/Cats\s*not in the compact bar$/)
    expect(pinnedNames()[5]).toBe('Bookmarks')
    await userEvent.click(screen.getByRole('button', { name: 'Move Cats up' }))
    expect(getPreference('pinnedNavItems').slice(-2)).toEqual(['list-4', 'bookmarks'])
    expect(pinnedNames().at(-1)).toBe('Bookmarksnot in the compact bar')
    expect(screen.getByRole('button', { name: 'Move Home timeline up' })).toBeDisabled()
  })

  it('shows the navigation panel in its edit-pinned mode, lists included', async () => {
    currentScope().lists.setState({ lists: [{ id: '4', title: 'Cats' }], loaded: true })
    renderPage()
    const nav = await screen.findByRole('navigation', { name: 'Navigation' })
    await userEvent.click(within(nav).getByRole('button', { name: 'Pin Cats' }))
    expect(getPreference('pinnedNavItems')).toEqual(['home', 'dms', 'chats', 'list-4'])
    expect(within(nav).queryByRole('button', { name: 'Edit pinned items' })).toBeNull()
  })
})
