import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatNumber } from '../../i18n'
import { EmojiText } from '../../content/EmojiText'
import { UserName } from '../../content/UserName'
import type { Chat } from '../../entities/types'
import { useUser } from '../../state/entities'
import { Avatar } from '../../ui/Avatar'
import { RelativeTime } from '../../ui/RelativeTime'
import { chatPath } from './chatPaths'
import { previewOf } from './chatItems'
import styles from './Chats.module.css'

/**
 * One chat of the chat list (s1 §2 "Chat list"): the recipient's avatar and name, the time-ago
 * of the last activity (refreshed every 60 s), the last message's preview (own ones prefixed
 * "You:", attachments without text by their kind) and the unread badge above 0. The whole row
 * links to the chat.
 */
export function ChatListItem({
  chat,
  viewerId,
  viewerName,
}: {
  chat: Chat
  viewerId: string
  viewerName: string
}) {
  const { t } = useTranslation()
  const user = useUser(chat.account)
  const preview = chat.lastMessage ? previewOf(chat.lastMessage, viewerId) : null
  return (
    <li className={styles.chatRow}>
      <Link to={chatPath(viewerName, chat.account)} className={styles.chatLink}>
        <Avatar src={user?.profile_image_url ?? ''} alt="" className={styles.avatar} />
        <span className={styles.chatBody}>
          <span className={styles.chatHead}>
            <strong className={styles.chatName}>{user ? <UserName user={user} /> : null}</strong>
            {chat.unread > 0 && (
              <span className={styles.badge} aria-label={t('chats.unread', { count: chat.unread })}>
                {formatNumber(chat.unread)}
              </span>
            )}
            {chat.updated_at && <RelativeTime iso={chat.updated_at} />}
          </span>
          {preview && (
            <span className={styles.preview}>
              {preview.own && <span className={styles.you}>{t('chats.you')} </span>}
              {preview.attachment ? (
                t(`chats.file_type.${preview.attachment}`)
              ) : (
                <EmojiText text={preview.text} emoji={chat.lastMessage?.emojis ?? []} inName />
              )}
            </span>
          )}
        </span>
      </Link>
    </li>
  )
}
