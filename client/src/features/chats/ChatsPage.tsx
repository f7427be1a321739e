import { Plus } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUser } from '../../state/entities'
import { refreshChats, sortedChats, useChats } from '../../state/chats/chatsStore'
import { isAbort } from '../../state/load'
import { useSession } from '../../state/session'
import { Button } from '../../ui/Button'
import { Panel } from '../../ui/Panel'
import { Spinner } from '../../ui/Spinner'
import { ChatListItem } from './ChatListItem'
import { ChatNew } from './ChatNew'
import styles from './Chats.module.css'

/**
 * The chat list, route chats `/users/{username}/chats` (s1 §2 "Chat list"): the header with the
 * title and a New button, the chats most recently updated first (DECISIONS.md), or the empty
 * placeholder. The list is fetched on opening; the live side keeps it current (the stream's
 * chat updates, or polling every 5 s while the socket is not joined). New shows the new-chat
 * search in its place.
 */
export default function ChatsPage() {
  const { t } = useTranslation()
  const headingId = useId()
  const viewerId = useSession((session) => session.user) ?? ''
  const viewer = useUser(viewerId)
  const loaded = useChats((state) => state.loaded)
  const byId = useChats((state) => state.byId)
  const [creating, setCreating] = useState(false)
  useEffect(() => {
    refreshChats().catch((error: unknown) => {
      if (!isAbort(error)) console.warn('Fetching the chats failed', error)
    })
  }, [])
  if (creating) return <ChatNew onBack={() => setCreating(false)} />
  const chats = sortedChats(byId)
  return (
    <Panel
      title={t('chats.chats')}
      level={1}
      headingId={headingId}
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus size={16} aria-hidden="true" /> {t('chats.new')}
        </Button>
      }
    >
      {!loaded ? (
        <Spinner label={t('general.loading')} />
      ) : chats.length === 0 ? (
        <p className={styles.faint}>{t('chats.empty_chat_list_placeholder')}</p>
      ) : (
        <ul className={styles.chatList} aria-labelledby={headingId}>
          {chats.map((chat) => (
            <ChatListItem
              key={chat.id}
              chat={chat}
              viewerId={viewerId}
              viewerName={viewer?.screen_name ?? ''}
            />
          ))}
        </ul>
      )}
    </Panel>
  )
}
