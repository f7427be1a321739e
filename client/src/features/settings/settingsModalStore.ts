/**
 * The settings modal's state (s1 §2 "Modals", s1 §4 "Settings modal"): hidden to visible on
 * open; visible and minimized toggle; close goes to hidden. The chosen tab is kept while the
 * modal is minimized or closed, so reopening shows the same tab.
 */
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import type { SettingsTabId } from './settingsTabs'

/** Where the settings modal is. */
export type SettingsModalState = 'hidden' | 'visible' | 'minimized'

/** The modal store (vanilla; React reads it through {@link useSettingsModal}). */
export const settingsModalStore = createStore<{ state: SettingsModalState; tab: SettingsTabId }>()(
  () => ({ state: 'hidden', tab: 'general' }),
)

/** Shows the settings (from hidden or minimized), on `tab` when given, else on the last tab. */
export function openSettings(tab?: SettingsTabId): void {
  settingsModalStore.setState(tab ? { state: 'visible', tab } : { state: 'visible' })
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

/** Shows tab `tab` in the modal. */
export function chooseSettingsTab(tab: SettingsTabId): void {
  settingsModalStore.setState({ tab })
}

/** React: the modal's state. */
export function useSettingsModal(): SettingsModalState {
  return useStore(settingsModalStore, (store) => store.state)
}

/** React: the chosen tab. */
export function useSettingsTab(): SettingsTabId {
  return useStore(settingsModalStore, (store) => store.tab)
}
