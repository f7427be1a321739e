import { describe, expect, it, vi } from 'vitest'
import { boundedMemo } from './boundedMemo'

describe('boundedMemo', () => {
  it('computes each argument once while it is remembered', () => {
    const compute = vi.fn((key: string) => key.toUpperCase())
    const upper = boundedMemo(2, compute)
    expect(upper('a')).toBe('A')
    expect(upper('a')).toBe('A')
    expect(compute).toHaveBeenCalledTimes(1)
  })

  it('forgets the oldest argument past its size', () => {
    const compute = vi.fn((key: string) => key.length)
    const length = boundedMemo(2, compute)
    length('a')
    length('bb')
    length('ccc')
    length('bb')
    expect(compute).toHaveBeenCalledTimes(3)
    length('a')
    expect(compute).toHaveBeenCalledTimes(4)
  })

  it('remembers a null answer too', () => {
    const compute = vi.fn(() => null)
    const nothing = boundedMemo(5, compute)
    expect(nothing('x')).toBeNull()
    expect(nothing('x')).toBeNull()
    expect(compute).toHaveBeenCalledTimes(1)
  })
})
