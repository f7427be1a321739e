/**
 * Every emoji the composer knows: the instance's custom emoji at once and, once `wanted`, the
 * unicode emoji of the interface language (loaded on demand; a failure is only logged, s2 §8).
 */
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useInstance } from '../../state/instance'
import { loadUnicodeEmoji } from './emojiData'
import type { EmojiItem } from './scoring'

/** Custom emoji first, then unicode emoji once loaded. */
export function useEmojiList(wanted: boolean): EmojiItem[] {
  const { i18n } = useTranslation()
  const custom = useInstance((s) => s.config.customEmoji)
  const [unicode, setUnicode] = useState<EmojiItem[]>([])
  useEffect(() => {
    if (!wanted) return
    let live = true
    loadUnicodeEmoji(i18n.language)
      .then((items) => live && setUnicode(items))
      .catch((error: unknown) => console.warn('Emoji data failed to load', error))
    return () => {
      live = false
    }
  }, [wanted, i18n.language])
  return useMemo(() => [...custom, ...unicode], [custom, unicode])
}
