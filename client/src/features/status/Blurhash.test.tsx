/**
 * Blurhash placeholders (issue 20: every attachment reserves its box before its image arrives,
 * with the server's blurhash): drawn in the picture's box until the picture has loaded, and as
 * the cover of hidden sensitive media.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { resetPreference } from '../../state/preferences/preferences'
import { Attachments } from './Attachments'
import { makeAttachment } from './testing/factories'
import { renderWithApp, resetWorld, setUpI18n } from './testing/render'

/** The example hash of Wolt's BlurHash README (4 x 3 components). */
const HASH = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj'

beforeAll(setUpI18n)
beforeEach(() => {
  resetWorld()
  resetPreference('hideNsfw')
  // jsdom has no canvas: a 2D context that records what is painted.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    createImageData: (width: number, height: number) => ({
      data: new Uint8ClampedArray(width * height * 4),
    }),
    putImageData: vi.fn(),
  } as unknown as CanvasRenderingContext2D)
})
afterEach(() => {
  vi.restoreAllMocks()
})

const placeholders = (container: HTMLElement) => [...container.querySelectorAll('[data-blurhash]')]

describe('blurhash placeholders', () => {
  it('shows the blurhash in the picture box until the picture has loaded', async () => {
    const { container } = renderWithApp(
      <Attachments
        attachments={[makeAttachment({ description: 'A cat', blurhash: HASH })]}
        sensitive={false}
      />,
    )
    const [placeholder] = placeholders(container)
    expect(placeholder).toHaveAttribute('aria-hidden', 'true')
    await waitFor(() => expect(placeholder).toBeVisible())
    expect(placeholder).toHaveAttribute('width', '32')
    fireEvent.load(screen.getByRole('img', { name: 'A cat' }))
    expect(placeholders(container)).toHaveLength(0)
  })

  it('leaves a failed picture its alt text, and a video its first frame', async () => {
    const { container } = renderWithApp(
      <Attachments
        attachments={[
          makeAttachment({ description: 'A cat', blurhash: HASH }),
          makeAttachment({ type: 'video', mimetype: 'video/mp4', blurhash: HASH }),
        ]}
        sensitive={false}
      />,
    )
    await waitFor(() => {
      for (const placeholder of placeholders(container)) expect(placeholder).toBeVisible()
    })
    expect(placeholders(container)).toHaveLength(2)
    fireEvent.error(screen.getByRole('img', { name: 'A cat' }))
    const video = container.querySelector('video')
    if (!video) throw new Error('no video')
    fireEvent.loadedData(video)
    expect(placeholders(container)).toHaveLength(0)
  })

  it('draws nothing for a picture without a blurhash', () => {
    const { container } = renderWithApp(
      <Attachments attachments={[makeAttachment({ blurhash: null })]} sensitive={false} />,
    )
    expect(placeholders(container)).toHaveLength(0)
  })

  it('covers hidden sensitive media with the first picture’s blurhash', async () => {
    const { container } = renderWithApp(
      <Attachments
        attachments={[makeAttachment({ description: 'A cat', blurhash: HASH })]}
        sensitive
      />,
    )
    const button = screen.getByRole('button', { name: 'Sensitive media — click to view' })
    const [cover] = placeholders(button)
    await waitFor(() => expect(cover).toBeVisible())
    fireEvent.click(button)
    expect(screen.getByRole('img', { name: 'A cat' })).toBeInTheDocument()
    expect(placeholders(container)).toHaveLength(1)
  })
})
