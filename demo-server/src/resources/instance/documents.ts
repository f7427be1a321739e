/**
 * The instance documents (PLEROMA-API §2.1, §2.7): `/api/v1/instance`, nodeinfo and the peers,
 * from the store and the switches (registration; `STARLING_PRIVATE` gives nodeinfo
 * `private: true`; the instance document is the same, as Pleroma's).
 */
import type { AuthConfig } from '../../auth/config'
import { HOST, ORIGIN } from '../../lib/origin'
import {
  DESCRIPTION_LIMIT,
  FIELDS_LIMITS,
  MAX_CHARS,
  MAX_MEDIA,
  POLL_LIMITS,
  PROFILE_UPLOAD_LIMITS,
  SHOUT_LIMIT,
  UPLOAD_LIMIT,
} from '../../model/limits'
import { RESERVED_NICKNAMES } from '../../model/nicknames'
import { acctOf } from '../../model/store'
import type { Store } from '../../model/store'
import { ADMIN_PRIVILEGES, MODERATOR_PRIVILEGES } from '../../model/privileges'

/** `pleroma.metadata.features` of this instance (stock order, PLEROMA-API §2.1). */
export const FEATURES = [
  'pleroma_api',
  'mastodon_api',
  'mastodon_api_streaming',
  'polls',
  'pleroma_explicit_addressing',
  'shareable_emoji_packs',
  'multifetch',
  'pleroma:api/v1/notifications:include_types_filter',
  'editing',
  'quote_posting',
  'chat',
  'shout',
  'pleroma_emoji_reactions',
  'pleroma_chat_messages',
  'exposable_reactions',
  'profile_directory',
]
const POST_FORMATS = ['text/plain', 'text/html', 'text/markdown', 'text/bbcode']
const UPLOAD = { general: UPLOAD_LIMIT, ...PROFILE_UPLOAD_LIMITS }
/** The instance's name (`title`), also the issuer of TOTP provisioning URIs. */
export const TITLE = 'Starling Demo'
const DESCRIPTION =
  'A small, friendly demo instance for the Starling web client: birds, gardens, code and food.'

/** SimplePolicy host lists (`mrf_simple`, §2.7): one or two hosts in every list. */
const MRF_SIMPLE = {
  media_removal: ['hotlink.example'],
  media_nsfw: ['nsfw.example'],
  federated_timeline_removal: ['loud.example', 'bots.example'],
  report_removal: ['reportspam.example'],
  reject: ['spam.example', 'trolls.example'],
  followers_only: ['gossip.example'],
  accept: [
    'birds.example',
    'code.example',
    'garden.example',
    'music.example',
    'social.example',
    'xn--vgel-5qa.example',
  ],
  avatar_removal: ['glitter.example'],
  banner_removal: ['glitter.example'],
  reject_deletes: [],
}

/** Reasons of the hosts that have one (`mrf_simple_info`; the others have none). */
const MRF_SIMPLE_INFO = {
  reject: {
    'spam.example': { reason: 'spam' },
    'trolls.example': { reason: 'harassment of our members' },
  },
  federated_timeline_removal: { 'loud.example': { reason: 'floods the timeline with bot posts' } },
  media_nsfw: { 'nsfw.example': { reason: 'adult media without a warning' } },
  followers_only: { 'gossip.example': { reason: 'reposts followers-only posts in public' } },
}

/**
 * `pleroma.metadata.federation` (MRF transparency on, §2.7): SimplePolicy with every list
 * filled, KeywordPolicy (reject, federated timeline removal, replace), a quarantined instance,
 * ObjectAgePolicy and HashtagPolicy.
 */
const FEDERATION = {
  enabled: true,
  exclusions: false,
  mrf_policies: ['ObjectAgePolicy', 'TagPolicy', 'SimplePolicy', 'KeywordPolicy', 'HashtagPolicy'],
  mrf_object_age: { threshold: 604800, actions: ['delist', 'strip_followers'] },
  mrf_hashtag: { sensitive: ['nsfw'], reject: [], federated_timeline_removal: [] },
  mrf_simple: MRF_SIMPLE,
  mrf_simple_info: MRF_SIMPLE_INFO,
  mrf_keyword: {
    reject: ['buy followers', '~r/crypto ?giveaway/i'],
    federated_timeline_removal: ['#ad'],
    replace: [
      { pattern: 'teh', replacement: 'the' },
      { pattern: '~r/twitter\\.com/i', replacement: 'nitter.example' },
    ],
  },
  quarantined_instances: ['leaky.example'],
  quarantined_instances_info: {
    quarantined_instances: {
      'leaky.example': { reason: 'shows followers-only posts to everyone' },
    },
  },
  rejected_instances: MRF_SIMPLE_INFO.reject,
}

/** Distinct remote domains of known accounts. */
export function peers(store: Store): string[] {
  return [...new Set([...store.accounts.values()].flatMap((a) => (a.host ? [a.host] : [])))].sort()
}

function staff(store: Store): string[] {
  return [...store.accounts.values()]
    .filter((a) => !a.host && (a.is_admin || a.is_moderator))
    .map((a) => `${ORIGIN}/users/${a.username}`)
}

/**
 * The `/api/v1/instance` document (Pleroma 2.7+ shape); `vapidKey` is `pleroma.vapid_public_key`
 * (null while web push is off).
 */
export function instanceDocument(
  store: Store,
  secure: boolean,
  authConfig: AuthConfig,
  vapidKey: string | null,
): Record<string, unknown> {
  const locals = [...store.accounts.values()].filter((a) => !a.host)
  const admin = locals.find((a) => a.is_admin)
  return {
    uri: HOST,
    title: TITLE,
    description: DESCRIPTION,
    short_description: DESCRIPTION,
    email: 'admin@starling.example',
    version: '2.7.2 (compatible; Pleroma 2.9.1)',
    urls: { streaming_api: `${secure ? 'wss' : 'ws'}://${HOST}` },
    stats: {
      user_count: locals.length,
      status_count: store.timeline.filter((s) => !store.accounts.get(s.account_id)?.host).length,
      domain_count: peers(store).length,
    },
    thumbnail: `${ORIGIN}/static/logo.svg`,
    languages: ['en'],
    registrations: authConfig.registrationsOpen,
    approval_required: authConfig.approvalRequired,
    rules: [
      { id: '1', text: 'Be kind to each other.', hint: '' },
      { id: '2', text: 'No spam or advertising.', hint: '' },
    ],
    contact_account: admin ? { id: admin.id, username: admin.username, acct: acctOf(admin) } : null,
    configuration: {
      accounts: { max_featured_tags: 0 },
      statuses: { max_characters: MAX_CHARS, max_media_attachments: MAX_MEDIA },
      media_attachments: {
        image_size_limit: UPLOAD.general,
        video_size_limit: UPLOAD.general,
        supported_mime_types: ['application/octet-stream'],
      },
      polls: {
        max_options: POLL_LIMITS.max_options,
        max_characters_per_option: POLL_LIMITS.max_option_chars,
        min_expiration: POLL_LIMITS.min_expiration,
        max_expiration: POLL_LIMITS.max_expiration,
      },
    },
    max_toot_chars: MAX_CHARS,
    max_media_attachments: MAX_MEDIA,
    poll_limits: POLL_LIMITS,
    upload_limit: UPLOAD.general,
    avatar_upload_limit: UPLOAD.avatar,
    background_upload_limit: UPLOAD.background,
    banner_upload_limit: UPLOAD.banner,
    background_image: `${ORIGIN}/static/background.svg`,
    shout_limit: SHOUT_LIMIT,
    description_limit: DESCRIPTION_LIMIT,
    chat_limit: null,
    pleroma: {
      metadata: {
        account_activation_required: authConfig.activationRequired,
        features: FEATURES,
        federation: FEDERATION,
        fields_limits: FIELDS_LIMITS,
        post_formats: POST_FORMATS,
        birthday_required: false,
        birthday_min_age: 0,
      },
      stats: { mau: locals.length },
      vapid_public_key: vapidKey,
    },
  }
}

/**
 * The web app manifest Pleroma serves at `/manifest.json` (derived from Pleroma's
 * ManifestController: the instance's name and description, the configured icons and colours,
 * standalone display, start at `/`), so the client installs as an app of this instance.
 */
export function manifestDocument(): Record<string, unknown> {
  return {
    name: TITLE,
    short_name: TITLE,
    description: DESCRIPTION,
    icons: [
      { src: `${ORIGIN}/static/icons/icon-192.png`, sizes: '192x192', type: 'image/png' },
      { src: `${ORIGIN}/static/icons/icon-512.png`, sizes: '512x512', type: 'image/png' },
      { src: `${ORIGIN}/static/logo.svg`, sizes: 'any', type: 'image/svg+xml' },
    ],
    theme_color: '#183038',
    background_color: '#183038',
    display: 'standalone',
    scope: `${ORIGIN}/`,
    start_url: '/',
    categories: ['social'],
  }
}

/** The nodeinfo document for schema `version` ("2.0" or "2.1"). */
export function nodeinfoDocument(
  store: Store,
  version: '2.0' | '2.1',
  authConfig: AuthConfig,
): Record<string, unknown> {
  const locals = [...store.accounts.values()].filter((a) => !a.host)
  const software: Record<string, string> = { name: 'pleroma', version: '2.9.1' }
  if (version === '2.1') software.repository = 'https://git.pleroma.social/pleroma/pleroma'
  return {
    version,
    software,
    protocols: ['activitypub'],
    services: { inbound: [], outbound: [] },
    openRegistrations: authConfig.registrationsOpen,
    usage: {
      users: { total: locals.length, activeMonth: locals.length, activeHalfyear: locals.length },
      localPosts: store.timeline.filter((s) => !store.accounts.get(s.account_id)?.host).length,
    },
    metadata: {
      nodeName: TITLE,
      nodeDescription: DESCRIPTION,
      private: authConfig.privateInstance,
      suggestions: { enabled: true },
      staffAccounts: staff(store),
      roles: { admin: ADMIN_PRIVILEGES, moderator: MODERATOR_PRIVILEGES },
      federation: FEDERATION,
      pollLimits: POLL_LIMITS,
      postFormats: POST_FORMATS,
      uploadLimits: UPLOAD,
      fieldsLimits: { maxFields: 10, maxRemoteFields: 20, nameLength: 512, valueLength: 2048 },
      accountActivationRequired: authConfig.activationRequired,
      invitesEnabled: false,
      mailerEnabled: true,
      features: FEATURES,
      restrictedNicknames: RESERVED_NICKNAMES,
      skipThreadContainment: true,
    },
  }
}
