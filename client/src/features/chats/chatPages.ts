/** The chat pages in one chunk (see pages.tsx). */
export { default as ChatsPage } from './ChatsPage'
export { default as ChatPage } from './ChatPage'
