/**
 * Profile writes of `PATCH /api/v1/accounts/update_credentials` (PLEROMA-API §4.2): name, bio
 * and fields rendered as Pleroma stores them, images kept and served (or reset to the defaults),
 * the public profile switches. The caller has checked the limits.
 */
import { ORIGIN } from '../../lib/origin'
import { escapeHtml } from '../../lib/html'
import { formatText } from '../content/format'
import type { AccountRecord, EmojiRecord } from '../records'
import { findAccount } from '../store'
import type { Store } from '../store'
import { storeFile } from './media'
import type { UploadInput } from './media'

/** The default avatar and banner of a local account (Pleroma's `/images/avi.png`, `banner.png`). */
export const DEFAULT_AVATAR = `${ORIGIN}/images/avi.png`
export const DEFAULT_HEADER = `${ORIGIN}/images/banner.png`

/** The profile switches update_credentials sets on the account record. */
export const PROFILE_SWITCHES = [
  'locked',
  'bot',
  'discoverable',
  'hide_followers',
  'hide_follows',
  'hide_followers_count',
  'hide_follows_count',
  'hide_favorites',
  'skip_thread_containment',
  'accepts_chat_messages',
] as const

/** One of PROFILE_SWITCHES. */
export type ProfileSwitch = (typeof PROFILE_SWITCHES)[number]

/** A new image, or `''` to reset it to the default. */
export type ImageChange = UploadInput | ''

/** What to change; absent keys stay. */
export interface ProfileChanges {
  display_name?: string
  /** Bio as typed (plain text). */
  note?: string
  /** As typed; values become HTML (links). */
  fields?: { name: string; value: string }[]
  avatar?: ImageChange
  header?: ImageChange
  background?: ImageChange
  avatar_description?: string
  header_description?: string
  switches?: Partial<Record<ProfileSwitch, boolean>>
  also_known_as?: string[]
  /** `YYYY-MM-DD`, or null to clear. */
  birthday?: string | null
}

/** The custom emoji named as `:code:` in any of `texts`, once each, in order. */
export function profileEmojis(store: Store, texts: readonly string[]): EmojiRecord[] {
  const out: EmojiRecord[] = []
  for (const m of texts.join(' ').matchAll(/:([a-z0-9_]+):/gi)) {
    const emoji = store.customEmoji.get(m[1] ?? '')?.record
    if (emoji && !out.includes(emoji)) out.push(emoji)
  }
  return out
}

/** A field value as stored HTML: a lone URL becomes a link, anything else is escaped. */
export function fieldHtml(value: string): string {
  return /^https?:\/\/\S+$/.test(value)
    ? `<a href="${escapeHtml(value)}" rel="ugc">${escapeHtml(value)}</a>`
    : escapeHtml(value)
}

/** The image URL after a change: stored bytes, or `fallback` for `''`. */
const imageUrl = (store: Store, change: ImageChange, fallback: string): string =>
  change === '' ? fallback : storeFile(store, change)

/** Applies `changes` to a local account (bio through the local text formatter). */
export function updateProfile(store: Store, account: AccountRecord, changes: ProfileChanges): void {
  if (changes.display_name !== undefined) account.display_name = changes.display_name
  if (changes.note !== undefined) {
    account.source_note = changes.note
    account.note = formatText(changes.note, {
      resolve: (acct) => findAccount(store, acct),
      emoji: (code) => store.customEmoji.get(code)?.record,
      host: null,
    }).html
  }
  if (changes.fields !== undefined)
    account.fields = changes.fields.map((f) => ({
      name: f.name,
      value: fieldHtml(f.value),
      source: f.value,
    }))
  if (changes.avatar !== undefined) account.avatar = imageUrl(store, changes.avatar, DEFAULT_AVATAR)
  if (changes.header !== undefined) account.header = imageUrl(store, changes.header, DEFAULT_HEADER)
  if (changes.background !== undefined)
    account.background_image =
      changes.background === '' ? null : storeFile(store, changes.background)
  if (changes.avatar_description !== undefined)
    account.avatar_description = changes.avatar_description
  if (changes.header_description !== undefined)
    account.header_description = changes.header_description
  for (const [key, value] of Object.entries(changes.switches ?? {}))
    account[key as ProfileSwitch] = value
  if (changes.also_known_as !== undefined) account.also_known_as = changes.also_known_as
  if (changes.birthday !== undefined) account.birthday = changes.birthday
  account.emojis = profileEmojis(store, [
    account.display_name,
    account.source_note,
    ...account.fields.map((f) => f.name),
  ])
}
