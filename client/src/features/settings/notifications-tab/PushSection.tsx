/**
 * The push part of the Notifications tab (s1 §1 push notifications for signed-in users; s1 §3
 * webPushNotifications, "Push alerts"): the switch, and why it cannot work when it cannot (the
 * browser has no web push, the instance offers none, notifications are blocked). The alerts
 * sent are the notification types chosen below it (features/push pushRules ALERT_PREFERENCES).
 */
import { useTranslation } from 'react-i18next'
import { useInstance } from '../../../state/instance'
import { pushSupported } from '../../push'
import { PreferenceControl } from '../PreferenceControl'
import styles from '../SettingsModal.module.css'

/** The section: a fieldset "Push notifications". */
export function PushSection() {
  const { t } = useTranslation()
  const vapidKey = useInstance((state) => state.config.vapidPublicKey)
  const supported = pushSupported()
  const blocked = supported && Notification.permission === 'denied'
  return (
    <fieldset className={styles.group}>
      <legend>{t('settings.push_notifications')}</legend>
      {!supported ? (
        <p className={styles.hint}>{t('settings.push_unsupported')}</p>
      ) : !vapidKey ? (
        <p className={styles.hint}>{t('settings.push_unavailable')}</p>
      ) : (
        <>
          <PreferenceControl
            prefKey="webPushNotifications"
            labelKey="settings.enable_web_push_notifications"
          />
          {blocked && <p className={styles.hint}>{t('settings.push_blocked')}</p>}
          <p className={styles.hint}>{t('settings.push_alerts_hint')}</p>
        </>
      )}
    </fieldset>
  )
}
