import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { instanceStore } from '../../state/instance'
import { initI18n } from '../../i18n'
import { isClosingSwipe, isNotificationsClosingSwipe } from './drawerRules'
import { MobileNav } from './MobileNav'

function renderNav(onOpenSettings = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: '/main/public', element: <MobileNav onOpenSettings={onOpenSettings} /> },
      { path: '*', element: <MobileNav onOpenSettings={onOpenSettings} /> },
    ],
    { initialEntries: ['/main/public'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const menuButton = () => screen.getByRole('button', { name: 'Open the menu' })
const drawer = () => screen.queryByRole('dialog')

/** Opens the drawer and waits for it (a lazy chunk, loaded on first open). */
async function openDrawer() {
  await userEvent.click(menuButton())
  expect(await screen.findByRole('dialog')).toBeInTheDocument()
}

function swipe(fromX: number, toX: number, y = 100) {
  const dialog = screen.getByRole('dialog')
  fireEvent.touchStart(dialog, { touches: [{ clientX: fromX, clientY: y }] })
  fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: toX, clientY: y + 5 }] })
}

describe('side drawer (s1 §2 "Side drawer", s1 §4, s1 §9)', () => {
  beforeAll(async () => {
    await initI18n('en')
  })
  beforeEach(() => {
    const { config } = instanceStore.getState()
    instanceStore.setState({
      config: { ...config, name: 'Example Social', federating: true, private: false },
    })
  })

  it('opens by the menu button as a modal dialog with focus inside', async () => {
    renderNav()
    expect(drawer()).not.toBeInTheDocument()
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    await openDrawer()
    expect(drawer()).toHaveAttribute('aria-modal', 'true')
    expect(drawer()).toHaveAccessibleName('Example Social')
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true')
    expect(drawer()).toContainElement(document.activeElement as HTMLElement)
  })

  it('shows visitors login, timelines, search and about', async () => {
    renderNav()
    await openDrawer()
    const links = screen.getAllByRole('link').map((link) => link.textContent)
    expect(links).toEqual(expect.arrayContaining(['Log in', 'Timelines', 'Search', 'About']))
  })

  it('closes by the menu button again', async () => {
    renderNav()
    await openDrawer()
    fireEvent.click(menuButton())
    expect(drawer()).not.toBeInTheDocument()
  })

  it('closes on Escape and gives focus back to the menu button', async () => {
    renderNav()
    await openDrawer()
    await userEvent.keyboard('{Escape}')
    expect(drawer()).not.toBeInTheDocument()
    expect(menuButton()).toHaveFocus()
  })

  it('closes by a click on its heading', async () => {
    renderNav()
    await openDrawer()
    await userEvent.click(screen.getByRole('button', { name: 'Example Social' }))
    expect(drawer()).not.toBeInTheDocument()
  })

  it('closes by a click outside it', async () => {
    renderNav()
    await openDrawer()
    await userEvent.click(screen.getByTestId('drawer-backdrop'))
    expect(drawer()).not.toBeInTheDocument()
  })

  it('closes on navigation', async () => {
    const router = renderNav()
    await openDrawer()
    await userEvent.click(screen.getByRole('link', { name: 'About' }))
    expect(router.state.location.pathname).toBe('/about')
    expect(drawer()).not.toBeInTheDocument()
  })

  it('closes on a left swipe of 30 px, not on a shorter one', async () => {
    renderNav()
    await openDrawer()
    swipe(200, 171)
    expect(drawer()).toBeInTheDocument()
    swipe(200, 170)
    expect(drawer()).not.toBeInTheDocument()
  })

  it('keeps Tab inside the drawer', async () => {
    renderNav()
    await openDrawer()
    for (let i = 0; i < 10; i++) {
      await userEvent.tab()
      expect(drawer()).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it('opens settings from its settings entry and closes', async () => {
    const onOpenSettings = vi.fn()
    renderNav(onOpenSettings)
    await openDrawer()
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }))
    expect(onOpenSettings).toHaveBeenCalledOnce()
    expect(drawer()).not.toBeInTheDocument()
  })
})

describe('isClosingSwipe', () => {
  it('needs 30 px towards the edge, more horizontal than vertical', () => {
    expect(isClosingSwipe({ x: 100, y: 0 }, { x: 70, y: 0 }, false)).toBe(true)
    expect(isClosingSwipe({ x: 100, y: 0 }, { x: 71, y: 0 }, false)).toBe(false)
    expect(isClosingSwipe({ x: 100, y: 0 }, { x: 130, y: 0 }, false)).toBe(false)
    expect(isClosingSwipe({ x: 100, y: 0 }, { x: 60, y: 60 }, false)).toBe(false)
  })

  it('mirrors in right-to-left pages', () => {
    expect(isClosingSwipe({ x: 100, y: 0 }, { x: 130, y: 0 }, true)).toBe(true)
    expect(isClosingSwipe({ x: 100, y: 0 }, { x: 70, y: 0 }, true)).toBe(false)
  })
})

describe('isNotificationsClosingSwipe (s1 §9 "notification close swipe 50 px")', () => {
  it('needs 50 px towards the inline-end edge, mirrored in right-to-left pages', () => {
    expect(isNotificationsClosingSwipe({ x: 100, y: 0 }, { x: 150, y: 0 }, false)).toBe(true)
    expect(isNotificationsClosingSwipe({ x: 100, y: 0 }, { x: 149, y: 0 }, false)).toBe(false)
    expect(isNotificationsClosingSwipe({ x: 100, y: 0 }, { x: 50, y: 0 }, false)).toBe(false)
    expect(isNotificationsClosingSwipe({ x: 100, y: 0 }, { x: 50, y: 0 }, true)).toBe(true)
  })
})
