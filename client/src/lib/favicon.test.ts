import { createFaviconBadger, drawFavicon, FAVICON_BADGE_COLOR, type BadgeContext } from './favicon'

function recorder() {
  const calls: string[] = []
  const ctx: BadgeContext = {
    fillStyle: '',
    clearRect: (...a: number[]) => void calls.push(`clear ${a.join(',')}`),
    drawImage: () => void calls.push('image'),
    beginPath: () => void calls.push('begin'),
    arc: (x: number, y: number, radius: number) => void calls.push(`arc ${x},${y},${radius}`),
    fill: () => void calls.push(`fill ${String(ctx.fillStyle)}`),
  }
  return { ctx, calls }
}

describe('favicon badge (s1 §9)', () => {
  it('draws a circle of radius 32 at (96,32) on a 128×128 canvas', () => {
    const { ctx, calls } = recorder()
    drawFavicon(ctx, null, true)
    expect(calls).toEqual([
      'clear 0,0,128,128',
      'begin',
      'arc 96,32,32',
      `fill ${FAVICON_BADGE_COLOR}`,
    ])
    expect(FAVICON_BADGE_COLOR).toBe('rgb(240, 100, 100)')
  })

  it('draws only the icon without a badge', () => {
    const { ctx, calls } = recorder()
    drawFavicon(ctx, {} as CanvasImageSource, false)
    expect(calls).toEqual(['clear 0,0,128,128', 'image'])
  })
})

describe('createFaviconBadger never throws (issue 13)', () => {
  const drawn: string[] = []
  const ctx = {
    fillStyle: '',
    clearRect: () => undefined,
    drawImage: () => {
      throw new DOMException('The image argument is a broken image', 'InvalidStateError')
    },
    beginPath: () => undefined,
    arc: () => void drawn.push('badge'),
    fill: () => undefined,
  }
  beforeEach(() => {
    drawn.length = 0
    const icon = document.createElement('link')
    icon.rel = 'icon'
    icon.href = '/favicon.png'
    document.head.replaceChildren(icon)
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      ctx as unknown as CanvasRenderingContext2D,
    )
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AA')
    // A missing /favicon.png: the browser calls the image complete, with no pixels.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true)
  })
  afterEach(() => {
    vi.restoreAllMocks()
    document.head.replaceChildren()
  })

  const icon = () => document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href

  it('badges without the icon when the icon is missing (complete, naturalWidth 0)', () => {
    const badger = createFaviconBadger()
    expect(() => badger.set(true)).not.toThrow()
    expect(drawn).toEqual(['badge'])
    expect(icon()).toBe('data:image/png;base64,AA')
    badger.restore()
    expect(icon()).toMatch(/\/favicon\.png$/)
  })

  it('keeps the icon and logs when the canvas cannot be read (tainted)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.mocked(HTMLCanvasElement.prototype.toDataURL).mockImplementation(() => {
      throw new DOMException('Tainted canvases may not be exported', 'SecurityError')
    })
    const badger = createFaviconBadger()
    expect(() => badger.set(true)).not.toThrow()
    expect(icon()).toMatch(/\/favicon\.png$/)
    expect(warn).toHaveBeenCalledWith('Favicon badge could not be drawn', expect.any(DOMException))
  })
})
