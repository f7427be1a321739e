import { Ellipsis, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RichText } from '../../content/RichText'
import { formatLocale } from '../../i18n'
import type { ChatMessage, User } from '../../entities/types'
import { pushNotice } from '../../state/notices'
import { Avatar } from '../../ui/Avatar'
import { Dialog } from '../../ui/Dialog'
import { Menu } from '../../ui/Menu'
import { messageTime } from './chatItems'
import styles from './Chats.module.css'

/** Props of {@link ChatMessageRow}. */
export interface ChatMessageRowProps {
  message: ChatMessage
  /** The viewer wrote it (shown at the end, no avatar). */
  own: boolean
  /** First of a run by one author: an incoming one shows the author's avatar. */
  head: boolean
  author: User | undefined
  /** Deletes the message. @throws what the server call throws. */
  onDelete: (message: ChatMessage) => Promise<void>
}

/**
 * One chat message (s1 §2 "Chat view"): the author's avatar at the head of an incoming run,
 * the text (server HTML through RichText) and attachment, the 24 h HH:MM time, pending and
 * failed states, and a More menu with Delete, which asks first (s1 §5).
 */
export function ChatMessageRow({ message, own, head, author, onDelete }: ChatMessageRowProps) {
  const { t } = useTranslation()
  const [confirming, setConfirming] = useState(false)
  const state = message.error ? 'error' : message.pending ? 'pending' : null
  const remove = () => {
    setConfirming(false)
    onDelete(message).catch((error: unknown) => {
      console.warn('Deleting a chat message failed', error)
      pushNotice({ messageKey: 'general.generic_error' })
    })
  }
  const attachment = message.attachment
  return (
    <li
      className={`${styles.message} ${own ? styles.own : ''} ${state === 'error' ? styles.failedMessage : state ? styles.pendingMessage : ''}`}
      data-state={state ?? undefined}
    >
      {!own && (
        <span className={styles.messageAvatar}>
          {head && <Avatar src={author?.profile_image_url} alt="" className={styles.smallAvatar} />}
        </span>
      )}
      <div className={styles.bubble}>
        {message.content !== '' && <RichText html={message.content} emoji={message.emojis} />}
        {attachment &&
          (attachment.type === 'image' ? (
            <img
              src={attachment.large_thumb_url}
              alt={attachment.description}
              className={styles.image}
            />
          ) : (
            <a href={attachment.url} target="_blank" rel="noopener noreferrer">
              {t(`chats.file_type.${attachment.type === 'unknown' ? 'file' : attachment.type}`)}
            </a>
          ))}
        <span className={styles.meta}>
          {state && <span>{t(state === 'error' ? 'chats.failed' : 'chats.pending')} </span>}
          <time dateTime={message.created_at}>
            {messageTime(message.created_at, formatLocale())}
          </time>
        </span>
      </div>
      {!message.pending && (
        <Menu
          label={t('chats.more')}
          entries={[
            {
              id: 'delete',
              label: t('chats.delete'),
              icon: Trash2,
              onSelect: () => setConfirming(true),
            },
          ]}
          buttonClassName={styles.iconButton}
        >
          <Ellipsis size={16} aria-hidden="true" />
        </Menu>
      )}
      {confirming && (
        <Dialog
          alert
          title={t('chats.delete')}
          closeLabel={t('chats.cancel')}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <button
                type="button"
                className={styles.button}
                onClick={() => setConfirming(false)}
                data-autofocus
              >
                {t('chats.cancel')}
              </button>
              <button
                type="button"
                className={`${styles.button} ${styles.danger}`}
                onClick={remove}
              >
                {t('chats.delete')}
              </button>
            </>
          }
        >
          <p>{t('chats.delete_confirm')}</p>
        </Dialog>
      )}
    </li>
  )
}
