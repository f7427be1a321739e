import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useInstance } from '../../state/instance'
import type { User } from '../../entities/types'
import { isWebUrl } from '../../lib/safeUrl'
import { Avatar } from '../../ui/Avatar'
import { usePopover } from '../../ui/usePopover'
import { userRoute } from '../../lib/userLink'
import { AvatarButton, FollowButton, UserActions, UserCard, useAvatarAction } from '../user-card'
import { spokenName } from '../../content/names'
import { RichText, type MentionLinkProps } from '../../content/RichText'
import { fetchAccount } from '../../api/endpoints/accounts'
import { useUser } from '../../state/entities'
import { useLoad } from '../../state/load'
import { Spinner } from '../../ui/Spinner'
import cardStyles from './StatusCard.module.css'
import styles from './Popover.module.css'

/**
 * The compact user card in a popover (s1 §2 "Click popover shows a compact user card"): the
 * UserCard, the first lines of the bio, an "Open profile" link and, for members, the follow button
 * and the relation buttons with the account-actions menu (UserActions).
 * The card's avatar follows userPopoverAvatarAction (s1 §3; Pleroma-FE's meaning): `open` links to
 * the profile, `zoom` opens the full avatar image in a new tab, `close` closes the popover
 * (user-card's useAvatarAction).
 */
function UserPopoverBody({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation()
  const restricted = useInstance((state) => state.config.restrictedNicknames)
  const profile = userRoute(user.id, user.screen_name, restricted)
  const wrapAvatar = useAvatarAction(user, onClose)
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
 * The state of a user popover: open or not, the refs of its anchor (what counts as inside),
 * trigger and popover, and `close` (closes and gives focus back to the trigger). Wired with
 * ui/usePopover: Escape and outside presses close it, it floats whole on screen; focus moves
 * into it on open.
 */
function useUserPopover<T extends HTMLElement>() {
  const id = useId()
  const [open, setOpen] = useState(false)
  const anchor = useRef<HTMLSpanElement>(null)
  const trigger = useRef<T>(null)
  const popover = useRef<HTMLDivElement>(null)
  const dismiss = useCallback(() => setOpen(false), [])
  usePopover({
    open,
    onClose: dismiss,
    anchor: trigger,
    floating: popover,
    placement: 'bottom-start',
  })
  useEffect(() => {
    if (open) popover.current?.focus({ preventScroll: true })
  }, [open])
  const close = useCallback(() => {
    setOpen(false)
    trigger.current?.focus()
  }, [])
  const toggle = useCallback(() => setOpen((value) => !value), [])
  return {
    open,
    toggle,
    close,
    anchor,
    /** Spread on the trigger (the avatar button or the mention link). */
    triggerProps: {
      ref: trigger,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      'aria-controls': open ? id : undefined,
    },
    /** Spread on the PopoverFrame. */
    frameProps: { id, anchor, popover, onLeave: dismiss },
  }
}

/** Props of {@link PopoverFrame}. */
interface PopoverFrameProps {
  id: string
  /** The user's name, for the popover's accessible name. */
  label: string
  anchor: RefObject<HTMLElement | null>
  popover: RefObject<HTMLDivElement | null>
  /** Called when focus leaves both the anchor and the popover. */
  onLeave: () => void
  children: ReactNode
}

/**
 * The popover itself: a non-modal dialog named after the user, rendered at the end of the body
 * (a card is no valid content of the paragraph a mention sits in); focus leaving it and its
 * anchor closes it.
 */
function PopoverFrame({ id, label, anchor, popover, onLeave, children }: PopoverFrameProps) {
  const { t } = useTranslation()
  return createPortal(
    <div
      ref={popover}
      id={id}
      role="dialog"
      aria-label={t('status.user_popover', { name: label })}
      tabIndex={-1}
      className={`${styles.popover} ${styles.detached}`}
      onBlur={(event) => {
        const to = event.relatedTarget
        if (!anchor.current?.contains(to) && !popover.current?.contains(to)) onLeave()
      }}
    >
      {children}
    </div>,
    document.body,
  )
}

/**
 * A post author's avatar (s1 §2 "Post card"): a button that opens the compact user card in a
 * popover (useUserPopover, PopoverFrame). Focus moves into the popover on open and back to the
 * button on Escape; a click outside or focus leaving it closes it. The button and the popover
 * are named by the author's spoken name (content/names).
 */
export function AuthorAvatar({ user }: { user: User }) {
  const label = spokenName(user)
  const { open, toggle, close, anchor, triggerProps, frameProps } =
    useUserPopover<HTMLButtonElement>()
  const src = user.profile_image_url
  return (
    <span ref={anchor} className={`${styles.anchor} ${cardStyles.avatarLink}`}>
      <AvatarButton aria-label={label} onClick={toggle} {...triggerProps}>
        <Avatar src={isWebUrl(src) ? src : null} alt="" />
      </AvatarButton>
      {open ? (
        <PopoverFrame label={label} {...frameProps}>
          <UserPopoverBody user={user} onClose={close} />
        </PopoverFrame>
      ) : null}
    </span>
  )
}

/** A plain left click: a modifier-click or another button keeps the link's own behaviour. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/** The popover body of a user known only by id: from the store, else fetched by id. */
function UserByIdBody({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation()
  const user = useUser(userId)
  const loaded = useLoad(user ? null : userId, (signal) => fetchAccount(userId, signal))
  if (user) return <UserPopoverBody user={user} onClose={onClose} />
  if (loaded.status === 'error')
    return <p className={styles.status}>{t('status.user_unavailable')}</p>
  return <Spinner label={t('profile.loading')} />
}

/**
 * A user link in rich text (a mention in a post or a bio; content/RichText's MentionLink): a
 * plain click (or Enter) opens the compact user card in a popover, as the author's avatar does;
 * a modifier-click or a middle-click still follows the link to the profile (s1 §2 user-link
 * rule). The user comes from the store, or is fetched by id on open.
 */
export function MentionPopoverLink({ userId, to, title, children }: MentionLinkProps) {
  const { open, toggle, close, anchor, triggerProps, frameProps } =
    useUserPopover<HTMLAnchorElement>()
  return (
    <span ref={anchor} className={styles.inlineAnchor}>
      <Link
        to={to}
        title={title}
        onClick={(event) => {
          if (!isPlainClick(event)) return
          event.preventDefault()
          toggle()
        }}
        {...triggerProps}
      >
        {children}
      </Link>
      {open ? (
        <PopoverFrame label={title} {...frameProps}>
          <UserByIdBody userId={userId} onClose={close} />
        </PopoverFrame>
      ) : null}
    </span>
  )
}
