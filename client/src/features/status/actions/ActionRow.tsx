import {
  Bookmark,
  Ellipsis,
  Link2,
  Lock,
  Pencil,
  Pin,
  PinOff,
  History,
  ExternalLink,
  Flag,
  Repeat,
  Reply,
  Star,
  Trash2,
  Volume2,
  VolumeX,
  type LucideIcon,
} from 'lucide-react'
import { Suspense, useState } from 'react'
import { useFixedT } from '../../../i18n/useFixedT'
import { formatNumber } from '../../../i18n'
import { useSession } from '../../../state/session'
import { useSupports } from '../../../state/instance'
import type { Status } from '../../../entities/types'
import { externalSource, canRepeat, moreMenuItems, type MoreItem } from './actionRules'
import styles from './Actions.module.css'
import { DeleteConfirm } from './DeleteConfirm'
import { LazyEditStatusModal, LazyHistoryModal } from './lazyParts'
import { Menu, type MenuEntry } from '../../../ui/Menu'
import { ReactionPicker } from './ReactionPicker'
import { copyLink, toggleStatus } from './statusActions'
import { useUser } from '../../../state/entities'
import { openReport } from '../../user-card'

const MENU_ICONS: Record<MoreItem, LucideIcon> = {
  pin: Pin,
  unpin: PinOff,
  mute: VolumeX,
  unmute: Volume2,
  copy_link: Link2,
  external_source: ExternalLink,
  history: History,
  edit: Pencil,
  delete: Trash2,
  report: Flag,
}

/** The count beside an icon, written as the language writes numbers; nothing for 0. */
const count = (value: number) => (value > 0 ? formatNumber(value) : '')

type Counted = 'reply' | 'favourite' | 'repeat'

/** Props of {@link ActionRow}. */
export interface ActionRowProps {
  status: Status
  /** Whether the inline reply form is open (the Reply button's aria-expanded). */
  replying: boolean
  onReply: () => void
}

/**
 * The signed-in action row of a post (s1 §2 "action row"; s1 §5, §6): Reply (toggles the
 * inline reply form), Favourite, Repeat (a lock with an explanation for followers-only and
 * direct posts), React (quick emoji row, when the server has emoji reactions), Bookmark (when it has bookmarks), and
 * More (pin/unpin, mute/unmute the conversation, copy link, external source, history, edit,
 * delete with confirmation, and report on others' posts: the report modal with this post chosen). Toggles expose aria-pressed; counts are shown beside icons and read in the buttons' names.
 */
export function ActionRow({ status, replying, onReply }: ActionRowProps) {
  const { t } = useFixedT()
  const viewerId = useSession((state) => state.user)
  const viewer = useUser(viewerId)
  const editing = useSupports('editing')
  const reactions = useSupports('emojiReactions')
  const bookmarks = useSupports('bookmarks')
  const [dialog, setDialog] = useState<'delete' | 'history' | 'edit' | null>(null)

  // The name holds the count shown beside the icon (WCAG 2.5.3 label in name): "Reply, 3 replies".
  const named = (action: Counted, value: number) =>
    value > 0
      ? t(`status.action.${action}_counted`, { count: value })
      : t(`status.action.${action}`)
  const toggle = (kind: Parameters<typeof toggleStatus>[1], value: boolean) =>
    void toggleStatus(status.id, kind, value)
  // Made when the More menu opens, not for every card.
  const entries = (): MenuEntry[] =>
    moreMenuItems(status, viewer, editing).map((item) => {
      const entry: MenuEntry = { id: item, label: t(`status.menu.${item}`), icon: MENU_ICONS[item] }
      switch (item) {
        case 'pin':
        case 'unpin':
          return { ...entry, onSelect: () => toggle('pin', item === 'pin') }
        case 'mute':
        case 'unmute':
          return { ...entry, onSelect: () => toggle('mute', item === 'mute') }
        case 'copy_link':
          return { ...entry, onSelect: () => void copyLink(status.id) }
        case 'external_source':
          return { ...entry, href: externalSource(status) ?? undefined }
        case 'report':
          return { ...entry, onSelect: () => openReport(status.user, [status.id]) }
        default:
          return { ...entry, onSelect: () => setDialog(item) }
      }
    })
  const close = () => setDialog(null)
  const repeatable = canRepeat(status)
  const notAllowed = repeatable ? '' : t('status.repeat_not_allowed')
  const bookmark = bookmarks ? t('status.action.bookmark') : ''
  return (
    <div className={styles.row} role="group" aria-label={t('status.actions')}>
      <button
        type="button"
        className={styles.action}
        aria-label={named('reply', status.replies_count)}
        title={t('status.action.reply')}
        aria-expanded={replying}
        onClick={onReply}
      >
        <Reply aria-hidden="true" size={16} />
        <span aria-hidden="true">{count(status.replies_count)}</span>
      </button>
      <button
        type="button"
        className={styles.action}
        aria-label={named('favourite', status.fave_num)}
        title={t('status.favorites_count', { count: status.fave_num })}
        aria-pressed={status.favorited}
        onClick={() => toggle('favourite', !status.favorited)}
      >
        <Star aria-hidden="true" size={16} />
        <span aria-hidden="true">{count(status.fave_num)}</span>
      </button>
      {repeatable ? (
        <button
          type="button"
          className={styles.action}
          aria-label={named('repeat', status.repeat_num)}
          title={t('status.repeats_count', { count: status.repeat_num })}
          aria-pressed={status.repeated}
          onClick={() => toggle('repeat', !status.repeated)}
        >
          <Repeat aria-hidden="true" size={16} />
          <span aria-hidden="true">{count(status.repeat_num)}</span>
        </button>
      ) : (
        <span className={styles.locked} role="img" aria-label={notAllowed} title={notAllowed}>
          <Lock aria-hidden="true" size={16} />
        </span>
      )}
      {reactions ? <ReactionPicker statusId={status.id} viewerId={viewerId} /> : null}
      {bookmarks ? (
        <button
          type="button"
          className={styles.action}
          aria-label={bookmark}
          title={bookmark}
          aria-pressed={status.bookmarked}
          onClick={() => toggle('bookmark', !status.bookmarked)}
        >
          <Bookmark aria-hidden="true" size={16} />
        </button>
      ) : null}
      <Menu label={t('status.action.more')} entries={entries} buttonClassName={styles.action}>
        <Ellipsis aria-hidden="true" size={16} />
      </Menu>
      {dialog === 'delete' ? <DeleteConfirm statusId={status.id} onClose={close} /> : null}
      {dialog === 'history' || dialog === 'edit' ? (
        <Suspense fallback={null}>
          {dialog === 'history' ? (
            <LazyHistoryModal statusId={status.id} onClose={close} />
          ) : (
            <LazyEditStatusModal statusId={status.id} onClose={close} />
          )}
        </Suspense>
      ) : null}
    </div>
  )
}
