// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  availableUnits,
  clampExpiry,
  emptyPoll,
  hasEnoughOptions,
  optionRules,
  unitBounds,
} from './pollRules'

const limits = { max_options: 4, max_option_chars: 255, min_expiration: 60, max_expiration: 86400 }

describe('poll expiry (s1 §5, s1 §9)', () => {
  it('defaults to single choice and 10 minutes', () => {
    expect(emptyPoll()).toMatchObject({ multiple: false, expiresIn: 600, unit: 'minutes' })
  })
  it('offers a unit only when the maximum allows at least 1 of it', () => {
    expect(availableUnits(limits)).toEqual(['minutes', 'hours', 'days'])
    expect(availableUnits({ ...limits, max_expiration: 7200 })).toEqual(['minutes', 'hours'])
    expect(availableUnits({ ...limits, max_expiration: 59 })).toEqual([])
  })
  it('clamps the amount between the limits converted to the unit', () => {
    expect(clampExpiry(0, 'minutes', limits)).toBe(60)
    expect(clampExpiry(5000, 'minutes', limits)).toBe(1440 * 60)
    expect(clampExpiry(30, 'hours', limits)).toBe(24 * 3600)
    expect(clampExpiry(3, 'days', limits)).toBe(86400)
    expect(clampExpiry(Number.NaN, 'minutes', limits)).toBe(60)
    expect(unitBounds({ ...limits, min_expiration: 90 }, 'minutes')).toEqual({ min: 2, max: 1440 })
  })
})

describe('poll options (s1 §5)', () => {
  it('needs 2 non-empty distinct options', () => {
    expect(hasEnoughOptions(['a', 'b'])).toBe(true)
    expect(hasEnoughOptions(['a', ' a '])).toBe(false)
    expect(hasEnoughOptions(['a', ''])).toBe(false)
  })
  it('adds up to max_options and deletes only above 2', () => {
    expect(optionRules(2, limits)).toEqual({ add: true, remove: false })
    expect(optionRules(4, limits)).toEqual({ add: false, remove: true })
  })
})
