import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Attachment } from '../../entities/types'
import { i18n, setLanguage } from '../../i18n'
import { setUpI18n } from '../status/testing/render'
import MediaViewer from './MediaViewer'

const media = (id: string, type: Attachment['type'], description = ''): Attachment => ({
  id,
  type,
  mimetype: `${type}/x`,
  url: `https://pleroma.example/media/${id}`,
  large_thumb_url: `https://pleroma.example/media/${id}`,
  description,
  meta: {},
  blurhash: null,
})

const items = [media('a', 'image', 'A cat'), media('b', 'image', 'A dog'), media('c', 'flash')]

function open(startIndex = 0) {
  const onClose = vi.fn()
  render(
    <I18nextProvider i18n={i18n}>
      <button type="button">Opener</button>
      <MediaViewer attachments={items} startIndex={startIndex} onClose={onClose} />
    </I18nextProvider>,
  )
  return onClose
}

const dialog = () => screen.getByRole('dialog')

beforeAll(async () => {
  await setUpI18n()
})
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('<MediaViewer>', () => {
  it('shows the item with a counter and a spinner until the image loads', () => {
    open()
    expect(dialog()).toHaveAccessibleName('Media 1 / 3')
    const image = screen.getByRole('img', { name: 'A cat' })
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    fireEvent.load(image)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
  })

  it('writes the counter as the language writes numbers', async () => {
    open(1)
    try {
      await act(() => setLanguage('fa'))
      expect(dialog()).toHaveAccessibleName(/۲.*۳/)
    } finally {
      await act(() => setLanguage('en'))
    }
  })

  it('moves with the arrow keys and the buttons, wrapping at both ends', () => {
    open()
    fireEvent.keyDown(dialog(), { key: 'ArrowLeft' })
    expect(dialog()).toHaveAccessibleName('Media 3 / 3')
    expect(screen.getByText('The Flash content could not be loaded.')).toBeInTheDocument()
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' })
    expect(screen.getByRole('img', { name: 'A cat' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('img', { name: 'A dog' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(dialog()).toHaveAccessibleName('Media 1 / 3')
  })

  it('changes item on a swipe of a quarter of the window width', () => {
    open()
    const width = window.innerWidth
    fireEvent.touchStart(dialog(), { touches: [{ clientX: width * 0.8, clientY: 100 }] })
    fireEvent.touchEnd(dialog(), { changedTouches: [{ clientX: width * 0.7, clientY: 100 }] })
    expect(dialog()).toHaveAccessibleName('Media 1 / 3')
    fireEvent.touchStart(dialog(), { touches: [{ clientX: width * 0.8, clientY: 100 }] })
    fireEvent.touchEnd(dialog(), { changedTouches: [{ clientX: width * 0.5, clientY: 100 }] })
    expect(dialog()).toHaveAccessibleName('Media 2 / 3')
  })

  it('closes on Escape after the close delay', () => {
    const onClose = open()
    fireEvent.keyDown(dialog(), { key: 'Escape' })
    expect(onClose).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(100))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('closes when the browser goes back (history pop)', () => {
    const pushed = vi.spyOn(window.history, 'pushState')
    const onClose = open(1)
    expect(pushed).toHaveBeenCalledTimes(1)
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'))
      vi.advanceTimersByTime(100)
    })
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('keeps Tab inside the dialog', () => {
    open()
    const close = screen.getByRole('button', { name: 'Close' })
    const next = screen.getByRole('button', { name: 'Next' })
    next.focus()
    fireEvent.keyDown(dialog(), { key: 'Tab' })
    expect(close).toHaveFocus()
    fireEvent.keyDown(dialog(), { key: 'Tab', shiftKey: true })
    expect(next).toHaveFocus()
  })
})

/** A gallery's thumbnail link that opens the viewer, as Attachments does. */
function Gallery({ media }: { media: readonly Attachment[] }) {
  const [open, setOpen] = useState(false)
  return (
    <I18nextProvider i18n={i18n}>
      <button type="button" onClick={() => setOpen(true)}>
        Open image
      </button>
      {open ? (
        <MediaViewer attachments={media} startIndex={0} onClose={() => setOpen(false)} />
      ) : null}
    </I18nextProvider>
  )
}

describe('<MediaViewer> by keyboard (issue 21)', () => {
  // user-event waits on real timers; the 100 ms close delay is waited for below.
  const keyboardUser = () => {
    vi.useRealTimers()
    return userEvent.setup()
  }

  it('takes focus, keeps Tab inside, moves with the arrows and gives focus back on Escape', async () => {
    const user = keyboardUser()
    render(<Gallery media={items} />)
    await user.tab()
    await user.keyboard('{Enter}')
    const close = screen.getByRole('button', { name: 'Close' })
    expect(close).toHaveFocus()
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAccessibleName()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(dialog()).toHaveAccessibleName('Media 2 / 3')
    // The counter is announced as it changes.
    expect(screen.getByText('2 / 3')).toHaveAttribute('aria-live', 'polite')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // Focus comes back in the viewer's effect cleanup, which React may run after the removal.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open image' })).toHaveFocus())
  })

  it('leaves the arrows to a focused player', async () => {
    const user = keyboardUser()
    render(<Gallery media={[media('v', 'video', 'A walk'), media('a', 'image', 'A cat')]} />)
    await user.tab()
    await user.keyboard('{Enter}')
    // jsdom does not focus a player; the key is sent to it as the browser would.
    fireEvent.keyDown(screen.getByLabelText('A walk'), { key: 'ArrowRight' })
    expect(dialog()).toHaveAccessibleName('Media 1 / 2')
    await user.keyboard('{ArrowRight}')
    expect(dialog()).toHaveAccessibleName('Media 2 / 2')
  })

  it('goes forward with ArrowLeft right to left, where the next button is on the left', async () => {
    const user = keyboardUser()
    document.documentElement.dir = 'rtl'
    try {
      render(<Gallery media={items} />)
      await user.tab()
      await user.keyboard('{Enter}')
      await user.keyboard('{ArrowLeft}')
      expect(dialog()).toHaveAccessibleName('Media 2 / 3')
    } finally {
      document.documentElement.dir = 'ltr'
    }
  })
})
