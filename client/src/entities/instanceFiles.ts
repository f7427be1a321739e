/**
 * The instance's own files as URLs on its server (issue 13): a page served elsewhere
 * (stand-alone) must never look for them on its own origin. Used by instanceConfig.ts.
 */
import type { RawEmojiJson } from '../api/schemas/emoji'
import type { StickerPack } from './types'

/** s1 §3 "Custom emoji": one of the instance's custom emoji. */
export interface CustomEmoji {
  displayText: string
  imageUrl: string
  tags: string[]
  replacement: string
}

/** The instance's files that live on its server. */
export interface ServerFiles {
  logo: string
  background: string
  defaultAvatar: string
  defaultBanner: string
}

/** `path` as an absolute URL on `server`; an empty or unreadable path stays as it is. */
function onServer(path: string, server: string): string {
  return path && URL.canParse(path, server) ? new URL(path, server).href : path
}

/** The custom emoji of `/api/pleroma/emoji.json` (s2 §7), images on `server`; none without one. */
export function customEmojiList(raw: RawEmojiJson, server: string): CustomEmoji[] {
  return Object.entries(raw).flatMap(([name, e]) =>
    e.image_url && URL.canParse(e.image_url, server)
      ? [
          {
            displayText: name,
            imageUrl: onServer(e.image_url, server),
            tags: e.tags,
            replacement: `:${name}:`,
          },
        ]
      : [],
  )
}

/** The logo, wallpaper, default avatar and banner of `config` as absolute URLs on `server`. */
export function serverFiles(config: ServerFiles, server: string): ServerFiles {
  return {
    logo: onServer(config.logo, server),
    background: onServer(config.background, server),
    defaultAvatar: onServer(config.defaultAvatar, server),
    defaultBanner: onServer(config.defaultBanner, server),
  }
}

/**
 * The answers of the instance's files that no first screen needs (state/instance.ts asks them
 * once the browser is idle after the start-up); each is undefined when its call failed or was
 * not made.
 */
export interface InstanceFileAnswers {
  tos?: string | null
  stickers?: StickerPack[]
  styles?: Record<string, unknown>
  customEmoji?: RawEmojiJson
}

/** What the config holds of {@link InstanceFileAnswers}. */
export interface InstanceFileFields {
  tos: string | null
  stickers: StickerPack[]
  styles: Record<string, unknown>
  customEmoji: CustomEmoji[]
}

/**
 * The config's fields for `answers` of the instance at `server` (an origin): an answer that is
 * undefined leaves its default (no ToS, no stickers, no styles, no custom emoji).
 */
export function instanceFileFields(
  server: string,
  answers: InstanceFileAnswers,
): InstanceFileFields {
  return {
    tos: answers.tos ?? null,
    stickers: answers.stickers ?? [],
    styles: answers.styles ?? {},
    customEmoji: answers.customEmoji ? customEmojiList(answers.customEmoji, server) : [],
  }
}
