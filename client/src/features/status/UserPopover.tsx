import { useCallback, useEffect, useId, useRef, useState, type ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useInstance } from '../../state/instance'
import type { User } from '../../entities/types'
import { isWebUrl } from '../../lib/safeUrl'
import { Avatar } from '../../ui/Avatar'
import { usePopover } from '../../ui/usePopover'
import { userRoute } from '../../lib/userLink'
import { FollowButton, UserActions } from '../user-card'
import { usePreference } from '../../state/preferences/preferences'
import { UserCard } from '../user-card'
import { EXTERNAL_REL, RichText } from '../../content/RichText'
import cardStyles from './StatusCard.module.css'
import styles from './Popover.module.css'

/** Props of {@link AuthorAvatar}. */
export interface AuthorAvatarProps {
  user: User
  /** Accessible name of the avatar button (the display name). */
  label: string
}

/**
 * The compact user card in a popover (s1 §2 "Click popover shows a compact user card"): the
 * UserCard, the first lines of the bio, an "Open profile" link and, for members, the follow button
 * and the relation buttons with the account-actions menu (UserActions).
 * The card's avatar follows userPopoverAvatarAction (s1 §3; Pleroma-FE's meaning): `open` links to
 * the profile, `zoom` opens the full avatar image in a new tab, `close` closes the popover.
 */
function UserPopoverBody({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation()
  const restricted = useInstance((state) => state.config.restrictedNicknames)
  const action = usePreference('userPopoverAvatarAction')
  const profile = userRoute(user.id, user.screen_name, restricted)
  const wrapAvatar = (avatar: ReactElement) => {
    if (action === 'close') {
      return (
        <button
          type="button"
          className={styles.avatarButton}
          aria-label={t('general.close')}
          onClick={onClose}
        >
          {avatar}
        </button>
      )
    }
    if (action === 'zoom' && isWebUrl(user.profile_image_url)) {
      return (
        <a
          href={user.profile_image_url}
          target="_blank"
          rel={EXTERNAL_REL}
          aria-label={t('status.avatar_zoom')}
        >
          {avatar}
        </a>
      )
    }
    return (
      <Link to={profile} aria-label={t('status.open_profile')}>
        {avatar}
      </Link>
    )
  }
  return (
    <>
      <UserCard user={user} wrapAvatar={wrapAvatar} />
      {user.description_html ? (
        <div className={styles.bio}>
          <RichText html={user.description_html} emoji={user.emoji} />
        </div>
      ) : null}
      <div className={styles.popoverActions}>
        <Link to={profile} className={styles.popoverLink}>
          {t('status.open_profile')}
        </Link>
        <FollowButton user={user} />
      </div>
      <UserActions user={user} />
    </>
  )
}

/**
 * A post author's avatar (s1 §2 "Post card"): a button that opens the compact user card in a
 * non-modal popover (role dialog, named after the user), floating whole on screen
 * (ui/usePopover). Focus moves into the popover on open and back to the button on Escape; a
 * click outside or focus leaving it closes it.
 */
export function AuthorAvatar({ user, label }: AuthorAvatarProps) {
  const { t } = useTranslation()
  const popoverId = useId()
  const [open, setOpen] = useState(false)
  const anchor = useRef<HTMLSpanElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const popover = useRef<HTMLDivElement>(null)
  const src = user.profile_image_url

  const dismiss = useCallback(() => setOpen(false), [])
  usePopover({
    open,
    onClose: dismiss,
    anchor: button,
    floating: popover,
    root: anchor,
    placement: 'bottom-start',
  })

  useEffect(() => {
    if (open) popover.current?.focus()
  }, [open])

  const closeAndRefocus = () => {
    setOpen(false)
    button.current?.focus()
  }
  return (
    <span ref={anchor} className={`${styles.anchor} ${cardStyles.avatarLink}`}>
      <button
        ref={button}
        type="button"
        className={styles.avatarButton}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar src={isWebUrl(src) ? src : null} alt="" />
      </button>
      {open ? (
        <div
          ref={popover}
          id={popoverId}
          role="dialog"
          aria-label={t('status.user_popover', { name: label })}
          tabIndex={-1}
          className={styles.popover}
          onBlur={(event) => {
            if (!anchor.current?.contains(event.relatedTarget)) setOpen(false)
          }}
        >
          <UserPopoverBody user={user} onClose={closeAndRefocus} />
        </div>
      ) : null}
    </span>
  )
}
