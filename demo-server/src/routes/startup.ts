/**
 * Start-up documents (s2 §7 "Start-up"; PLEROMA-API §2): instance, frontend configurations,
 * static config files, panel, nodeinfo, styles, custom emoji and peers.
 */
import type { FastifyInstance } from 'fastify'
import { HOST, ORIGIN, acctOf } from '../store'
import type { Store } from '../store'
import { fillOrigin, sendJson } from '../http/reply'
import { ADMIN_PRIVILEGES, MODERATOR_PRIVILEGES } from '../serialize/account'
import type { AuthConfig } from '../auth/config'

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
  // 'chat' (the shoutbox) and 'pleroma_chat_messages' (chats) come when the demo serves them:
  // an instance advertises only what it answers.
  'pleroma_emoji_reactions',
  'exposable_reactions',
  'profile_directory',
]
const POST_FORMATS = ['text/plain', 'text/html', 'text/markdown', 'text/bbcode']
const POLL_LIMITS = {
  max_options: 20,
  max_option_chars: 200,
  min_expiration: 0,
  max_expiration: 31536000,
}
const UPLOAD = { general: 16000000, avatar: 2000000, banner: 4000000, background: 4000000 }
const TITLE = 'Starling Demo'
const DESCRIPTION =
  'A small, friendly demo instance for the Starling web client: birds, gardens, code and food.'

/** `pleroma.metadata.federation` (MRF transparency on). */
const FEDERATION = {
  enabled: true,
  exclusions: false,
  mrf_policies: ['ObjectAgePolicy', 'TagPolicy', 'SimplePolicy', 'HashtagPolicy'],
  mrf_object_age: { threshold: 604800, actions: ['delist', 'strip_followers'] },
  mrf_hashtag: { sensitive: ['nsfw'], reject: [], federated_timeline_removal: [] },
  mrf_simple: {
    media_removal: [],
    media_nsfw: ['nsfw.example'],
    federated_timeline_removal: [],
    report_removal: [],
    reject: ['spam.example'],
    followers_only: [],
    accept: [],
    avatar_removal: [],
    banner_removal: [],
    reject_deletes: [],
  },
  mrf_simple_info: { reject: { 'spam.example': { reason: 'spam' } } },
  quarantined_instances: [],
  quarantined_instances_info: { quarantined_instances: {} },
  rejected_instances: { 'spam.example': { reason: 'spam' } },
}

/** Pleroma-FE style options shared by config.json and frontend_configurations.pleroma_fe. */
const FE_CONFIG = {
  alwaysShowSubjectInput: true,
  background: '/static/background.svg',
  collapseMessageWithSubject: false,
  disableChat: false,
  greentext: true,
  hideFilteredStatuses: false,
  hideMutedPosts: false,
  hidePostStats: false,
  hideSitename: false,
  hideUserStats: false,
  // STARLING_LOGIN_METHOD=token makes the demo ask clients for the token (authorize page) login.
  loginMethod: process.env.STARLING_LOGIN_METHOD === 'token' ? 'token' : 'password',
  logo: '/static/logo.svg',
  logoMargin: '.1em',
  logoMask: true,
  minimalScopesMode: false,
  noAttachmentLinks: false,
  nsfwCensorImage: '',
  postContentType: 'text/plain',
  redirectRootLogin: '/main/friends',
  redirectRootNoLogin: '/main/all',
  scopeCopy: true,
  showFeaturesPanel: true,
  showInstanceSpecificPanel: true,
  sidebarRight: false,
  subjectLineBehavior: 'email',
  theme: 'pleroma-dark',
  webPushNotifications: false,
}

/** Inline theme list (older Pleroma-FE format: name, bg, fg, text, link, red, green, blue, orange). */
const STYLES = {
  'pleroma-dark': [
    'Pleroma Dark',
    '#121a24',
    '#182230',
    '#b9b9ba',
    '#d8a070',
    '#d31014',
    '#0fa00f',
    '#0095ff',
    '#ffa500',
  ],
  'pleroma-light': [
    'Pleroma Light',
    '#f2f4f6',
    '#dbe0e8',
    '#304055',
    '#f86f0f',
    '#d31014',
    '#0fa00f',
    '#0095ff',
    '#ffa500',
  ],
  'classic-dark': [
    'Classic Dark',
    '#161c20',
    '#282e32',
    '#b9b9b9',
    '#baaa9c',
    '#d31014',
    '#0fa00f',
    '#0095ff',
    '#ffa500',
  ],
}

const PANEL_HTML = `<div class="instance-panel">
<p>Welcome to the <strong>Starling demo</strong>! This is a small made-up instance full of birds, gardens and bread.</p>
<p>Browse the <a href="/main/public">local timeline</a> or the <a href="/main/all">whole known network</a>, and say hi to <a href="/users/alice">@alice</a>.</p>
</div>
`

const TOS_HTML = `<h4>Terms of service</h4>
<p>This is a demonstration server. Everything on it is invented and may be reset at any time.</p>
<ul><li>Be kind.</li><li>No spam, no harassment.</li><li>Post birds whenever possible.</li></ul>
`

/** Distinct remote domains of known accounts. */
function peers(store: Store): string[] {
  return [...new Set([...store.accounts.values()].flatMap((a) => (a.host ? [a.host] : [])))].sort()
}

function staff(store: Store): string[] {
  return [...store.accounts.values()]
    .filter((a) => !a.host && (a.is_admin || a.is_moderator))
    .map((a) => `${ORIGIN}/users/${a.username}`)
}

/** The `/api/v1/instance` document (Pleroma 2.7+ shape). */
export function instanceDocument(
  store: Store,
  secure: boolean,
  authConfig: AuthConfig,
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
      statuses: { max_characters: 5000, max_media_attachments: 1000 },
      media_attachments: {
        image_size_limit: UPLOAD.general,
        video_size_limit: UPLOAD.general,
        supported_mime_types: ['application/octet-stream'],
      },
      polls: {
        max_options: 20,
        max_characters_per_option: 200,
        min_expiration: 0,
        max_expiration: 31536000,
      },
    },
    max_toot_chars: 5000,
    max_media_attachments: 1000,
    poll_limits: POLL_LIMITS,
    upload_limit: UPLOAD.general,
    avatar_upload_limit: UPLOAD.avatar,
    background_upload_limit: UPLOAD.background,
    banner_upload_limit: UPLOAD.banner,
    background_image: `${ORIGIN}/static/background.svg`,
    shout_limit: 5000,
    description_limit: 5000,
    chat_limit: null,
    pleroma: {
      metadata: {
        account_activation_required: authConfig.activationRequired,
        features: FEATURES,
        federation: FEDERATION,
        fields_limits: {
          max_fields: 10,
          max_remote_fields: 20,
          name_length: 512,
          value_length: 2048,
        },
        post_formats: POST_FORMATS,
        birthday_required: false,
        birthday_min_age: 0,
      },
      stats: { mau: locals.length },
      vapid_public_key: null,
    },
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
      private: false,
      suggestions: { enabled: false },
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
      restrictedNicknames: [
        '.well-known',
        '~',
        'about',
        'activities',
        'api',
        'auth',
        'main',
        'media',
        'nodeinfo',
        'notice',
        'oauth',
        'objects',
        'pleroma',
        'proxy',
        'settings',
        'static',
        'tag',
        'users',
        'web',
      ],
      skipThreadContainment: true,
    },
  }
}

/** Registers the start-up routes. */
/** Registers the start-up documents (s2 §7 "Start-up"); `authConfig` gives the registration switches. */
export function registerStartupRoutes(
  app: FastifyInstance,
  store: Store,
  authConfig: AuthConfig,
): void {
  app.get('/api/v1/instance', (req, reply) =>
    sendJson(reply, req, instanceDocument(store, req.protocol === 'https', authConfig)),
  )
  app.get('/api/pleroma/frontend_configurations', (req, reply) =>
    sendJson(reply, req, { pleroma_fe: FE_CONFIG, masto_fe: { showInstanceSpecificPanel: true } }),
  )
  app.get('/static/config.json', (req, reply) => sendJson(reply, req, FE_CONFIG))
  app.get('/static/styles.json', (req, reply) => sendJson(reply, req, STYLES))
  app.get('/static/stickers.json', (req, reply) =>
    sendJson(reply, req, { starling: '/static/stickers/starling/' }),
  )
  app.get('/static/terms-of-service.html', (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(TOS_HTML),
  )
  app.get('/instance/panel.html', (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(PANEL_HTML),
  )
  app.get('/api/v1/instance/peers', (req, reply) => sendJson(reply, req, peers(store)))
  const emojiJson = (): Record<string, unknown> =>
    Object.fromEntries(
      [...store.customEmoji.entries()].map(([code, e]) => [
        code,
        { image_url: e.record.url.replace(ORIGIN, ''), tags: e.tags },
      ]),
    )
  for (const path of ['/api/pleroma/emoji.json', '/api/pleroma/emoji', '/api/v1/pleroma/emoji']) {
    app.get(path, (req, reply) => sendJson(reply, req, emojiJson()))
  }
  app.get('/api/v1/custom_emojis', (req, reply) =>
    sendJson(
      reply,
      req,
      [...store.customEmoji.values()].map((e) => ({
        ...e.record,
        visible_in_picker: true,
        tags: e.tags,
        category: e.tags.filter((t) => t !== 'Custom').join(','),
      })),
    ),
  )
  app.get('/.well-known/nodeinfo', (req, reply) =>
    sendJson(reply, req, {
      links: ['2.0', '2.1'].map((v) => ({
        rel: `http://nodeinfo.diaspora.software/ns/schema/${v}`,
        href: `${ORIGIN}/nodeinfo/${v}.json`,
      })),
    }),
  )
  app.get<{ Params: { version: string } }>('/nodeinfo/:version', (req, reply) => {
    const version = req.params.version.replace(/\.json$/, '')
    if (version !== '2.0' && version !== '2.1') {
      return sendJson(reply, req, { error: 'Nodeinfo schema version not handled' }, 404)
    }
    return reply
      .type(
        `application/json; profile=http://nodeinfo.diaspora.software/ns/schema/${version}#; charset=utf-8`,
      )
      .send(fillOrigin(JSON.stringify(nodeinfoDocument(store, version, authConfig)), req))
  })
}
