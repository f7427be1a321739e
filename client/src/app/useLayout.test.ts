import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLayout } from './useLayout'

/** A matchMedia double driven by a fake viewport width in px. */
function fakeViewport(initialWidth: number) {
  let width = initialWidth
  const listeners = new Set<() => void>()
  const matches = (query: string) => {
    const max = /max-width: (\d+)px/.exec(query)
    const min = /min-width: (\d+)px/.exec(query)
    if (max?.[1]) return width <= Number(max[1])
    if (min?.[1]) return width >= Number(min[1])
    return false
  }
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches(query)
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }))
  return {
    resize(next: number) {
      width = next
      for (const listener of listeners) listener()
    },
  }
}

describe('useLayout (s1 §2 layout types)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    [375, 'mobile'],
    [800, 'mobile'],
    [801, 'normal'],
    [1299, 'normal'],
    [1300, 'wide'],
    [1920, 'wide'],
  ])('is %i px wide: %s', (width, layout) => {
    fakeViewport(width)
    const { result } = renderHook(() => useLayout())
    expect(result.current).toBe(layout)
  })

  it('follows the viewport when it is resized', () => {
    const viewport = fakeViewport(1400)
    const { result } = renderHook(() => useLayout())
    expect(result.current).toBe('wide')
    act(() => viewport.resize(600))
    expect(result.current).toBe('mobile')
    act(() => viewport.resize(1000))
    expect(result.current).toBe('normal')
  })
})
