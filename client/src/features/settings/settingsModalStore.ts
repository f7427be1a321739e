/**
 * The settings modal's state (s1 §2 "Modals", s1 §4 "Settings modal"): hidden to visible on
 * open; visible and minimized toggle; close goes to hidden.
 */
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

/** Where the settings modal is. */
export type SettingsModalState = 'hidden' | 'visible' | 'minimized'

/** The modal store (vanilla; React reads it through {@link useSettingsModal}). */
export const settingsModalStore = createStore<{ state: SettingsModalState }>()(() => ({
  state: 'hidden',
}))

/** Shows the settings (from hidden or minimized). */
export function openSettings(): void {
  settingsModalStore.setState({ state: 'visible' })
}

/** Hides the settings. */
export function closeSettings(): void {
  settingsModalStore.setState({ state: 'hidden' })
}

/** Minimizes visible settings, or brings minimized ones back; no-op while hidden. */
export function toggleMinimized(): void {
  const { state } = settingsModalStore.getState()
  if (state === 'visible') settingsModalStore.setState({ state: 'minimized' })
  else if (state === 'minimized') settingsModalStore.setState({ state: 'visible' })
}

/** React: the modal's state. */
export function useSettingsModal(): SettingsModalState {
  return useStore(settingsModalStore, (store) => store.state)
}
