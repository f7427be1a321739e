/**
 * Hostile mode (`--hostile` / STARLING_HOSTILE=1): accounts and statuses whose server-provided
 * texts carry every XSS vector of xss-vectors.json (a copy of shared/xss/vectors.json plus the
 * demo server's own additions). Every hostile status is tagged #xsstest and they are the newest
 * posts on the local public timeline.
 */
import { createFlakeMinter } from '../lib/ids'
import { ORIGIN } from '../lib/origin'
import { addAccount, addStatus, nextIntegerId } from '../model/store'
import type { AccountRecord, EmojiRecord, StatusRecord } from '../model/records'
import type { Store } from '../model/store'
import { AVATAR_SIZE, avatarSvg, artworkSvg, headerSvg } from './art'
import { addMediaFile, addMediaPicture, makeImage } from './assets'
import { hashtagHtml, htmlToText } from '../model/content/format'
import type { Rng } from './prng'
import vectorsFile from './xss-vectors.json' with { type: 'json' }

/** Every hostile HTML vector (shared list first, then the demo server's additions). */
export const XSS_VECTORS: readonly string[] = vectorsFile.vectors

/** Custom emoji whose URLs are themselves attacks (javascript: and data: URLs). */
export const HOSTILE_EMOJI: readonly EmojiRecord[] = [
  {
    shortcode: 'xss_js',
    url: 'javascript:window.__xss=1',
    static_url: 'javascript:window.__xss=1',
    visible_in_picker: false,
  },
  {
    shortcode: 'xss_data',
    url: "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='window.__xss=1'/>",
    static_url:
      "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='window.__xss=1'/>",
    visible_in_picker: false,
  },
]

/**
 * Adds one hostile local account (`xss1`, `xss2`, ...) and two #xsstest statuses per vector:
 * one carrying the vector in content, poll options, card title/description and attachment
 * description; one carrying it in spoiler_text. Times run up to 10 s before `now`.
 */
export function seedHostile(store: Store, rng: Rng, now: Date): void {
  const mintAccount = createFlakeMinter(0x0bad_cafe)
  const mintStatus = createFlakeMinter(0x0bad_f00d)
  const emojiTail = ' :xss_js: :xss_data:'
  const tag = hashtagHtml('xsstest', null)
  let at = now.getTime() - 10_000 - XSS_VECTORS.length * 2 * 800
  const status = (account: AccountRecord, content: string, spoiler: string): StatusRecord => {
    at += 800
    const id = mintStatus(at)
    return addStatus(store, {
      id,
      account_id: account.id,
      created_at: new Date(at),
      visibility: 'public',
      content,
      text: htmlToText(content),
      spoiler_text: spoiler,
      sensitive: spoiler !== '',
      in_reply_to_id: null,
      context: id,
      mention_ids: [],
      tags: ['xsstest'],
      emojis: [...HOSTILE_EMOJI],
      media: [],
      poll: null,
      card: null,
      reblog_of_id: null,
      quote_id: null,
      favourites_count: 0,
      reblogs_count: 0,
      reactions: [{ name: 'xss_js', url: 'javascript:window.__xss=1', account_ids: [account.id] }],
      pinned_at: null,
      uri: `${ORIGIN}/objects/${id.toLowerCase()}`,
      url: `${ORIGIN}/notice/${id}`,
    })
  }
  const cardImage = addMediaFile(store, 'card-xss', artworkSvg(rng, 'pattern', 600, 315))
  XSS_VECTORS.forEach((vector, i) => {
    const username = `xss${i + 1}`
    const account = addAccount(store, {
      id: mintAccount(now.getTime() - 86_400_000 + i),
      username,
      host: null,
      display_name: `${vector}${emojiTail}`,
      note: `<p>Hostile bio ${i + 1}</p>${vector}`,
      source_note: vector,
      fields: [{ name: vector, value: vector, source: vector }],
      emojis: [...HOSTILE_EMOJI],
      locked: false,
      bot: false,
      created_at: new Date(now.getTime() - 86_400_000),
      avatar: addMediaPicture(store, `avatar-${username}`, avatarSvg(rng, 'x'), AVATAR_SIZE),
      header: addMediaFile(store, `header-${username}`, headerSvg(rng)),
      is_admin: false,
      is_moderator: false,
      moved_to_id: null,
      also_known_as: [],
      discoverable: true,
      hide_followers: false,
      hide_follows: false,
      hide_followers_count: false,
      hide_follows_count: false,
      hide_favorites: true,
      deactivated: false,
      favicon: null,
      birthday: null,
      accepts_chat_messages: true,
      background_image: null,
      avatar_description: '',
      header_description: '',
      skip_thread_containment: false,
    })
    const main = status(account, `<p>Hostile vector ${i + 1} ${tag}</p>${vector}${emojiTail}`, '')
    main.poll = {
      id: nextIntegerId(store),
      expires_at: new Date(now.getTime() + 86_400_000),
      multiple: i % 2 === 1,
      options: [
        { title: vector, votes_count: 1 },
        { title: 'a harmless option', votes_count: 0 },
      ],
      voters_count: 1,
      emojis: [...HOSTILE_EMOJI],
    }
    main.card = {
      url: 'https://example.com/xss',
      title: vector,
      description: vector,
      image: cardImage,
      provider_name: vector,
      provider_url: 'https://example.com',
      width: 600,
      height: 315,
    }
    const image = makeImage(store, rng, 'pattern')
    image.description = vector
    main.media = [image]
    status(account, `<p>Behind this warning: hostile vector ${i + 1} ${tag}</p>`, vector)
  })
}
