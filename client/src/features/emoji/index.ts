import { lazy } from 'react'

/** Emoji for the composer: the picker, the list with scoring for autocomplete (s1 §4). */
export type { EmojiPickerProps } from './EmojiPicker'
/** The emoji and sticker picker, in its own chunk: loaded the first time it opens. */
export const EmojiPicker = lazy(() => import('./EmojiPicker'))
export { suggestEmoji, type EmojiItem } from './scoring'
export { useEmojiList } from './useEmojiList'
