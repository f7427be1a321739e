// @vitest-environment node
import { percentOf, pollResults } from './poll'

const NOW = Date.parse('2025-01-01T12:00:00Z')
const base = {
  options: [
    { title: 'Tea', votes_count: 2 },
    { title: 'Coffee', votes_count: 1 },
  ],
  multiple: false,
  expired: false,
  expires_at: '2025-01-01T15:00:00Z',
  votes_count: 3,
  voters_count: 3,
}

describe('poll results (s1 §4: whole-number percentages)', () => {
  it('rounds Math.round(votes / total * 100)', () => {
    expect(pollResults(base, NOW).options.map((o) => o.percent)).toEqual([67, 33])
    expect(percentOf(1, 8)).toBe(13)
  })

  it('gives 0 when nobody voted', () => {
    const empty = { ...base, options: [{ title: 'A', votes_count: 0 }], votes_count: 0 }
    expect(pollResults(empty, NOW).options[0]?.percent).toBe(0)
    expect(percentOf(0, 0)).toBe(0)
  })

  it('counts voters for multiple-choice polls when known', () => {
    const multi = {
      ...base,
      multiple: true,
      options: [
        { title: 'A', votes_count: 2 },
        { title: 'B', votes_count: 2 },
      ],
      votes_count: 4,
      voters_count: 2,
    }
    const results = pollResults(multi, NOW)
    expect(results.totalKind).toBe('voters')
    expect(results.total).toBe(2)
    expect(results.options.map((o) => o.percent)).toEqual([100, 100])
  })

  it('counts votes when voters are unknown', () => {
    const results = pollResults({ ...base, multiple: true, voters_count: null }, NOW)
    expect(results.totalKind).toBe('votes')
    expect(results.total).toBe(3)
  })

  it('is ended when the server says so or the expiry has passed', () => {
    expect(pollResults(base, NOW).ended).toBe(false)
    expect(pollResults({ ...base, expired: true }, NOW).ended).toBe(true)
    expect(pollResults(base, Date.parse('2025-01-01T15:00:00Z')).ended).toBe(true)
    expect(pollResults({ ...base, expires_at: null }, NOW)).toMatchObject({
      ended: false,
      endsAt: null,
    })
  })

  it('survives hostile numbers', () => {
    const hostile = { ...base, options: [{ title: 'A', votes_count: -5 }], votes_count: NaN }
    expect(pollResults(hostile, NOW).options[0]?.percent).toBe(0)
  })
})
