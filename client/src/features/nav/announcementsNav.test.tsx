import { act, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { defaultInstanceConfig } from '../../entities/instanceConfig'
import { initI18n } from '../../i18n'
import { instanceStore } from '../../state/instance'
import { currentScope } from '../../state/scope'
import { makeAnnouncement, resetSession } from '../../state/testing'
import { MobileNav } from './MobileNav'
import { NavPanel } from './NavPanel'
import { resetMemberWorld, signInAs } from './testing/member'

function renderAt(ui: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/about'] })
  render(<RouterProvider router={router} />)
}

const unread = (id: string) => makeAnnouncement(id)

beforeAll(async () => {
  await initI18n('en')
})
beforeEach(() => {
  resetMemberWorld()
  instanceStore.setState({ config: defaultInstanceConfig(window.location.origin), loaded: true })
  resetSession({ server: window.location.origin, token: 'tok' })
  signInAs()
})

describe('the announcements entry (s1 §2 "Side drawer": announcements, if supported, unread badge)', () => {
  it('shows the unread count in the side drawer and the navigation panel', async () => {
    currentScope().announcements.setState({ items: [unread('1'), unread('2')] })
    renderAt(<MobileNav onOpenSettings={vi.fn()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }))
    const drawer = await screen.findByRole('dialog')
    expect(
      await within(drawer).findByRole('link', { name: 'Announcements (2 new)' }),
    ).toHaveAttribute('href', '/announcements')
    act(() => currentScope().announcements.setState({ items: [unread('1')] }))
    expect(await within(drawer).findByRole('link', { name: 'Announcements (1 new)' })).toBeVisible()
  })

  it('hides the entry once the server said announcements are unsupported (404)', async () => {
    renderAt(<NavPanel />)
    const nav = await screen.findByRole('navigation', { name: 'Navigation' })
    expect(within(nav).getByRole('link', { name: 'Announcements' })).toBeInTheDocument()
    act(() => currentScope().announcements.setState({ supported: false }))
    // The lazy panel may commit outside act(), its store subscription an effect later.
    await waitFor(() => expect(screen.queryByRole('link', { name: /Announcements/ })).toBeNull())
  })
})
