/**
 * The writing limits this instance announces in GET /api/v1/instance (resources/instance/;
 * PLEROMA-API §2.1): characters per post, attachments per post, poll limits, upload and
 * description sizes. limits.test.ts checks they equal what the instance document says.
 */

/** `max_toot_chars`: characters of status plus spoiler text together. */
export const MAX_CHARS = 5000

/** `max_media_attachments`. */
export const MAX_MEDIA = 1000

/** `poll_limits` (expiration in seconds). */
export const POLL_LIMITS = {
  max_options: 20,
  max_option_chars: 200,
  min_expiration: 0,
  max_expiration: 31536000,
} as const

/** `upload_limit` in bytes: a bigger upload is answered 413. */
export const UPLOAD_LIMIT = 16_000_000

/** `description_limit` in characters. */
export const DESCRIPTION_LIMIT = 5000

/** `shout_limit` in characters: a longer shoutbox message is dropped (PLEROMA-API §16). */
export const SHOUT_LIMIT = 5000

/** Avatar, banner and background upload limits in bytes (`avatar_upload_limit` ...). */
export const PROFILE_UPLOAD_LIMITS = { avatar: 2_000_000, banner: 4_000_000, background: 4_000_000 }

/** `fields_limits`: profile fields of a local account, name and value lengths in characters. */
export const FIELDS_LIMITS = {
  max_fields: 10,
  max_remote_fields: 20,
  name_length: 512,
  value_length: 2048,
} as const

/** Pleroma's `user_bio_length` and `user_name_length` (characters), checked on profile updates. */
export const BIO_LIMIT = 5000
export const NAME_LIMIT = 100
