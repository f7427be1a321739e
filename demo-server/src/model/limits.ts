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
