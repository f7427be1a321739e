/**
 * The tabs of the settings modal (s1 §2 "Settings tabs"), in screen order. A large tab's panel
 * is its own lazy chunk (default export of its module), so opening the modal loads only the tab
 * shown; a tiny one (Version) is part of the modal's chunk, since a chunk of its own costs more
 * than it saves. A tab with `needsLogin` is offered only while someone is signed in.
 *
 * Adding a tab: write `XTab.tsx` (default export, no props), add its id to
 * {@link SettingsTabId} and an entry below (`lazy(() => import('./XTab'))`), and its label
 * under `settings.*` in every locale.
 */
import { lazy, type ComponentType } from 'react'
import VersionTab from './VersionTab'

/** Ids of the tabs. */
export type SettingsTabId =
  'general' | 'profile' | 'security' | 'notifications' | 'data' | 'mutes' | 'theme' | 'version'

/** One tab: id, label message key, whether it needs a session, and its lazy panel. */
export interface SettingsTabDefinition {
  id: SettingsTabId
  label: string
  needsLogin: boolean
  Panel: ComponentType
}

/** The General tab, shown to everyone and when the chosen tab is not offered. */
export const GENERAL_TAB: SettingsTabDefinition = {
  id: 'general',
  label: 'settings.general',
  needsLogin: false,
  Panel: lazy(() => import('./GeneralTab')),
}

/** Every tab, in screen order. */
export const SETTINGS_TABS: readonly SettingsTabDefinition[] = [
  GENERAL_TAB,
  {
    id: 'profile',
    label: 'settings.profile_tab',
    needsLogin: true,
    Panel: lazy(() => import('./profile/ProfileTab')),
  },
  {
    id: 'security',
    label: 'settings.security_tab',
    needsLogin: true,
    Panel: lazy(() => import('./security/SecurityTab')),
  },
  {
    id: 'notifications',
    label: 'settings.notifications',
    needsLogin: true,
    Panel: lazy(() => import('./notifications-tab/NotificationsTab')),
  },
  {
    id: 'data',
    label: 'settings.data_import_export_tab',
    needsLogin: true,
    Panel: lazy(() => import('./data/DataTab')),
  },
  {
    id: 'mutes',
    label: 'settings.mutes_and_blocks',
    needsLogin: true,
    Panel: lazy(() => import('./mutes/MutesTab')),
  },
  {
    id: 'theme',
    label: 'settings.theme',
    needsLogin: false,
    Panel: lazy(() => import('./theme/ThemeTab')),
  },
  {
    id: 'version',
    label: 'settings.version.title',
    needsLogin: false,
    Panel: VersionTab,
  },
]
