/**
 * Start-up documents (PLEROMA-API §2): GET /api/v1/instance (§2.1, Mastodon Instance v1 entity
 * plus Pleroma's `pleroma.metadata`), nodeinfo 2.0/2.1 (§2.7), /api/pleroma/frontend_configurations
 * (§2.2), /static/config.json (§2.3), /static/stickers.json + pack.json (§2.4),
 * /static/styles.json (§2.5), /api/v1/instance/peers (§2.8).
 */
import * as z from 'zod/mini'
import { bool, dict, doc, intLike, list, opt, str, strOrNull, strings } from './lenient'

const pollLimitsSchema = opt(
  z.object({
    max_options: intLike,
    max_option_chars: intLike,
    min_expiration: intLike,
    max_expiration: intLike,
  }),
)

const fieldsLimitsSchema = opt(
  z.object({
    max_fields: intLike,
    max_remote_fields: intLike,
    name_length: intLike,
    value_length: intLike,
    maxFields: intLike,
    maxRemoteFields: intLike,
    nameLength: intLike,
    valueLength: intLike,
  }),
)

const federationSchema = opt(z.looseObject({ enabled: bool }))

export const instanceSchema = doc({
  uri: str,
  title: str,
  description: str,
  short_description: str,
  email: str,
  version: str,
  urls: opt(z.object({ streaming_api: str })),
  thumbnail: strOrNull,
  languages: strings,
  registrations: bool,
  approval_required: bool,
  invites_enabled: bool,
  rules: list(z.object({ id: str, text: str, hint: str })),
  max_toot_chars: intLike,
  max_media_attachments: intLike,
  poll_limits: pollLimitsSchema,
  upload_limit: intLike,
  avatar_upload_limit: intLike,
  background_upload_limit: intLike,
  banner_upload_limit: intLike,
  background_image: strOrNull,
  description_limit: intLike,
  shout_limit: intLike,
  fedibird_capabilities: strings,
  configuration: opt(
    z.object({
      urls: opt(z.object({ streaming: str })),
      translation: opt(z.object({ enabled: bool })),
      statuses: opt(z.object({ max_characters: intLike, max_media_attachments: intLike })),
      media_attachments: opt(z.object({ image_size_limit: intLike, video_size_limit: intLike })),
      polls: opt(
        z.object({
          max_options: intLike,
          max_characters_per_option: intLike,
          min_expiration: intLike,
          max_expiration: intLike,
        }),
      ),
    }),
  ),
  pleroma: opt(
    z.object({
      metadata: opt(
        z.object({
          account_activation_required: bool,
          features: strings,
          federation: federationSchema,
          fields_limits: fieldsLimitsSchema,
          post_formats: opt(z.array(z.string())),
          birthday_required: bool,
          birthday_min_age: intLike,
        }),
      ),
      vapid_public_key: strOrNull,
    }),
  ),
})
export type RawInstance = z.output<typeof instanceSchema>

/** /.well-known/nodeinfo: links to the schema documents (PLEROMA-API §2.7). */
export const nodeinfoLinksSchema = z.catch(
  z.object({ links: list(z.object({ rel: str, href: str })) }),
  { links: [] },
)

export const nodeinfoSchema = doc({
  version: str,
  software: opt(z.object({ name: str, version: str, repository: str })),
  openRegistrations: bool,
  metadata: opt(
    z.object({
      nodeName: str,
      nodeDescription: str,
      private: bool,
      suggestions: opt(z.object({ enabled: bool, web: str })),
      staffAccounts: strings,
      federation: federationSchema,
      pollLimits: pollLimitsSchema,
      postFormats: opt(z.array(z.string())),
      uploadLimits: opt(
        z.object({ general: intLike, avatar: intLike, banner: intLike, background: intLike }),
      ),
      fieldsLimits: fieldsLimitsSchema,
      accountActivationRequired: bool,
      invitesEnabled: bool,
      mailerEnabled: bool,
      features: strings,
      restrictedNicknames: opt(z.array(z.string())),
      localBubbleInstances: strings,
      federatedTimelineAvailable: bool,
    }),
  ),
})
export type RawNodeinfo = z.output<typeof nodeinfoSchema>

/** Camel-case front-end options (config.json, frontend_configurations.pleroma_fe): kept as-is. */
export const frontendOptionsSchema = z.catch(z.record(z.string(), z.unknown()), {})
export type RawFrontendOptions = z.output<typeof frontendOptionsSchema>

/** GET /api/pleroma/frontend_configurations: `{frontend name: options}` (PLEROMA-API §2.2). */
export const frontendConfigurationsSchema = dict(frontendOptionsSchema)

/** /static/stickers.json: pack name -> base path ending with "/" (PLEROMA-API §2.4). */
export const stickersSchema = dict(z.string())
/** <base>/pack.json (PLEROMA-API §2.4). */
export const stickerPackSchema = z.catch(
  z.object({ title: str, tabIcon: str, stickers: strings }),
  { title: undefined, tabIcon: undefined, stickers: [] },
)

/** /static/styles.json: theme name -> URL of a theme file, or an inline colour array (§2.5). */
export const stylesSchema = dict(z.union([z.string(), z.array(z.string()), z.unknown()]))

/** GET /api/v1/instance/peers: known domains (PLEROMA-API §2.8). */
export const peersSchema = strings
