import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { resetPreference, setPreference } from '../../state/preferences/preferences'
import { renderWithApp, setUpI18n } from '../status/testing/render'
import FloatingPostButton from './FloatingPostButton'

beforeAll(setUpI18n)
afterEach(() => {
  resetPreference('autohideFloatingPostButton')
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
})

/** Scrolls the window down to `y` px and reports the scroll. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  act(() => {
    fireEvent.scroll(window)
  })
}

describe('<FloatingPostButton> (autohideFloatingPostButton)', () => {
  it('stays while scrolling down when autohide is off (default)', () => {
    renderWithApp(<FloatingPostButton />)
    scrollTo(400)
    expect(screen.getByRole('button', { name: 'Post a new status' })).toBeInTheDocument()
  })

  it('hides while scrolling down and returns when scrolling up when autohide is on', () => {
    setPreference('autohideFloatingPostButton', true)
    renderWithApp(<FloatingPostButton />)
    scrollTo(400)
    expect(screen.queryByRole('button', { name: 'Post a new status' })).toBeNull()
    scrollTo(100)
    expect(screen.getByRole('button', { name: 'Post a new status' })).toBeInTheDocument()
  })
})
