import type { ButtonHTMLAttributes, ReactElement, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EXTERNAL_REL } from '../../content/RichText'
import type { User } from '../../entities/types'
import { isWebUrl } from '../../lib/safeUrl'
import { userRoute } from '../../lib/userLink'
import { useInstance } from '../../state/instance'
import { usePreference } from '../../state/preferences/preferences'
import styles from './UserCard.module.css'

/**
 * What a click on a user card's avatar does, per userPopoverAvatarAction (s1 §3; Pleroma-FE's
 * meaning; ARCHITECTURE "Decisions"): `open` links to the profile, `zoom` opens the full-size
 * avatar (profile_image_url_original, else profile_image_url) in a new tab, `close` calls
 * `onClose` (the popover's close). Without `onClose` (the full card on a profile page, with
 * nothing to close) `close` zooms. Returns the wrapper to give UserCard's `wrapAvatar`.
 */
export function useAvatarAction(
  user: User,
  onClose?: () => void,
): (avatar: ReactElement) => ReactElement {
  const { t } = useTranslation()
  const restricted = useInstance((state) => state.config.restrictedNicknames)
  const action = usePreference('userPopoverAvatarAction')
  const full = [user.profile_image_url_original, user.profile_image_url].find(isWebUrl)
  return (avatar) => {
    if (action === 'close' && onClose) {
      return (
        <AvatarButton aria-label={t('general.close')} onClick={onClose}>
          {avatar}
        </AvatarButton>
      )
    }
    if (action !== 'open' && full) {
      return (
        <a href={full} target="_blank" rel={EXTERNAL_REL} aria-label={t('status.avatar_zoom')}>
          {avatar}
        </a>
      )
    }
    return (
      <Link
        to={userRoute(user.id, user.screen_name, restricted)}
        aria-label={t('status.open_profile')}
      >
        {avatar}
      </Link>
    )
  }
}

/** A bare button around an avatar (no button look; focus ring only). */
export function AvatarButton({
  ref,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }) {
  return <button ref={ref} type="button" className={styles.avatarButton} {...props} />
}
