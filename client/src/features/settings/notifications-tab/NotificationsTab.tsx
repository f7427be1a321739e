/**
 * The Notifications settings tab (s1 §2 "Settings tabs"; s1 §3 webPushNotifications (the push
 * section, PushSection.tsx), webPushHideContents and blockNotificationsFromStrangers; s2 §4: "Profile notification settings keep the new value only
 * if the response is a success"): the server's two notification settings of the signed-in user
 * (`PUT /api/pleroma/notification_settings`) and the client's notificationVisibility
 * preferences. A server setting shows its old value while it is saved; success stores the new
 * one on the user and says "Settings saved" for 2 s (s2 §9); a failure keeps the old value and
 * says "Error saving settings".
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  saveNotificationSettings,
  type NotificationSettings,
} from '../../../api/endpoints/settings'
import { entities, useUser } from '../../../state/entities'
import { pushNotice } from '../../../state/notices'
import type { PreferenceKey } from '../../../state/preferences/preferenceDefinitions'
import { useSession } from '../../../state/session'
import { useHeldChange } from '../../../ui/useHeldFocus'
import { PreferenceControl } from '../PreferenceControl'
import styles from '../SettingsModal.module.css'
import { PushSection } from './PushSection'

/** Lifetime of the "saved" notice, ms (s1 §9, s2 §9). */
export const SAVED_NOTICE_MS = 2000

/** The server settings of the tab: name, legend of its group and label key. */
const SERVER_SETTINGS: readonly {
  name: keyof NotificationSettings
  legend: string
  label: string
}[] = [
  {
    name: 'block_from_strangers',
    legend: 'settings.notification_setting_filters',
    label: 'settings.notification_setting_block_from_strangers',
  },
  {
    name: 'hide_notification_contents',
    legend: 'settings.notification_setting_privacy',
    label: 'settings.notification_setting_hide_notification_contents',
  },
]

/** The notification types the client shows or hides, with their labels. */
const VISIBILITY: readonly { key: PreferenceKey; label: string }[] = [
  { key: 'notificationVisibility.follows', label: 'settings.notification_visibility_follows' },
  { key: 'notificationVisibility.mentions', label: 'settings.notification_visibility_mentions' },
  { key: 'notificationVisibility.likes', label: 'settings.notification_visibility_likes' },
  { key: 'notificationVisibility.repeats', label: 'settings.notification_visibility_repeats' },
  { key: 'notificationVisibility.moves', label: 'settings.notification_visibility_moves' },
  {
    key: 'notificationVisibility.emojiReactions',
    label: 'settings.notification_visibility_emoji_reactions',
  },
  {
    key: 'notificationVisibility.followRequest',
    label: 'settings.notification_visibility_follow_requests',
  },
  { key: 'notificationVisibility.reports', label: 'settings.notification_visibility_reports' },
  {
    key: 'notificationVisibility.chatMention',
    label: 'settings.notification_visibility_chat_mentions',
  },
  { key: 'notificationVisibility.polls', label: 'settings.notification_visibility_polls' },
]

/**
 * The checkbox of one server setting, disabled while a setting saves; the one changed keeps
 * focus meanwhile (ui/useHeldFocus `useHeldChange`).
 */
function ServerSwitch(props: {
  checked: boolean
  disabled: boolean
  onChange: (checked: boolean) => void
}) {
  const held = useHeldChange<HTMLInputElement>(props.disabled, (e) =>
    props.onChange(e.target.checked),
  )
  return <input type="checkbox" checked={props.checked} {...held} />
}

/** The Notifications tab's panel. */
export default function NotificationsTab() {
  const { t } = useTranslation()
  const userId = useSession((s) => s.user)
  const user = useUser(userId)
  const [saving, setSaving] = useState<keyof NotificationSettings | null>(null)
  const current = (name: keyof NotificationSettings) => user?.notification_settings?.[name] === true

  const save = async (name: keyof NotificationSettings, value: boolean) => {
    if (!userId) return
    setSaving(name)
    try {
      await saveNotificationSettings({ [name]: value })
      const settings = { ...entities().getState().users[userId]?.notification_settings }
      entities()
        .getState()
        .patchUser(userId, { notification_settings: { ...settings, [name]: value } })
      pushNotice({ messageKey: 'settings.saving_ok', level: 'success', timeout: SAVED_NOTICE_MS })
    } catch (error) {
      console.warn('Starling: notification settings not saved', error)
      pushNotice({ messageKey: 'settings.saving_err' })
    } finally {
      setSaving(null)
    }
  }

  return (
    <div className={styles.general}>
      <PushSection />
      {SERVER_SETTINGS.map((setting) => (
        <fieldset key={setting.name} className={styles.group}>
          <legend>{t(setting.legend)}</legend>
          <div className={styles.control}>
            <label className={styles.checkbox}>
              <ServerSwitch
                checked={current(setting.name)}
                disabled={saving !== null}
                onChange={(checked) => void save(setting.name, checked)}
              />
              {t(setting.label)}
            </label>
          </div>
        </fieldset>
      ))}
      <fieldset className={styles.group}>
        <legend>{t('settings.notification_visibility')}</legend>
        {VISIBILITY.map((item) => (
          <PreferenceControl key={item.key} prefKey={item.key} labelKey={item.label} />
        ))}
      </fieldset>
      <p className={styles.hint}>{t('settings.notification_mutes')}</p>
      <p className={styles.hint}>{t('settings.notification_blocks')}</p>
    </div>
  )
}
