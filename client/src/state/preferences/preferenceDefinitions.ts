/**
 * Every client-side preference: its kind, allowed values and default (s1 §3 "User settings
 * defaults", "Other preferences"; s1 §4/§5 composer options; DECISIONS.md "Defaults and
 * settings"). Where the spec names a setting but no default, the default is Pleroma-FE's (its
 * `config.js` defaultState, or its instance default for settings it leaves to the instance),
 * marked "(Pleroma-FE)".
 *
 * Value rule (s1 §5): simple values are numbers or booleans; collections are arrays of strings.
 * Strings are allowed only for the enumerated settings, whose words are listed here (`enum`):
 * replyVisibility, thirdColumnMode, conversationDisplay, conversationOtherRepliesButton,
 * postContentType, subjectLineBehavior, mentionLinkDisplay, userPopoverAvatarAction, theme and
 * interfaceLanguage (any code of the shape of one). Column widths are numbers in rem (25 means
 * `25rem`), so they stay simple.
 *
 * Server-side settings (s1 §3 "Profile settings group") are not here: they live on the account
 * and are read from the User entity and sent with update_credentials; see serverSideSettings.ts.
 */
import { availableLanguages, pickLanguage } from '../../i18n'
import { DEFAULT_THEME, THEME_CHOICES } from '../../theme'

/** A boolean setting. */
export interface BooleanDefinition {
  kind: 'boolean'
  default: boolean
}
/** A numeric setting with inclusive bounds; `unit` names what the number counts. */
export interface NumberDefinition {
  kind: 'number'
  default: number
  min: number
  max: number
  unit?: 'rem'
}
/** A setting whose value is one of a few words. */
export interface EnumDefinition<T extends string = string> {
  kind: 'enum'
  default: T
  values: readonly T[]
}
/**
 * The interface language: a code of the full list (i18n/languages.ts, lazy), checked here by
 * its shape only (`de`, `ckb`, `pt_BR`, `zh_Hant`, `ja_easy`), since the list stays out of the
 * initial load; a code nobody knows shows English along its chain.
 */
export interface LanguageDefinition {
  kind: 'language'
  default: string
}
/** A collection: an array of strings (muteWords, pinnedNavItems). */
export interface CollectionDefinition {
  kind: 'collection'
  default: readonly string[]
}
export type PreferenceDefinition =
  BooleanDefinition | NumberDefinition | EnumDefinition | LanguageDefinition | CollectionDefinition

const bool = (value: boolean): BooleanDefinition => ({ kind: 'boolean', default: value })
const num = (value: number, min: number, max: number, unit?: 'rem'): NumberDefinition =>
  unit
    ? { kind: 'number', default: value, min, max, unit }
    : { kind: 'number', default: value, min, max }
const oneOf = <const T extends string>(
  values: readonly T[],
  value: NoInfer<T>,
): EnumDefinition<T> => ({
  kind: 'enum',
  default: value,
  values,
})
const list = (value: readonly string[]): CollectionDefinition => ({
  kind: 'collection',
  default: value,
})

/** The browser's preferred interface language among those with a catalogue, else English (s1 §1). */
function browserLanguage(): LanguageDefinition {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [])
  return { kind: 'language', default: pickLanguage(preferred, availableLanguages) }
}

/** The shape of a language code: a base code, then an optional region, script or variant. */
const LANGUAGE_CODE = /^[a-z]{2,3}(_[A-Za-z]{2,8})?$/

/** Column widths in rem: bounds keep the layout usable. */
const WIDTH_MIN_REM = 10
const WIDTH_MAX_REM = 100

/** The definitions, keyed by the preference's name (its path in the preference store). */
export const PREFERENCE_DEFINITIONS = {
  // Display (s1 §3 "User settings defaults" unless noted).
  expertLevel: num(0, 0, 1),
  interfaceLanguage: browserLanguage(),
  theme: oneOf(THEME_CHOICES, DEFAULT_THEME), // instance default pleroma-dark (DECISIONS.md)
  hideAttachments: bool(false), // (Pleroma-FE)
  hideAttachmentsInConv: bool(false), // (Pleroma-FE)
  hideNsfw: bool(true),
  maxThumbnails: num(16, 0, 100),
  preloadImage: bool(true),
  loopVideo: bool(true),
  stopGifs: bool(true),
  collapseMessageWithSubject: bool(false), // (Pleroma-FE)
  mentionLinkDisplay: oneOf(['short', 'full_for_remote', 'full'], 'short'),
  mentionLinkShowAvatar: bool(false), // (Pleroma-FE)
  userPopoverAvatarAction: oneOf(['open', 'zoom', 'close'], 'open'),
  userHighlights: list([]), // s1 §3 User.highlight, per screen name (lib/highlight.ts)
  hideISP: bool(false), // (Pleroma-FE)
  hideInstanceWallpaper: bool(false), // (Pleroma-FE)
  hideShoutbox: bool(false), // (Pleroma-FE)

  // Timelines and threads.
  replyVisibility: oneOf(['all', 'following', 'self'], 'all'),
  conversationDisplay: oneOf(['tree', 'linear'], 'linear'), // instance default linear (s1 §3)
  maxDepthInThread: num(6, 1, 100), // instance default 6 (s1 §3, §9)
  conversationTreeAdvanced: bool(false), // (Pleroma-FE)
  conversationTreeFadeAncestors: bool(false), // (Pleroma-FE)
  conversationOtherRepliesButton: oneOf(['below', 'inside'], 'below'), // (Pleroma-FE)
  hideFilteredStatuses: bool(false), // (Pleroma-FE)
  muteBotStatuses: bool(false), // (Pleroma-FE)
  muteWords: list([]),
  virtualScrolling: bool(true), // DECISIONS.md
  streaming: bool(false), // DECISIONS.md: show new statuses automatically at the top
  useStreamingApi: bool(true), // DECISIONS.md: use the websocket when offered
  pauseOnUnfocused: bool(true),

  // Notifications (s1 §3 notificationVisibility: all true).
  'notificationVisibility.follows': bool(true),
  'notificationVisibility.mentions': bool(true),
  'notificationVisibility.likes': bool(true),
  'notificationVisibility.repeats': bool(true),
  'notificationVisibility.moves': bool(true),
  'notificationVisibility.emojiReactions': bool(true),
  'notificationVisibility.followRequest': bool(true),
  'notificationVisibility.reports': bool(true),
  'notificationVisibility.chatMention': bool(true),
  'notificationVisibility.polls': bool(true),
  webPushNotifications: bool(false),

  // Layout (s1 §2 "Layout types"; widths s1 §3).
  sidebarRight: bool(false), // (Pleroma-FE)
  navbarColumnStretch: bool(false), // (Pleroma-FE)
  thirdColumnMode: oneOf(['none', 'notifications', 'postform'], 'notifications'),
  disableStickyHeaders: bool(false), // (Pleroma-FE)
  showScrollbars: bool(false), // (Pleroma-FE)
  sidebarColumnWidth: num(25, WIDTH_MIN_REM, WIDTH_MAX_REM, 'rem'),
  contentColumnWidth: num(45, WIDTH_MIN_REM, WIDTH_MAX_REM, 'rem'),
  notifsColumnWidth: num(25, WIDTH_MIN_REM, WIDTH_MAX_REM, 'rem'),
  alwaysShowNewPostButton: bool(false), // (Pleroma-FE)
  autohideFloatingPostButton: bool(false), // (Pleroma-FE)

  // Composer (s1 §5; DECISIONS.md).
  submitOnEnter: bool(false),
  optimisticPosting: bool(false),
  postContentType: oneOf(['text/plain', 'text/html', 'text/markdown', 'text/bbcode'], 'text/plain'),
  subjectLineBehavior: oneOf(['email', 'masto', 'noop'], 'email'), // email-like, as is, none (s1 §3)
  alwaysShowSubjectInput: bool(true), // (Pleroma-FE)
  scopeCopy: bool(true), // (Pleroma-FE)
  sensitiveByDefault: bool(false), // (Pleroma-FE)
  padEmoji: bool(true), // (Pleroma-FE)
  hideScopeNotice: bool(false), // (Pleroma-FE)
  minimalScopesMode: bool(false), // (Pleroma-FE)

  // Mirrors of the server-side prefsStorage (s1 §3 "Server-side preferences").
  dontShowUpdateNotifs: bool(false),
  collapseNav: bool(false),
  pinnedNavItems: list(['home', 'dms', 'chats']),
} satisfies Record<string, PreferenceDefinition>

type Definitions = typeof PREFERENCE_DEFINITIONS
/** A preference's name. */
export type PreferenceKey = keyof Definitions
type ValueOf<D> =
  D extends EnumDefinition<infer T>
    ? T
    : D extends BooleanDefinition
      ? boolean
      : D extends LanguageDefinition
        ? string
        : D extends NumberDefinition
          ? number
          : readonly string[]
/** Every preference with its value type. */
export type Preferences = { [K in PreferenceKey]: ValueOf<Definitions[K]> }

/** All preference names, in definition order. */
export const PREFERENCE_KEYS = Object.keys(PREFERENCE_DEFINITIONS) as PreferenceKey[]

/** Whether `key` names a client-side preference. */
export function isPreferenceKey(key: string): key is PreferenceKey {
  return Object.hasOwn(PREFERENCE_DEFINITIONS, key)
}

/** The definition of one preference. */
export function definitionOf(key: PreferenceKey): PreferenceDefinition {
  return PREFERENCE_DEFINITIONS[key]
}

/** The built-in default of one preference. */
export function defaultOf<K extends PreferenceKey>(key: K): Preferences[K] {
  return PREFERENCE_DEFINITIONS[key].default as Preferences[K]
}

/** Whether `value` is allowed for `key` (kind, bounds, enumerated words; s1 §5). */
export function isValidPreference<K extends PreferenceKey>(
  key: K,
  value: unknown,
): value is Preferences[K] {
  const definition = definitionOf(key)
  switch (definition.kind) {
    case 'boolean':
      return typeof value === 'boolean'
    case 'number':
      return (
        typeof value === 'number' &&
        Number.isFinite(value) &&
        value >= definition.min &&
        value <= definition.max
      )
    case 'enum':
      return typeof value === 'string' && definition.values.includes(value)
    case 'language':
      return typeof value === 'string' && LANGUAGE_CODE.test(value)
    case 'collection':
      return Array.isArray(value) && value.every((item) => typeof item === 'string')
  }
}
