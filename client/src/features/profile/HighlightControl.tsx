import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { User } from '../../entities/types'
import {
  DEFAULT_HIGHLIGHT_COLOR,
  HIGHLIGHT_TYPES,
  findHighlight,
  withHighlight,
  type HighlightType,
} from '../../lib/highlight'
import { setPreference, usePreference } from '../../state/preferences/preferences'
import styles from './FullUserCard.module.css'

/**
 * The user highlight control of the full user card (s1 §3 User.highlight; Pleroma-FE's card):
 * a type (disabled, solid, striped, side) and a colour, kept in the preference userHighlights
 * under the user's screen_name; posts of that user in timelines then carry the highlight
 * (StatusCard, lib/highlight.ts).
 */
export function HighlightControl({ user }: { user: User }) {
  const { t } = useTranslation()
  const id = useId()
  const entries = usePreference('userHighlights')
  const current = findHighlight(entries, user.screen_name) ?? {
    color: DEFAULT_HIGHLIGHT_COLOR,
    type: 'disabled' as const,
  }
  const save = (change: Partial<typeof current>) =>
    setPreference(
      'userHighlights',
      withHighlight(entries, user.screen_name, { ...current, ...change }),
    )
  return (
    <div className={styles.highlight}>
      <label htmlFor={`${id}-type`}>{t('user_card.highlight')}</label>
      <select
        id={`${id}-type`}
        value={current.type}
        onChange={(event) => save({ type: event.target.value as HighlightType })}
      >
        {HIGHLIGHT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`user_card.highlight_type.${type}`)}
          </option>
        ))}
      </select>
      <input
        type="color"
        aria-label={t('user_card.highlight_color')}
        value={current.color}
        onChange={(event) => save({ color: event.target.value })}
      />
    </div>
  )
}
