import {
  AtSign,
  Ban,
  Bell,
  BellOff,
  Copy,
  Ellipsis,
  ExternalLink,
  Flag,
  ListPlus,
  MessageCircle,
  Repeat,
  UserMinus,
  Volume2,
  VolumeX,
  type LucideIcon,
} from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { User } from '../../entities/types'
import { useSupports } from '../../state/instance'
import { pushNotice } from '../../state/notices'
import { useSession } from '../../state/session'
import { useUser } from '../../state/entities'
import { encodePart } from '../../lib/urlPart'
import { Link } from 'react-router'
import { Button } from '../../ui/Button'
import { Menu, type MenuEntry } from '../../ui/Menu'
import buttonStyles from '../../ui/Button.module.css'
import { accountMenuItems, type AccountMenuItem } from './accountMenu'
import { changeRelation, type Relation } from './relations'
import { openDeleteUser, openLists, openMention, openReport } from './dialogs'
import styles from './Relations.module.css'

const ModerationMenu = lazy(() =>
  import('../moderation').then((module) => ({ default: module.ModerationMenu })),
)

const ICONS: Record<AccountMenuItem, LucideIcon> = {
  block: Ban,
  unblock: Ban,
  mute: VolumeX,
  unmute: Volume2,
  hide_repeats: Repeat,
  show_repeats: Repeat,
  remove_follower: UserMinus,
  lists: ListPlus,
  report: Flag,
  copy_handle: Copy,
  show_remote_profile: ExternalLink,
}

function copyHandle(user: User): void {
  navigator.clipboard.writeText(`@${user.screen_name}`).then(
    () => pushNotice({ messageKey: 'user_card.copied', level: 'success' }),
    (error: unknown) => {
      console.warn('Copying the handle failed', error)
      pushNotice({ messageKey: 'general.generic_error' })
    },
  )
}

/**
 * The relation buttons of a user card or popover (s1 §2 "Full user card"; s1 §4 "User relations";
 * s1 §5): subscribe or unsubscribe, mute or unmute and mention (both disabled for a deactivated
 * user; mention opens the post form with "@handle " filled in), Message (the chat with the user,
 * route chat, when the instance has chats: s1 §6), and the account-actions menu
 * (accountMenu.ts: block, mute, hide or show repeats, remove follower, lists, report, copy handle,
 * the remote profile), and for staff the moderation menu (features/moderation, loaded lazily for
 * admins and moderators; s1 §6). Every change is optimistic (relations.ts); a button is disabled while its change runs.
 * Renders nothing for visitors and on the viewer's own card.
 */
export function UserActions({ user }: { user: User }) {
  const { t } = useTranslation()
  const viewer = useSession((session) => session.user)
  const lists = useSupports('lists')
  const chats = useSupports('chats')
  const me = useUser(viewer)
  const viewerName = me?.screen_name
  const [busy, setBusy] = useState<Relation | null>(null)
  if (viewer === null || viewer === user.id) return null
  const r = user.relationship
  const change = (relation: Relation) => {
    setBusy(relation)
    void changeRelation(user.id, relation).finally(() => setBusy(null))
  }
  const items = accountMenuItems(user).filter((item) => item !== 'lists' || lists)
  const entries = items.map((item): MenuEntry => {
    const entry: MenuEntry = { id: item, label: t(`user_card.${item}`), icon: ICONS[item] }
    switch (item) {
      case 'report':
        return { ...entry, onSelect: () => openReport(user.id) }
      case 'lists':
        return { ...entry, onSelect: () => openLists(user.id) }
      case 'copy_handle':
        return { ...entry, onSelect: () => copyHandle(user) }
      case 'show_remote_profile':
        return { ...entry, href: user.statusnet_profile_url }
      default:
        return { ...entry, onSelect: () => change(item) }
    }
  })
  const subscribe = r?.subscribing ? 'unsubscribe' : 'subscribe'
  const mute = r?.muting ? 'unmute' : 'mute'
  const SubscribeIcon = r?.subscribing ? BellOff : Bell
  const MuteIcon = r?.muting ? Volume2 : VolumeX
  return (
    <div className={styles.actions}>
      <Button onClick={() => change(subscribe)} disabled={busy !== null}>
        <SubscribeIcon aria-hidden="true" size={16} /> {t(`user_card.${subscribe}`)}
      </Button>
      <Button
        onClick={() => change(mute)}
        disabled={busy !== null || (mute === 'mute' && user.deactivated)}
      >
        <MuteIcon aria-hidden="true" size={16} /> {t(`user_card.${mute}`)}
      </Button>
      <Button onClick={() => openMention(user.id)} disabled={user.deactivated}>
        <AtSign aria-hidden="true" size={16} /> {t('user_card.mention')}
      </Button>
      {chats && viewerName && (
        <Link
          to={`/users/${encodePart(viewerName)}/chats/${encodePart(user.id)}`}
          className={`${buttonStyles.button} ${buttonStyles.default}`}
        >
          <MessageCircle aria-hidden="true" size={16} /> {t('user_card.message')}
        </Link>
      )}
      <Menu
        label={t('user_card.account_actions')}
        entries={entries}
        buttonClassName={`${buttonStyles.button} ${buttonStyles.default}`}
      >
        <Ellipsis aria-hidden="true" size={16} />
      </Menu>
      {me && me.role !== 'member' && (
        <Suspense fallback={null}>
          <ModerationMenu user={user} onDelete={() => openDeleteUser(user.id)} />
        </Suspense>
      )}
    </div>
  )
}
