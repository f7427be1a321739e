/**
 * Announcement times between the edit form and the server (s1 §3 "edit form uses content,
 * startsAt, endsAt, allDay"; s1 §5 "date inputs when all-day else date-time; sent as ISO
 * strings or null"; s2 §5). Form values are local: `YYYY-MM-DD` for a date input,
 * `YYYY-MM-DDTHH:mm` for a datetime-local input.
 */
import type { AnnouncementDraft } from '../../api/endpoints/announcements'
import type { Announcement } from '../../entities/types'

/** The edit form's fields. */
export interface AnnouncementForm {
  content: string
  startsAt: string
  endsAt: string
  allDay: boolean
}

const pad = (n: number) => String(n).padStart(2, '0')

/** An ISO time as the value of a date (all day) or datetime-local input; '' for none. */
export function toInputValue(iso: string | null, allDay: boolean): string {
  const date = iso ? new Date(iso) : null
  if (!date || Number.isNaN(date.getTime())) return ''
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return allDay ? day : `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/**
 * An input's value as an ISO string, or null when empty or unreadable. A date (all day) is
 * local midnight of that day.
 */
export function toIso(value: string, allDay: boolean): string | null {
  if (!value) return null
  const local = allDay ? `${value.slice(0, 10)}T00:00` : value
  const date = new Date(local)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** The form of an existing announcement (its source text), or an empty one. */
export function formOf(announcement?: Announcement): AnnouncementForm {
  if (!announcement) return { content: '', startsAt: '', endsAt: '', allDay: false }
  const allDay = announcement.all_day
  return {
    content: announcement.raw_content || announcement.content,
    startsAt: toInputValue(announcement.starts_at, allDay),
    endsAt: toInputValue(announcement.ends_at, allDay),
    allDay,
  }
}

/**
 * Switches the form between all day and date-time, keeping the days: a date-time becomes its
 * date, a date becomes midnight.
 */
export function withAllDay(form: AnnouncementForm, allDay: boolean): AnnouncementForm {
  const convert = (value: string) =>
    !value ? '' : allDay ? value.slice(0, 10) : `${value.slice(0, 10)}T00:00`
  return { ...form, allDay, startsAt: convert(form.startsAt), endsAt: convert(form.endsAt) }
}

/** What the server gets (s2 §5): the times as ISO strings or null. */
export function draftOf(form: AnnouncementForm): AnnouncementDraft {
  return {
    content: form.content,
    starts_at: toIso(form.startsAt, form.allDay),
    ends_at: toIso(form.endsAt, form.allDay),
    all_day: form.allDay,
  }
}
