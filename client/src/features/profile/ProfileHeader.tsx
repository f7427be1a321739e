import { useTranslation } from 'react-i18next'
import type { User } from '../../entities/types'
import { Avatar } from '../../ui/Avatar'
import { EmojiText } from '../../content/EmojiText'
import { RichText } from '../../content/RichText'
import { FollowButton } from '../user-card'
import styles from './ProfilePage.module.css'

/**
 * The simple profile header (the full user card comes later): avatar, display name with custom
 * emoji, @handle, the follow button (signed in, someone else's profile), the bio through
 * RichText, and the counts of statuses, followees and followers
 * (a hidden count is left out: hide_follows_count, hide_followers_count).
 */
export function ProfileHeader({ user }: { user: User }) {
  const { t } = useTranslation()
  const name = user.name || user.screen_name
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        <Avatar src={user.profile_image_url} alt="" className={styles.avatar} />
        <div>
          <h1 className={styles.name}>
            <bdi>
              <EmojiText text={name} emoji={user.emoji} />
            </bdi>
          </h1>
          <p className={styles.handle}>
            <bdi>@{user.screen_name_ui}</bdi>
          </p>
        </div>
        <div className={styles.follow}>
          <FollowButton user={user} />
        </div>
      </div>
      {user.description_html && (
        <RichText html={user.description_html} emoji={user.emoji} className={styles.bio} />
      )}
      <dl className={styles.counts}>
        <div>
          <dt>{t('profile.statuses_count')}</dt>
          <dd>{user.statuses_count}</dd>
        </div>
        {!user.hide_follows_count && (
          <div>
            <dt>{t('profile.followees_count')}</dt>
            <dd>{user.friends_count}</dd>
          </div>
        )}
        {!user.hide_followers_count && (
          <div>
            <dt>{t('profile.followers_count')}</dt>
            <dd>{user.followers_count}</dd>
          </div>
        )}
      </dl>
    </header>
  )
}
