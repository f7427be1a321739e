/**
 * The Profile tab of the settings modal (s1 §2 "Settings tabs"): name, bio and fields; avatar,
 * banner and background; the profile settings group (s1 §3). Everything is saved through
 * update_credentials and the answer replaces the own user in the entity store, so the user card
 * shows it. The notification settings of the group live in the Notifications tab.
 */
import { useTranslation } from 'react-i18next'
import { useUser } from '../../../state/entities'
import { useSession } from '../../../state/session'
import { ImageSetting } from './ImageSetting'
import { NameBioForm } from './NameBioForm'
import { ProfileOptions } from './ProfileOptions'
import modal from '../SettingsModal.module.css'
import styles from './ProfileTab.module.css'

/** The tab's panel (default export: a lazy chunk of its own, settingsTabs.ts). */
export default function ProfileTab() {
  const { t } = useTranslation()
  const userId = useSession((s) => s.user)
  const user = useUser(userId)
  if (!user) return <p>{t('settings.profile.signed_out')}</p>
  return (
    <div className={styles.tab}>
      <NameBioForm user={user} />
      <section className={modal.group} aria-label={t('settings.profile.images')}>
        <h3>{t('settings.profile.images')}</h3>
        <ImageSetting user={user} kind="avatar" />
        <ImageSetting user={user} kind="banner" />
        <ImageSetting user={user} kind="background" />
      </section>
      <ProfileOptions user={user} />
    </div>
  )
}
