/**
 * The settings modal (s1 §2 "Modals", "Settings tabs"; s1 §4 "Settings modal"): a dialog with
 * tabs, minimizable to a small bar. Only the General tab exists so far; Profile, Security,
 * Notifications, Data import/export, Mutes and Blocks, Theme and Version are later issues.
 *
 * Accessibility: role="dialog" with aria-modal and a heading as its name; focus moves into the
 * dialog on open, Tab and Shift+Tab stay inside, Escape closes, and focus returns to where it
 * was. The shell lazy-loads this module (default export) and opens it with `openSettings()`.
 */
import { Maximize2, Minimize2, X } from 'lucide-react'
import { useEffect, useId, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { trapTab } from '../../ui/focusTrap'
import { GeneralTab } from './GeneralTab'
import { closeSettings, toggleMinimized, useSettingsModal } from './settingsModalStore'
import styles from './SettingsModal.module.css'

/** The settings modal; renders nothing while hidden. */
export default function SettingsModal() {
  const { t } = useTranslation()
  const state = useSettingsModal()
  const dialogRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const tabId = useId()
  const panelId = useId()

  useEffect(() => {
    if (state !== 'visible') return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    dialogRef.current?.focus()
    return () => previous?.focus()
  }, [state])

  if (state === 'hidden') return null

  if (state === 'minimized') {
    return (
      <section className={styles.minimized} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {t('settings.settings')}
        </h2>
        <button type="button" className={styles.iconButton} onClick={toggleMinimized}>
          <Maximize2 aria-hidden="true" size={16} />
          <span className="visually-hidden">{t('settings.restore')}</span>
        </button>
        <button type="button" className={styles.iconButton} onClick={closeSettings}>
          <X aria-hidden="true" size={16} />
          <span className="visually-hidden">{t('settings.close')}</span>
        </button>
      </section>
    )
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      closeSettings()
    } else if (event.key === 'Tab' && dialogRef.current) {
      trapTab(event, dialogRef.current)
    }
  }

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t('settings.settings')}
          </h2>
          <button type="button" className={styles.iconButton} onClick={toggleMinimized}>
            <Minimize2 aria-hidden="true" size={16} />
            <span className="visually-hidden">{t('settings.minimize')}</span>
          </button>
          <button type="button" className={styles.iconButton} onClick={closeSettings}>
            <X aria-hidden="true" size={16} />
            <span className="visually-hidden">{t('settings.close')}</span>
          </button>
        </header>
        <div role="tablist" aria-label={t('settings.settings')} className={styles.tabs}>
          <button
            type="button"
            role="tab"
            id={tabId}
            aria-selected="true"
            aria-controls={panelId}
            className={styles.tab}
          >
            {t('settings.general')}
          </button>
        </div>
        <div role="tabpanel" id={panelId} aria-labelledby={tabId} className={styles.panel}>
          <GeneralTab />
        </div>
      </div>
    </div>
  )
}
