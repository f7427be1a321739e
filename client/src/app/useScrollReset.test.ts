import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useScrollReset } from './useScrollReset'

describe('scroll reset on navigation (s1 §2)', () => {
  const scrollTo = vi.fn()
  beforeEach(() => {
    scrollTo.mockReset()
    vi.stubGlobal('scrollTo', scrollTo)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('scrolls to the top when the route changes', () => {
    const { rerender } = renderHook(({ path }) => useScrollReset(path), {
      initialProps: { path: '/main/public' },
    })
    expect(scrollTo).toHaveBeenCalledTimes(1)
    rerender({ path: '/about' })
    expect(scrollTo).toHaveBeenCalledTimes(2)
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 })
  })

  it('keeps the position on the conversation route (no-scroll)', () => {
    const { rerender } = renderHook(({ path }) => useScrollReset(path), {
      initialProps: { path: '/main/public' },
    })
    rerender({ path: '/notice/9abc' })
    expect(scrollTo).toHaveBeenCalledTimes(1)
  })
})
