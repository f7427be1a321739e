/** Emoji for the composer: the picker, the list with scoring for autocomplete (s1 §4). */
export { default as EmojiPicker, type EmojiPickerProps } from './EmojiPicker'
export { suggestEmoji, type EmojiItem } from './scoring'
export { useEmojiList } from './useEmojiList'
