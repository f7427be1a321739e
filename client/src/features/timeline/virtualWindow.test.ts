import { Virtualizer } from '@tanstack/react-virtual'
import { describe, expect, it } from 'vitest'
import { feedVirtualOptions, PLACEHOLDER_HEIGHT_PX, virtualBuffer } from './virtualWindow'

const ids = Array.from({ length: 200 }, (_, index) => `s${index}`)

/** A virtualizer over a fake window `height` px tall scrolled to `scrollTop`, with the feed's rules. */
function windowAt(scrollTop: number, height: number, feedTop = 0) {
  const virtualizer = new Virtualizer<Window, HTMLElement>({
    ...feedVirtualOptions(ids, height, feedTop),
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

  it('keeps measured heights by status id', () => {
    const virtualizer = windowAt(0, 240)
    virtualizer.resizeItem(0, 400)
    const item = virtualizer.getVirtualItems().find((entry) => entry.index === 1)
    expect(item?.start).toBe(400)
    expect(virtualizer.itemSizeCache.get('s0')).toBe(400)
  })
})
