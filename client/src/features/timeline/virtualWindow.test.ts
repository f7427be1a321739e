import { Virtualizer } from '@tanstack/react-virtual'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  feedVirtualOptions,
  observeWindowSize,
  PLACEHOLDER_HEIGHT_PX,
  rowHeight,
  scrollWindow,
  useWindowHeight,
  virtualBuffer,
} from './virtualWindow'

const ids = Array.from({ length: 200 }, (_, index) => `s${index}`)

/** A virtualizer over a fake window `height` px tall scrolled to `scrollTop`, with the feed's rules. */
function windowAt(
  scrollTop: number,
  height: number,
  feedTop = 0,
  heldId: string | null = null,
  limit = Infinity,
) {
  const virtualizer = new Virtualizer<Window, HTMLElement>({
    ...feedVirtualOptions(ids, height, feedTop, heldId, limit),
    getScrollElement: () => ({ window: null }) as unknown as Window,
    observeElementRect: (_instance, callback) => callback({ width: 600, height }),
    observeElementOffset: (_instance, callback) => callback(scrollTop, false),
    scrollToFn: () => undefined,
    initialOffset: scrollTop,
  })
  virtualizer._willUpdate()
  return virtualizer
}

function rendered(virtualizer: Virtualizer<Window, HTMLElement>): number[] {
  return virtualizer.getVirtualItems().map((item) => item.index)
}

describe('virtual window (s1 §9)', () => {
  it('buffers max(3, window height / 80) posts', () => {
    expect(virtualBuffer(160)).toBe(3)
    expect(virtualBuffer(239)).toBe(3)
    expect(virtualBuffer(800)).toBe(10)
    expect(virtualBuffer(1000)).toBe(12)
  })

  it('renders the posts in view plus the buffer below at the top of the page', () => {
    // 800 px window: posts 0..6 (120 px each) are in view, 10 more are buffered below.
    expect(rendered(windowAt(0, 800))).toEqual(Array.from({ length: 17 }, (_, index) => index))
  })

  it('renders the buffer on both sides further down, sized by placeholders of 120 px', () => {
    // Scrolled 100 posts down in a 240 px window: posts 100 and 101 are in view, 3 either side.
    const indices = rendered(windowAt(100 * PLACEHOLDER_HEIGHT_PX, 240))
    expect(indices).toEqual([97, 98, 99, 100, 101, 102, 103, 104])
    const virtualizer = windowAt(0, 240)
    expect(virtualizer.getTotalSize()).toBe(200 * PLACEHOLDER_HEIGHT_PX)
  })

  it('counts the scroll position from the top of the feed', () => {
    // The feed starts 1200 px down the page: at scrollTop 1200 its first post is at the top.
    expect(rendered(windowAt(1200, 240, 1200))[0]).toBe(0)
    expect(rendered(windowAt(1200 + 50 * 120, 240, 1200))[0]).toBe(47)
  })

  it('keeps the post holding focus rendered wherever the window is (issue 21)', () => {
    // Focus on post 2, then the window scrolled 100 posts down: post 2 stays, before the window.
    expect(rendered(windowAt(100 * PLACEHOLDER_HEIGHT_PX, 240, 0, 's2'))).toEqual([
      2, 97, 98, 99, 100, 101, 102, 103, 104,
    ])
    // Back at the top with focus on post 150: it stays, after the window.
    expect(rendered(windowAt(0, 240, 0, 's150'))).toEqual([0, 1, 2, 3, 4, 150])
    // Inside the window, or gone from the timeline: nothing added.
    expect(rendered(windowAt(0, 240, 0, 's3'))).toEqual([0, 1, 2, 3, 4])
    expect(rendered(windowAt(0, 240, 0, 'gone'))).toEqual([0, 1, 2, 3, 4])
  })

  it('renders at most the limit of a filling feed: in view, then below, then above', () => {
    // 240 px window scrolled 100 posts down: 100 and 101 in view, 3 buffered either side.
    const at = 100 * PLACEHOLDER_HEIGHT_PX
    expect(rendered(windowAt(at, 240, 0, null, 1))).toEqual([100])
    expect(rendered(windowAt(at, 240, 0, null, 3))).toEqual([100, 101, 102])
    expect(rendered(windowAt(at, 240, 0, null, 6))).toEqual([99, 100, 101, 102, 103, 104])
    expect(rendered(windowAt(at, 240, 0, null, 8))).toEqual([97, 98, 99, 100, 101, 102, 103, 104])
    // The post holding focus comes on top of the limit.
    expect(rendered(windowAt(0, 240, 0, 's150', 2))).toEqual([0, 1, 150])
  })

  it('renders the posts in view before the window is first read (issue 20)', () => {
    // The first render, before any layout effect: the window's height comes from the options.
    const virtualizer = new Virtualizer<Window, HTMLElement>({
      ...feedVirtualOptions(ids, 800, 0),
      getScrollElement: () => null,
      observeElementRect: () => undefined,
      observeElementOffset: () => undefined,
      scrollToFn: () => undefined,
    })
    expect(rendered(virtualizer)).toEqual(Array.from({ length: 17 }, (_, index) => index))
  })

  it('sizes a row from its ResizeObserver entry, never from a layout read as it attaches', () => {
    const virtualizer = windowAt(0, 800)
    const row = document.createElement('div')
    row.setAttribute('data-index', '1')
    let layoutReads = 0
    Object.defineProperty(row, 'offsetHeight', {
      get: () => {
        layoutReads += 1
        return 500
      },
    })
    // Attached by React: the placeholder, then the height measured before.
    expect(rowHeight(row, undefined, virtualizer)).toBe(PLACEHOLDER_HEIGHT_PX)
    virtualizer.resizeItem(1, 333)
    expect(rowHeight(row, undefined, virtualizer)).toBe(333)
    expect(layoutReads).toBe(0)
    // Reported by the browser after its layout.
    const entry = { borderBoxSize: [{ blockSize: 412.4, inlineSize: 600 }] }
    expect(rowHeight(row, entry as unknown as ResizeObserverEntry, virtualizer)).toBe(412)
  })

  it('takes the window size from the options when it mounts, and from the window on resize', () => {
    let reads = 0
    const target = new EventTarget()
    for (const name of ['innerWidth', 'innerHeight'])
      Object.defineProperty(target, name, {
        get: () => {
          reads += 1
          return name === 'innerWidth' ? 390 : 700
        },
      })
    const instance = {
      scrollElement: target,
      options: { initialRect: { width: 0, height: 844 } },
    } as unknown as Virtualizer<Window, HTMLElement>
    const report = vi.fn()
    const stop = observeWindowSize(instance, report)
    // Mounting inside React's commit: no read of the window, which would lay the page out.
    expect(report).toHaveBeenLastCalledWith({ width: 0, height: 844 })
    expect(reads).toBe(0)
    target.dispatchEvent(new Event('resize'))
    expect(report).toHaveBeenLastCalledWith({ width: 390, height: 700 })
    stop?.()
    target.dispatchEvent(new Event('resize'))
    expect(report).toHaveBeenCalledTimes(2)
  })

  it('scrolls the window, but never to where it already is (issue 20)', () => {
    const scrollTo = vi.fn()
    const virtualizer = new Virtualizer<Window, HTMLElement>({
      ...feedVirtualOptions(ids, 800, 0),
      getScrollElement: () => ({ scrollTo }) as unknown as Window,
      observeElementRect: (_instance, callback) => callback({ width: 600, height: 800 }),
      observeElementOffset: () => undefined,
      initialOffset: 300,
    })
    // Mounting, the library writes its offset back: the window is there already.
    virtualizer._willUpdate()
    expect(scrollTo).not.toHaveBeenCalled()
    // A correction for a post above the viewport that grew is written.
    scrollWindow(300, { adjustments: 40 }, virtualizer)
    expect(scrollTo).toHaveBeenCalledWith({ top: 340, behavior: undefined })
  })

  it('keeps measured heights by status id', () => {
    const virtualizer = windowAt(0, 240)
    virtualizer.resizeItem(0, 400)
    const item = virtualizer.getVirtualItems().find((entry) => entry.index === 1)
    expect(item?.start).toBe(400)
    expect(virtualizer.itemSizeCache.get('s0')).toBe(400)
  })
})

describe('useWindowHeight', () => {
  it('reads the window once, not at every render, and again on resize (issue 20)', () => {
    const height = vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(700)
    const view = renderHook(() => useWindowHeight())
    view.rerender()
    view.rerender()
    expect(view.result.current).toBe(700)
    expect(height).toHaveBeenCalledTimes(1)
    height.mockReturnValue(500)
    act(() => {
      window.dispatchEvent(new Event('resize'))
    })
    expect(view.result.current).toBe(500)
    view.unmount()
    height.mockRestore()
  })
})
