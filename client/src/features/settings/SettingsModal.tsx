/**
 * The settings modal (s1 §2 "Modals", "Settings tabs"; s1 §4 "Settings modal"): a dialog with
 * tabs (settingsTabs.ts, each a lazy chunk; the ones needing a session only while signed in),
 * minimizable to a small bar.
 *
 * Accessibility: role="dialog" with aria-modal and a heading as its name; focus moves into the
 * dialog on open, Tab and Shift+Tab stay inside, Escape closes, and focus returns to where it
 * was. The shell lazy-loads this module (default export) and opens it with `openSettings()`.
 * Signing out (logout, a password change, a deleted account) closes it. A tab whose chunk fails
 * to load (or that throws) shows one line in its panel; the modal and the page go on.
 */
import { Maximize2, Minimize2, X } from 'lucide-react'
import { Suspense, useEffect, useId, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../state/session'
import { trapTab } from '../../ui/focusTrap'
import { PanelBoundary } from '../../ui/ErrorBoundary'
import { Spinner } from '../../ui/Spinner'
import { TabList, tabPanelProps } from '../../ui/TabList'
import {
  chooseSettingsTab,
  closeSettings,
  toggleMinimized,
  useSettingsModal,
  useSettingsTab,
} from './settingsModalStore'
import { GENERAL_TAB, SETTINGS_TABS } from './settingsTabs'
import styles from './SettingsModal.module.css'

/** The settings modal; renders nothing while hidden. */
export default function SettingsModal() {
  const { t } = useTranslation()
  const state = useSettingsModal()
  const dialogRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const idPrefix = useId()
  const signedIn = useSession((session) => session.user !== null)
  const tabs = SETTINGS_TABS.filter((tab) => signedIn || !tab.needsLogin)
  const chosen = useSettingsTab()
  const current = tabs.find((tab) => tab.id === chosen) ?? GENERAL_TAB

  const wasSignedIn = useRef(signedIn)
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) closeSettings()
    wasSignedIn.current = signedIn
  }, [signedIn])

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
        <div className={styles.header}>
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
        </div>
        <TabList
          tabs={tabs.map((tab) => tab.id)}
          current={current.id}
          label={t('settings.settings')}
          idPrefix={idPrefix}
          labelOf={(id) => t(tabs.find((tab) => tab.id === id)?.label ?? id)}
          onChoose={chooseSettingsTab}
          className={styles.tabs}
        />
        <div {...tabPanelProps(idPrefix, current.id)} className={styles.panel}>
          <PanelBoundary key={current.id} name={`settings tab ${current.id}`}>
            <Suspense
              fallback={
                <div className={styles.loading}>
                  <Spinner />
                </div>
              }
            >
              <current.Panel />
            </Suspense>
          </PanelBoundary>
        </div>
      </div>
    </div>
  )
}
