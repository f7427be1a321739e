// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { averagePerDay } from './averagePerDay'

const NOW = Date.parse('2026-01-11T12:00:00Z')

describe('averagePerDay (s1 §9)', () => {
  it('divides the statuses by the account age in days, both rounded up', () => {
    expect(averagePerDay(100, '2026-01-01T12:00:00Z', NOW)).toBe(10)
    // 9.5 days count as 10.
    expect(averagePerDay(100, '2026-01-02T00:00:00Z', NOW)).toBe(10)
    expect(averagePerDay(21, '2026-01-01T12:00:00Z', NOW)).toBe(3)
    // 27 posts in 400 days: less than one a day still shows as 1, never 0.
    expect(averagePerDay(27, '2024-12-07T12:00:00Z', NOW)).toBe(1)
    expect(averagePerDay(0, '2024-12-07T12:00:00Z', NOW)).toBe(0)
  })

  it('counts an account younger than a day as one day', () => {
    expect(averagePerDay(7, '2026-01-11T11:00:00Z', NOW)).toBe(7)
    expect(averagePerDay(7, '2026-01-11T13:00:00Z', NOW)).toBe(7)
  })

  it('gives no average without a readable creation date', () => {
    expect(averagePerDay(7, '', NOW)).toBeNull()
  })
})
