/**
 * Rules of the Profile tab (s1 §2 "Settings tabs", s1 §3 "Profile settings group", s1 §5
 * "Minimum recommended avatar"; s2 §4 "Optimistic actions", §8 "Unknown server-side setting",
 * "Saving settings"; PLEROMA-API §4.2). Pure: no React, no calls.
 */
import { ApiError } from '../../../api/http'
import type { FieldsLimits } from '../../../entities/instanceConfig'
import type { ProfileField, User, Visibility } from '../../../entities/types'
import { SERVER_SIDE_SETTINGS } from '../../../state/preferences/serverSideSettings'

/** The profile settings this tab saves through update_credentials (not notification settings). */
export type ProfileOption = Exclude<
  keyof typeof SERVER_SIDE_SETTINGS,
  'webPushHideContents' | 'blockNotificationsFromStrangers'
>

/** A profile option's value: the default scope is a word, the rest are switches. */
export type OptionValue = boolean | Visibility

/** The switches in screen order, with their Pleroma-FE label keys. */
export const PROFILE_SWITCHES: readonly {
  key: Exclude<ProfileOption, 'defaultScope'>
  label: string
}[] = [
  { key: 'defaultNSFW', label: 'settings.sensitive_by_default' },
  { key: 'stripRichContent', label: 'settings.profile.no_rich_text_description' },
  { key: 'locked', label: 'settings.profile.lock_account_description' },
  { key: 'acceptChatMessages', label: 'settings.profile.accept_chat_messages' },
  { key: 'allowFollowingMove', label: 'settings.profile.allow_following_move' },
  { key: 'discoverable', label: 'settings.profile.discoverable' },
  { key: 'hideFavorites', label: 'settings.profile.hide_favorites_description' },
  { key: 'hideFollowers', label: 'settings.profile.hide_followers_description' },
  { key: 'hideFollows', label: 'settings.profile.hide_follows_description' },
  { key: 'hideFollowersCount', label: 'settings.profile.hide_followers_count_description' },
  { key: 'hideFollowsCount', label: 'settings.profile.hide_follows_count_description' },
]

/** The current value of a profile option on the own account (`undefined`: not known). */
export function optionValue(user: User, key: ProfileOption): OptionValue | undefined {
  switch (key) {
    case 'defaultScope':
      return user.default_scope
    case 'defaultNSFW':
      return user.default_nsfw
    case 'stripRichContent':
      return user.no_rich_text
    case 'locked':
      return user.locked
    case 'acceptChatMessages':
      return user.accepts_chat_messages
    case 'allowFollowingMove':
      return user.allow_following_move
    case 'discoverable':
      return user.discoverable
    case 'hideFavorites':
      return user.hide_favorites
    case 'hideFollowers':
      return user.hide_followers
    case 'hideFollows':
      return user.hide_follows
    case 'hideFollowersCount':
      return user.hide_followers_count
    case 'hideFollowsCount':
      return user.hide_follows_count
  }
}

/**
 * The JSON body that sets one option: its update_credentials parameter, a bracketed one as
 * nested objects (`source[privacy]` → `{"source":{"privacy":…}}`).
 */
export function optionBody(key: ProfileOption, value: OptionValue): Record<string, unknown> {
  const name: string = SERVER_SIDE_SETTINGS[key]
  const match = /^(\w+)\[(\w+)\]$/.exec(name)
  return match ? { [match[1] as string]: { [match[2] as string]: value } } : { [name]: value }
}

/**
 * The catalogue key of a failed save (s2 §8): the server refusing the setting (403 `Invalid
 * request`) is "Invalid server-side setting", the profile's limits (413) name what was too
 * large, anything else "Error saving settings".
 */
export function saveErrorKey(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return 'settings.profile.invalid_setting'
  if (error instanceof ApiError && error.status === 413) return 'settings.profile.too_large'
  return 'settings.profile.saving_err'
}

/** Fields being edited: the owner's typed names and values. */
export type FieldDraft = ProfileField

/**
 * The fields to edit: the user's own (typed text), cut to `limits.maxFields` (10 when the
 * instance names no limits).
 */
export function initialFields(user: User, limits: FieldsLimits | null): FieldDraft[] {
  return user.fields_text.slice(0, limits?.maxFields ?? 10).map((f) => ({ ...f }))
}

/** Whether another field may be added (s1 §3 fieldsLimits). */
export const canAddField = (fields: readonly FieldDraft[], limits: FieldsLimits | null): boolean =>
  fields.length < (limits?.maxFields ?? 10)

/** The update_credentials body of name, bio and fields; blank fields are left out. */
export function nameBioBody(name: string, bio: string, fields: readonly FieldDraft[]) {
  return {
    display_name: name,
    note: bio,
    fields_attributes: fields.filter((f) => f.name.trim() !== '' || f.value.trim() !== ''),
  }
}

/** The profile images: their update_credentials parameter and upload limit key. */
export const PROFILE_IMAGES = {
  avatar: { param: 'avatar', limit: 'avatar', aspect: 1 },
  banner: { param: 'header', limit: 'banner', aspect: 3 },
  background: { param: 'pleroma_background_image', limit: 'background', aspect: 16 / 9 },
} as const

/** One of the profile images. */
export type ProfileImage = keyof typeof PROFILE_IMAGES

/** The recommended minimum avatar size in px (s1 §5). */
export const MIN_AVATAR_PX = 150

/** Whether a picked file is over the instance's limit (bytes; null: no limit known). */
export const isTooLarge = (size: number, limit: number | null): boolean =>
  limit !== null && limit > 0 && size > limit

/** A crop rectangle in image pixels. */
export interface PixelCrop {
  x: number
  y: number
  width: number
  height: number
}

/**
 * The crop rectangle clamped inside an image of `width` x `height` px, rounded to whole pixels
 * (the cropper may report fractions or overhang after zooming).
 */
export function clampCrop(crop: PixelCrop, width: number, height: number): PixelCrop {
  const x = Math.max(0, Math.min(Math.round(crop.x), width - 1))
  const y = Math.max(0, Math.min(Math.round(crop.y), height - 1))
  return {
    x,
    y,
    width: Math.max(1, Math.min(Math.round(crop.width), width - x)),
    height: Math.max(1, Math.min(Math.round(crop.height), height - y)),
  }
}
