/**
 * `useFixedT()`: the messages of the active language for components that render many times over
 * (the parts of a post card), in place of react-i18next's `useTranslation()`. Same `{ t }`,
 * same re-render when the language changes; without what useTranslation sets up for each
 * component it renders (a copy of the i18next instance, a fixed `t`, a language listener, and a
 * check of the loaded catalogues at every render), which made about a fifth of rendering a
 * post card (issue 20). One `t` per language and one listener are shared by all of them.
 */
import { useSyncExternalStore } from 'react'
import type { TFunction } from 'i18next'
import { i18n } from './index'

/** What {@link useFixedT} gives: the `t` of the active language. */
export interface FixedT {
  t: TFunction
}

let current: (FixedT & { language: string }) | null = null
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

/** The `{ t }` of the active language: the same object until the language changes. */
function snapshot(): FixedT {
  const language = i18n.language
  if (current?.language !== language) current = { language, t: i18n.getFixedT(language) }
  return current
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) i18n.on('languageChanged', notify)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) i18n.off('languageChanged', notify)
  }
}

/**
 * `{ t }` of the active language (i18n/index.ts), re-rendering the component when the
 * language changes (i18next's `languageChanged`), as `useTranslation()` does.
 */
export function useFixedT(): FixedT {
  return useSyncExternalStore(subscribe, snapshot)
}
