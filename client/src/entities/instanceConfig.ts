/**
 * s1 §3 "Instance config": every field with its default, and the merge of the start-up
 * answers (s2 §7) in the order defaults < /static/config.json < frontend_configurations.pleroma_fe
 * < values derived from /api/v1/instance and nodeinfo.
 */
import type { RawFrontendOptions, RawInstance, RawNodeinfo } from '../api/schemas/instance'
import type { StickerPack } from './types'
import { hasFeature, softwareFromVersion, type ServerFacts, type ShapeMark } from './features'
import {
  instanceFileFields,
  serverFiles,
  type CustomEmoji,
  type InstanceFileAnswers,
} from './instanceFiles'

export type { CustomEmoji } from './instanceFiles'

export interface PollLimits {
  max_options: number
  max_option_chars: number
  /** Seconds. */
  min_expiration: number
  /** Seconds. */
  max_expiration: number
}

/** Upload limits in bytes (s1 §3), parsed as integers; null when the server gives none. */
export interface UploadLimits {
  general: number | null
  avatar: number | null
  background: number | null
  banner: number | null
}

export interface FieldsLimits {
  maxFields: number
  maxRemoteFields: number
  nameLength: number
  valueLength: number
}

/** s1 §3 "Instance config": every field the client reads. */
export interface InstanceConfig {
  name: string
  registrationOpen: boolean
  /** Instance origin. */
  server: string
  textlimit: number
  defaultAvatar: string
  defaultBanner: string
  background: string
  logo: string
  logoMask: boolean
  logoMargin: string
  logoLeft: boolean
  hideSitename: boolean
  theme: string
  loginMethod: string
  postContentType: string
  subjectLineBehavior: string
  conversationDisplay: string
  maxDepthInThread: number
  redirectRootLogin: string
  redirectRootNoLogin: string
  alwaysShowSubjectInput: boolean
  scopeCopy: boolean
  collapseMessageWithSubject: boolean
  hidePostStats: boolean
  hideUserStats: boolean
  hideFilteredStatuses: boolean
  hideMutedPosts: boolean
  greentext: boolean
  sidebarRight: boolean
  nsfwCensorImage: string
  webPushNotifications: boolean
  vapidPublicKey: string | null
  pollsAvailable: boolean
  shoutAvailable: boolean
  pleromaChatMessagesAvailable: boolean
  gopherAvailable: boolean
  suggestionsEnabled: boolean
  mediaProxyAvailable: boolean
  minimalScopesMode: boolean
  showInstanceSpecificPanel: boolean
  /** HTML of /instance/panel.html (unsanitized; render through RichText). */
  instanceSpecificPanelContent: string | null
  showFeaturesPanel: boolean
  editingAvailable: boolean
  safeDM: boolean
  federating: boolean
  private: boolean
  accountApprovalRequired: boolean
  accountActivationRequired: boolean
  mailerEnabled: boolean
  postFormats: string[]
  restrictedNicknames: string[]
  knownDomains: string[]
  customEmoji: CustomEmoji[]
  /** Unicode emoji; loaded on demand by the emoji picker. */
  emoji: CustomEmoji[]
  staffAccounts: string[]
  /**
   * The MRF transparency object (s1 §3 "Federation policy"; PLEROMA-API §2.1, §2.7
   * `metadata.federation`), as sent: read by the about page's federation panel.
   */
  federation: Record<string, unknown> | null
  stickers: StickerPack[]
  /** HTML of /static/terms-of-service.html (unsanitized). */
  tos: string | null
  backendVersion: string
  uploadlimit: UploadLimits
  fieldsLimits: FieldsLimits | null
  pollLimits: PollLimits
  /** Attachments per post; null = no limit (DECISIONS.md). */
  fileLimit: number | null
  /** Theme list from /static/styles.json. */
  styles: Record<string, unknown>
  /** Metadata feature names, for supports(). */
  features: string[]
  software: ServerFacts['software']
  /** What the instance document's shape shows, for supports(). */
  shape: ShapeMark[]
  /**
   * The streaming origin (`urls.streaming_api`, or v2 `configuration.urls.streaming`, as sent:
   * `wss://host`); null when the server names none (the socket then goes to `server`).
   */
  streamingApi: string | null
  description: string
  languages: string[]
}

/** The defaults of s1 §3 and DECISIONS.md. */
export function defaultInstanceConfig(server: string): InstanceConfig {
  return {
    name: 'Starling',
    registrationOpen: false,
    server,
    textlimit: 5000,
    defaultAvatar: '/images/avi.png',
    defaultBanner: '/images/banner.png',
    background: '/static/aurora_borealis.jpg',
    logo: '/static/logo.svg',
    logoMask: true,
    logoMargin: '.2em',
    logoLeft: false,
    hideSitename: false,
    theme: 'pleroma-dark',
    loginMethod: 'password',
    postContentType: 'text/plain',
    subjectLineBehavior: 'email',
    conversationDisplay: 'linear',
    maxDepthInThread: 6,
    redirectRootLogin: '/main/friends',
    redirectRootNoLogin: '/main/all',
    alwaysShowSubjectInput: true,
    scopeCopy: true,
    collapseMessageWithSubject: false,
    hidePostStats: false,
    hideUserStats: false,
    hideFilteredStatuses: false,
    hideMutedPosts: false,
    greentext: false,
    sidebarRight: false,
    nsfwCensorImage: '',
    webPushNotifications: false,
    vapidPublicKey: null,
    pollsAvailable: false,
    shoutAvailable: false,
    pleromaChatMessagesAvailable: false,
    gopherAvailable: false,
    suggestionsEnabled: false,
    mediaProxyAvailable: false,
    minimalScopesMode: false,
    showInstanceSpecificPanel: false,
    instanceSpecificPanelContent: null,
    showFeaturesPanel: true,
    editingAvailable: false,
    safeDM: true,
    federating: true,
    private: false,
    accountApprovalRequired: false,
    accountActivationRequired: false,
    mailerEnabled: false,
    postFormats: ['text/plain'],
    restrictedNicknames: [],
    knownDomains: [],
    customEmoji: [],
    emoji: [],
    staffAccounts: [],
    federation: null,
    stickers: [],
    tos: null,
    backendVersion: '',
    uploadlimit: { general: null, avatar: null, background: null, banner: null },
    fieldsLimits: null,
    pollLimits: {
      max_options: 4,
      max_option_chars: 255,
      min_expiration: 60,
      max_expiration: 86400,
    },
    fileLimit: null,
    styles: {},
    features: [],
    software: null,
    shape: [],
    streamingApi: null,
    description: '',
    languages: [],
  }
}

/** Keys a front-end options document (config.json, pleroma_fe) may set (PLEROMA-API §2.2-2.3). */
const FRONTEND_KEYS = [
  'name',
  'defaultAvatar',
  'defaultBanner',
  'background',
  'logo',
  'logoMask',
  'logoMargin',
  'logoLeft',
  'hideSitename',
  'theme',
  'loginMethod',
  'postContentType',
  'subjectLineBehavior',
  'conversationDisplay',
  'maxDepthInThread',
  'redirectRootLogin',
  'redirectRootNoLogin',
  'alwaysShowSubjectInput',
  'scopeCopy',
  'collapseMessageWithSubject',
  'hidePostStats',
  'hideUserStats',
  'hideFilteredStatuses',
  'hideMutedPosts',
  'greentext',
  'sidebarRight',
  'nsfwCensorImage',
  'webPushNotifications',
  'minimalScopesMode',
  'showInstanceSpecificPanel',
  'showFeaturesPanel',
] as const satisfies readonly (keyof InstanceConfig)[]

/** Copies the known options whose type matches the default's; others are ignored. */
export function applyFrontendOptions(
  config: InstanceConfig,
  options: RawFrontendOptions | undefined,
): InstanceConfig {
  if (!options) return config
  const next: Record<string, unknown> = { ...config }
  for (const key of FRONTEND_KEYS) {
    const value = options[key]
    if (value !== undefined && value !== null && typeof value === typeof config[key]) {
      next[key] = value
    }
  }
  if (options.theme === '' || options.theme === null) next.theme = 'pleroma-dark'
  return next as unknown as InstanceConfig
}

/** The start-up answers; each is undefined when its call failed. */
export interface StartupAnswers extends InstanceFileAnswers {
  staticConfig?: RawFrontendOptions
  frontendConfig?: RawFrontendOptions
  instance?: RawInstance
  nodeinfo?: RawNodeinfo
  panel?: string | null
}

/** The streaming URL and the shape marks of the instance document (features.ts ShapeMark). */
function instanceShape(i: RawInstance | undefined): {
  streamingApi: string | null
  shape: ShapeMark[]
} {
  const url = i?.urls?.streaming_api ?? i?.configuration?.urls?.streaming ?? ''
  // A ws(s) or http(s) URL with a host; anything else (empty, a path, a typo) is none.
  const streamingApi = /^(wss?|https?):\/\/[^/\s]/.test(url) ? url : null
  const shape: ShapeMark[] = []
  if (streamingApi) shape.push('streaming_api')
  if (i?.configuration?.translation?.enabled === true) shape.push('translation')
  return { streamingApi, shape }
}

/** Merges the answers over the defaults in the order of the module docstring. */
export function buildInstanceConfig(server: string, a: StartupAnswers): InstanceConfig {
  let c = defaultInstanceConfig(server)
  // The default logo and wallpaper are files of a Pleroma's front-end folder: a server without
  // Pleroma's front-end files (GoToSocial, Mastodon; issue 13) has neither.
  if (!a.staticConfig && !a.frontendConfig) c = { ...c, logo: '', background: '' }
  c = applyFrontendOptions(c, a.staticConfig)
  c = applyFrontendOptions(c, a.frontendConfig)
  const i = a.instance
  const meta = i?.pleroma?.metadata
  const ni = a.nodeinfo?.metadata
  const features = [
    ...new Set([
      ...(meta?.features ?? []),
      ...(ni?.features ?? []),
      ...(i?.fedibird_capabilities ?? []),
    ]),
  ]
  const software = a.nodeinfo?.software?.name
    ? { name: a.nodeinfo.software.name.toLowerCase(), version: a.nodeinfo.software.version ?? '' }
    : softwareFromVersion(i?.version)
  const { streamingApi, shape } = instanceShape(i)
  const facts: ServerFacts = { features, software, shape }
  const polls = i?.poll_limits ?? ni?.pollLimits
  const mPolls = i?.configuration?.polls
  const fields = meta?.fields_limits ?? ni?.fieldsLimits
  const uploads = ni?.uploadLimits
  const derived: Partial<InstanceConfig> = {
    name: i?.title ?? ni?.nodeName ?? c.name,
    description: i?.description ?? ni?.nodeDescription ?? c.description,
    languages: i?.languages ?? c.languages,
    registrationOpen: i?.registrations ?? a.nodeinfo?.openRegistrations ?? c.registrationOpen,
    textlimit: i?.max_toot_chars ?? i?.configuration?.statuses?.max_characters ?? c.textlimit,
    background: i?.background_image ?? c.background,
    vapidPublicKey: i?.pleroma?.vapid_public_key ?? c.vapidPublicKey,
    accountApprovalRequired: i?.approval_required ?? c.accountApprovalRequired,
    accountActivationRequired:
      meta?.account_activation_required ??
      ni?.accountActivationRequired ??
      c.accountActivationRequired,
    mailerEnabled: ni?.mailerEnabled ?? c.mailerEnabled,
    federating: meta?.federation?.enabled ?? ni?.federation?.enabled ?? c.federating,
    private: ni?.private ?? c.private,
    suggestionsEnabled: ni?.suggestions?.enabled ?? c.suggestionsEnabled,
    postFormats: meta?.post_formats ?? ni?.postFormats ?? c.postFormats,
    restrictedNicknames: ni?.restrictedNicknames ?? c.restrictedNicknames,
    staffAccounts: ni?.staffAccounts ?? c.staffAccounts,
    federation: ni?.federation ?? meta?.federation ?? null,
    backendVersion: i?.version ?? a.nodeinfo?.software?.version ?? c.backendVersion,
    pollLimits: {
      max_options: polls?.max_options ?? mPolls?.max_options ?? c.pollLimits.max_options,
      max_option_chars:
        polls?.max_option_chars ??
        mPolls?.max_characters_per_option ??
        c.pollLimits.max_option_chars,
      min_expiration:
        polls?.min_expiration ?? mPolls?.min_expiration ?? c.pollLimits.min_expiration,
      max_expiration:
        polls?.max_expiration ?? mPolls?.max_expiration ?? c.pollLimits.max_expiration,
    },
    uploadlimit: {
      general: i?.upload_limit ?? uploads?.general ?? null,
      avatar: i?.avatar_upload_limit ?? uploads?.avatar ?? null,
      background: i?.background_upload_limit ?? uploads?.background ?? null,
      banner: i?.banner_upload_limit ?? uploads?.banner ?? null,
    },
    fieldsLimits: fields
      ? {
          maxFields: fields.max_fields ?? fields.maxFields ?? 10,
          maxRemoteFields: fields.max_remote_fields ?? fields.maxRemoteFields ?? 20,
          nameLength: fields.name_length ?? fields.nameLength ?? 512,
          valueLength: fields.value_length ?? fields.valueLength ?? 2048,
        }
      : null,
    fileLimit:
      i?.configuration?.statuses?.max_media_attachments ?? i?.max_media_attachments ?? null,
    features,
    software,
    shape,
    streamingApi,
    pollsAvailable: hasFeature(facts, 'polls'),
    shoutAvailable: hasFeature(facts, 'shout'),
    pleromaChatMessagesAvailable: hasFeature(facts, 'chats'),
    gopherAvailable: hasFeature(facts, 'gopher'),
    mediaProxyAvailable: hasFeature(facts, 'mediaProxy'),
    editingAvailable: hasFeature(facts, 'editing'),
    safeDM: hasFeature(facts, 'safeDM'),
    instanceSpecificPanelContent: a.panel ?? null,
  }
  const config = { ...c, ...derived }
  return { ...config, ...serverFiles(config, server), ...instanceFileFields(server, a) }
}
