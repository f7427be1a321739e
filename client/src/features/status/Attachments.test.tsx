import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Attachment } from '../../entities/types'
import { resetPreference, setPreference } from '../../state/preferences/preferences'
import { Attachments } from './Attachments'
import { renderWithApp, resetWorld, setUpI18n } from './testing/render'

const image = (id: string, width = 100, height = 100): Attachment => ({
  id,
  type: 'image',
  mimetype: 'image/png',
  url: `https://pleroma.example/media/${id}.png`,
  large_thumb_url: `https://pleroma.example/media/${id}-small.png`,
  description: `Picture ${id}`,
  meta: { width, height },
  blurhash: null,
})

beforeAll(async () => {
  await setUpI18n()
})
beforeEach(() => {
  resetWorld()
  for (const key of [
    'hideNsfw',
    'hideAttachments',
    'hideAttachmentsInConv',
    'preloadImage',
    'stopGifs',
  ] as const) {
    resetPreference(key)
  }
})

describe('<Attachments>', () => {
  it('hides sensitive media behind a placeholder until clicked, unless hideNsfw is off', () => {
    const { unmount } = renderWithApp(<Attachments attachments={[image('a')]} sensitive />)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: /Sensitive media/ }))
    expect(screen.getByRole('img', { name: 'Picture a' })).toBeInTheDocument()
    unmount()
    setPreference('hideNsfw', false)
    renderWithApp(<Attachments attachments={[image('a')]} sensitive />)
    expect(screen.getByRole('img', { name: 'Picture a' })).toBeInTheDocument()
  })

  it('lists links instead of pictures in hide size', () => {
    setPreference('hideAttachmentsInConv', true)
    renderWithApp(
      <Attachments attachments={[image('a'), image('b')]} sensitive={false} inConversation />,
    )
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Picture b' })).toHaveAttribute(
      'href',
      'https://pleroma.example/media/b.png',
    )
  })

  it('collapses a gallery taller than wide behind "Show the whole attachment" (one) or "Show all n attachments"', () => {
    renderWithApp(<Attachments attachments={[image('a', 100, 300)]} sensitive={false} />)
    const more = screen.getByRole('button', { name: 'Show the whole attachment' })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(more)
    expect(screen.getByRole('button', { name: 'Collapse' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  it('gives each gallery row the size of its pictures before they load (meta, issue 20)', () => {
    renderWithApp(
      <Attachments
        attachments={[image('wide', 1600, 900), image('tall', 300, 600), image('free', 0, 0)]}
        sensitive={false}
      />,
    )
    // Three side by side, as tall as the tallest (height 2 x width); one without a size is square.
    const row = screen.getByRole('img', { name: 'Picture wide' }).closest('a')
      ?.parentElement?.parentElement
    expect(row?.style.aspectRatio).toBe('3 / 2')
  })

  it('opens the media viewer at the clicked picture', async () => {
    renderWithApp(<Attachments attachments={[image('a'), image('b')]} sensitive={false} />)
    expect(screen.queryByRole('button', { name: /^Show (all|the whole)/ })).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('link', { name: 'Picture b' }))
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Media 2 / 2')
  })

  describe('stopGifs', () => {
    const gif = (): Attachment => ({
      ...image('g'),
      mimetype: 'image/gif',
      url: 'https://pleroma.example/media/g.gif',
    })
    afterEach(() => {
      vi.restoreAllMocks()
    })
    /** jsdom has no canvas: a 2D context that records the painted frame. */
    const fakeCanvas = () => {
      const drawImage = vi.fn()
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
        drawImage,
      } as unknown as CanvasRenderingContext2D)
      return drawImage
    }

    it('shows a GIF still (its first frame over it) until hovered', () => {
      const drawImage = fakeCanvas()
      const { container } = renderWithApp(<Attachments attachments={[gif()]} sensitive={false} />)
      const picture = screen.getByRole('img', { name: 'Picture g' })
      fireEvent.load(picture)
      expect(drawImage).toHaveBeenCalledWith(picture, 0, 0, 0, 0)
      const still = container.querySelector('canvas')
      expect(still).toBeVisible()
      const link = screen.getByRole('link', { name: 'Picture g' })
      fireEvent.mouseEnter(link)
      expect(still).not.toBeVisible()
      fireEvent.mouseLeave(link)
      expect(still).toBeVisible()
    })

    it('lets GIFs play when stopGifs is off', () => {
      fakeCanvas()
      setPreference('stopGifs', false)
      const { container } = renderWithApp(<Attachments attachments={[gif()]} sensitive={false} />)
      fireEvent.load(screen.getByRole('img', { name: 'Picture g' }))
      expect(container.querySelector('canvas')).toBeNull()
    })
  })

  it('preloads pictures behind the sensitive placeholder unless preloadImage is off', () => {
    const { container, unmount } = renderWithApp(
      <Attachments attachments={[image('a')]} sensitive />,
    )
    const hidden = container.querySelector('img[hidden]')
    expect(hidden).toHaveAttribute('src', 'https://pleroma.example/media/a-small.png')
    expect(hidden).not.toBeVisible()
    unmount()
    setPreference('preloadImage', false)
    const second = renderWithApp(<Attachments attachments={[image('a')]} sensitive />)
    expect(second.container.querySelector('img')).toBeNull()
  })
})
