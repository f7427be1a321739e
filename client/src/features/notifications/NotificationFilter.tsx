import { Filter } from 'lucide-react'
import { useCallback, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { setPreference, usePreference } from '../../state/preferences/preferences'
import {
  NOTIFICATION_TYPES,
  VISIBILITY_PREFERENCE,
} from '../../state/notifications/notificationRules'
import type { NotificationType } from '../../entities/types'
import { usePopover } from '../../ui/usePopover'
import styles from './Notifications.module.css'

/** One checkbox bound to a notificationVisibility preference. */
function TypeToggle({ type }: { type: NotificationType }) {
  const { t } = useTranslation()
  const key = VISIBILITY_PREFERENCE[type]
  const checked = usePreference(key)
  return (
    <label className={styles.filterOption}>
      <input type="checkbox" checked={checked} onChange={() => setPreference(key, !checked)} />
      {t(`notifications.filter.${type.replace('pleroma:', '')}`)}
    </label>
  )
}

/**
 * The panel's filter dropdown (s1 §2 "Notifications panel"): a button opening a list of
 * checkboxes, one per type, bound to the notificationVisibility preferences (s1 §3). Escape
 * and a press outside close it (ui/usePopover); it floats whole on screen.
 */
export function NotificationFilter() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLFieldSetElement>(null)
  const close = useCallback(() => setOpen(false), [])
  usePopover({ open, onClose: close, anchor: button, floating: menu, placement: 'bottom-end' })
  return (
    <div className={styles.filter}>
      <button
        ref={button}
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('notifications.filter.label')}
        title={t('notifications.filter.label')}
        onClick={() => setOpen((value) => !value)}
      >
        <Filter aria-hidden="true" size={16} />
      </button>
      {open && (
        <fieldset ref={menu} id={menuId} className={styles.filterMenu}>
          <legend className={styles.filterLegend}>{t('notifications.filter.label')}</legend>
          {NOTIFICATION_TYPES.map((type) => (
            <TypeToggle key={type} type={type} />
          ))}
        </fieldset>
      )}
    </div>
  )
}
