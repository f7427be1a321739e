import { useTranslation } from 'react-i18next'
import { formatLocale } from '../../i18n'
import type { ChatMessage } from '../../entities/types'
import { useEntities } from '../../state/entities'
import { useNow } from '../../ui/RelativeTime'
import { chatItems, dateLabel } from './chatItems'
import { ChatMessageRow } from './ChatMessageRow'
import styles from './Chats.module.css'

/**
 * The messages of a chat (s1 §2 "Chat view") as one list named "Messages": date separators
 * (Today, or day and month) and the messages grouped by author (ChatMessageRow).
 */
export function ChatMessages({
  messages,
  viewerId,
  onDelete,
}: {
  messages: readonly ChatMessage[]
  viewerId: string
  onDelete: (message: ChatMessage) => Promise<void>
}) {
  const { t } = useTranslation()
  const users = useEntities((state) => state.users)
  const now = new Date(useNow())
  const language = formatLocale()
  return (
    <ol className={styles.messages} aria-label={t('chats.messages')}>
      {chatItems(messages, viewerId).map((item) => {
        if (item.kind === 'date') {
          const label = dateLabel(item.date, now, language)
          return (
            <li key={item.key} className={styles.date}>
              <time dateTime={item.date.toISOString()}>
                {label === 'today' ? t('chats.today') : label}
              </time>
            </li>
          )
        }
        return (
          <ChatMessageRow
            key={item.key}
            message={item.message}
            own={item.own}
            head={item.head}
            author={users[item.message.account_id]}
            onDelete={onDelete}
          />
        )
      })}
    </ol>
  )
}
