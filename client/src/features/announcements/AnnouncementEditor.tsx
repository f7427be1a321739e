import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { withAllDay, type AnnouncementForm } from './announcementTime'
import styles from './Announcements.module.css'

const TIME_FIELDS = [
  ['startsAt', 'announcements.start_time_prompt'],
  ['endsAt', 'announcements.end_time_prompt'],
] as const

/** Props of {@link AnnouncementEditor}. */
export interface AnnouncementEditorProps {
  form: AnnouncementForm
  onChange: (form: AnnouncementForm) => void
  disabled?: boolean
}

/**
 * The fields of an announcement (s1 §3 "edit form uses content, startsAt, endsAt, allDay";
 * s1 §5): the content, the start and end times (date inputs when all day, else datetime-local)
 * and the all-day checkbox, which converts the times it holds.
 */
export function AnnouncementEditor({ form, onChange, disabled }: AnnouncementEditorProps) {
  const { t } = useTranslation()
  const id = useId()
  const timeType = form.allDay ? 'date' : 'datetime-local'
  return (
    <fieldset className={styles.fields} disabled={disabled}>
      <label htmlFor={`${id}-content`} className="visually-hidden">
        {t('announcements.content_label')}
      </label>
      <textarea
        id={`${id}-content`}
        className={styles.content}
        value={form.content}
        placeholder={t('announcements.post_placeholder')}
        rows={3}
        onChange={(event) => onChange({ ...form, content: event.target.value })}
      />
      <div className={styles.times}>
        {TIME_FIELDS.map(([field, prompt]) => (
          <label key={field}>
            {t(prompt)}{' '}
            <input
              type={timeType}
              value={form[field]}
              onChange={(event) => onChange({ ...form, [field]: event.target.value })}
            />
          </label>
        ))}
        <label>
          <input
            type="checkbox"
            checked={form.allDay}
            onChange={(event) => onChange(withAllDay(form, event.target.checked))}
          />{' '}
          {t('announcements.all_day_prompt')}
        </label>
      </div>
    </fieldset>
  )
}
