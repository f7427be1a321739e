/**
 * The chat routes' pages (s1 §2 chats, chat) behind one small module: the route table loads it
 * through one dynamic import, and the pages load together from here as one chunk
 * (chatPages.ts), so the initial load carries no list of the chat pages' dependencies and the
 * two pages split nothing out between them (the budget, docs/ARCHITECTURE.md).
 */
import { lazy, Suspense } from 'react'
import { Spinner } from '../../ui/Spinner'

const ChatList = lazy(() => import('./chatPages').then((m) => ({ default: m.ChatsPage })))
const ChatView = lazy(() => import('./chatPages').then((m) => ({ default: m.ChatPage })))

/** Route chats: the chat list (ChatsPage.tsx). */
export function ChatsPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <ChatList />
    </Suspense>
  )
}

/** Route chat: one chat (ChatPage.tsx). */
export function ChatPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <ChatView />
    </Suspense>
  )
}
