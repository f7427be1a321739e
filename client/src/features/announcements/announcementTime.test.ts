// @vitest-environment node
import type { Announcement } from '../../entities/types'
import { draftOf, formOf, toInputValue, toIso, withAllDay } from './announcementTime'

const local = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(y, m - 1, d, h, min).toISOString()

describe('announcement times (s1 §5; s2 §5 "sent as ISO time strings or null")', () => {
  it('sends a date (all day) as local midnight and a date-time as that moment, in ISO', () => {
    expect(toIso('2024-06-01', true)).toBe(local(2024, 6, 1))
    expect(toIso('2024-06-01T14:30', false)).toBe(local(2024, 6, 1, 14, 30))
  })

  it('sends null for an empty or unreadable time', () => {
    expect(toIso('', true)).toBeNull()
    expect(toIso('', false)).toBeNull()
    expect(toIso('not a date', false)).toBeNull()
  })

  it('fills date inputs when all day, else datetime-local inputs', () => {
    const iso = local(2024, 6, 1, 9, 5)
    expect(toInputValue(iso, true)).toBe('2024-06-01')
    expect(toInputValue(iso, false)).toBe('2024-06-01T09:05')
    expect(toInputValue(null, false)).toBe('')
  })

  it('keeps the days when all day is switched on or off', () => {
    const form = { content: 'x', startsAt: '2024-06-01T09:05', endsAt: '', allDay: false }
    const allDay = withAllDay(form, true)
    expect(allDay).toEqual({ content: 'x', startsAt: '2024-06-01', endsAt: '', allDay: true })
    expect(withAllDay(allDay, false).startsAt).toBe('2024-06-01T00:00')
  })

  it('turns the form into the payload, and an announcement back into its form', () => {
    const draft = draftOf({ content: 'Hi', startsAt: '2024-06-01', endsAt: '', allDay: true })
    expect(draft).toEqual({
      content: 'Hi',
      starts_at: local(2024, 6, 1),
      ends_at: null,
      all_day: true,
    })
    const announcement = {
      content: '<p>Hi</p>',
      raw_content: 'Hi',
      starts_at: draft.starts_at,
      ends_at: null,
      all_day: true,
    } as Announcement
    expect(formOf(announcement)).toEqual({
      content: 'Hi',
      startsAt: '2024-06-01',
      endsAt: '',
      allDay: true,
    })
  })
})
