import { MoveLeft } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { searchAccounts } from '../../api/endpoints/search'
import { UserName } from '../../content/UserName'
import type { User } from '../../entities/types'
import { sortedChats, useChats } from '../../state/chats/chatsStore'
import { entities, useUser } from '../../state/entities'
import { isAbort, load } from '../../state/load'
import { useSession } from '../../state/session'
import { Avatar } from '../../ui/Avatar'
import { Panel } from '../../ui/Panel'
import { chatPath } from './chatPaths'
import styles from './Chats.module.css'

/** How long typing must pause before the search is sent, ms. */
const SEARCH_DELAY_MS = 300

/**
 * New chat (s1 §2 "New chat"): a back button and the 'Search people' box; an empty query
 * suggests the accounts of existing chats, otherwise the account search's results (debounced
 * 300 ms). Choosing a person opens their chat (route chat; the chat view opens it with POST
 * by-account-id when it does not exist yet).
 */
export function ChatNew({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation()
  const headingId = useId()
  const navigate = useNavigate()
  const viewerId = useSession((session) => session.user) ?? ''
  const viewer = useUser(viewerId)
  const byId = useChats((state) => state.byId)
  const [query, setQuery] = useState('')
  const [found, setFound] = useState<{ query: string; ids: string[] } | null>(null)
  const trimmed = query.trim()
  useEffect(() => {
    if (trimmed === '') return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      load((signal) => searchAccounts(trimmed, signal), controller.signal).then(
        ({ users }) => setFound({ query: trimmed, ids: users.map((u) => u.id) }),
        (error: unknown) => {
          if (!isAbort(error)) console.warn('Searching people failed', error)
        },
      )
    }, SEARCH_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [trimmed])
  const ids =
    trimmed === ''
      ? sortedChats(byId).map((chat) => chat.account)
      : found?.query === trimmed
        ? found.ids.filter((id) => id !== viewerId)
        : []
  const users = ids.flatMap((id) => entities().getState().users[id] ?? [])
  const open = (user: User) => void navigate(chatPath(viewer?.screen_name ?? '', user.id))
  return (
    <Panel
      start={
        <button
          type="button"
          className={styles.iconButton}
          onClick={onBack}
          aria-label={t('chats.back')}
        >
          <MoveLeft size={18} aria-hidden="true" />
        </button>
      }
      title={t('chats.new')}
      level={1}
      headingId={headingId}
    >
      <div className={styles.searchBox}>
        <input
          type="search"
          className={styles.input}
          aria-label={t('chats.search_people')}
          placeholder={t('chats.search_people')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoFocus
        />
      </div>
      <ul className={styles.chatList} aria-label={t('chats.people')}>
        {users.map((user) => (
          <li key={user.id} className={styles.chatRow}>
            <button type="button" className={styles.personButton} onClick={() => open(user)}>
              <Avatar src={user.profile_image_url} alt="" className={styles.avatar} />
              <span className={styles.chatBody}>
                <strong className={styles.chatName}>
                  <UserName user={user} />
                </strong>
                <span className={styles.faintInline}>@{user.screen_name}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Panel>
  )
}
