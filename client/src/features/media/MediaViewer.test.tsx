import { act, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Attachment } from '../../entities/types'
import { i18n } from '../../i18n'
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
