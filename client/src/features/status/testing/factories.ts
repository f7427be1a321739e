/**
 * Typed factories for status-card tests (STYLE.md 12): complete entities that satisfy
 * entities/types.ts, with lifelike defaults; pass overrides for what a test is about.
 */
import { blankRelationship } from '../../../entities/normalize/relationship'
import type {
  Attachment,
  Card,
  Mention,
  Poll,
  Relationship,
  Status,
  User,
} from '../../../entities/types'

let sequence = 0
const nextId = (prefix: string) => `${prefix}${++sequence}`

/** A local user (`screen_name` without host) unless overridden. */
export function makeUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? nextId('user')
  const screen = overrides.screen_name ?? 'alice'
  return {
    id,
    screen_name: screen,
    screen_name_ui: screen,
    screen_name_ui_contains_non_ascii: false,
    fqn: screen.includes('@') ? screen : `${screen}@pleroma.example`,
    name: 'Alice',
    name_html: 'Alice',
    description: '',
    description_html: '',
    fields: [],
    fields_html: [],
    fields_text: [],
    profile_image_url: 'https://pleroma.example/media/alice.png',
    profile_image_url_original: 'https://pleroma.example/media/alice.png',
    cover_photo: '',
    background_image: null,
    friends_count: 1,
    followers_count: 2,
    statuses_count: 3,
    hide_follows: false,
    hide_followers: false,
    hide_follows_count: false,
    hide_followers_count: false,
    locked: false,
    bot: false,
    created_at: '2020-01-01T00:00:00.000Z',
    is_local: !screen.includes('@'),
    role: 'member',
    rights: { moderator: false, admin: false },
    privileges: [],
    tags: [],
    deactivated: false,
    emoji: [],
    statusnet_profile_url: `https://pleroma.example/users/${screen}`,
    favicon: null,
    moved: null,
    ...overrides,
  }
}

/** A public status by `user` (an id), created one hour before `createdAt`'s default. */
export function makeStatus(overrides: Partial<Status> & { user: string }): Status {
  const id = overrides.id ?? nextId('status')
  return {
    id,
    type: 'status',
    text: 'Hello world',
    raw_html: '<p>Hello world</p>',
    summary: '',
    summary_raw_html: '',
    nsfw: false,
    visibility: 'public',
    created_at: '2025-01-01T11:00:00.000Z',
    edited_at: null,
    attachments: [],
    poll: null,
    card: null,
    emojis: [],
    tags: [],
    attentions: [],
    in_reply_to_status_id: null,
    in_reply_to_user_id: null,
    in_reply_to_screen_name: null,
    statusnet_conversation_id: null,
    uri: `https://pleroma.example/objects/${id}`,
    external_url: `https://pleroma.example/notice/${id}`,
    is_local: true,
    parent_visible: true,
    replies_count: 0,
    fave_num: 0,
    repeat_num: 0,
    favorited: false,
    repeated: false,
    bookmarked: false,
    pinned: false,
    muted: false,
    thread_muted: false,
    emoji_reactions: [],
    retweeted_status: null,
    quote: null,
    deleted: false,
    language: null,
    ...overrides,
  }
}

/** An image attachment. */
export function makeAttachment(overrides: Partial<Attachment> = {}): Attachment {
  const id = overrides.id ?? nextId('media')
  return {
    id,
    type: 'image',
    mimetype: 'image/png',
    url: `https://pleroma.example/media/${id}.png`,
    large_thumb_url: `https://pleroma.example/media/${id}.png`,
    description: 'A cat on a sofa',
    meta: { width: 800, height: 600, aspect: 800 / 600 },
    blurhash: null,
    ...overrides,
  }
}

/** A single-choice poll with two options, ending 2025-01-01T15:00Z. */
export function makePoll(overrides: Partial<Poll> = {}): Poll {
  return {
    id: overrides.id ?? nextId('poll'),
    options: [
      { title: 'Tea', title_html: 'Tea', votes_count: 2 },
      { title: 'Coffee', title_html: 'Coffee', votes_count: 1 },
    ],
    multiple: false,
    voted: false,
    own_votes: [],
    expired: false,
    expires_at: '2025-01-01T15:00:00.000Z',
    votes_count: 3,
    voters_count: 3,
    emojis: [],
    ...overrides,
  }
}

/** A link card. */
export function makeCard(overrides: Partial<Card> = {}): Card {
  return {
    url: 'https://news.example/article',
    image: 'https://news.example/cover.jpg',
    title: 'A headline',
    description: 'What the article says',
    provider_name: 'News Example',
    ...overrides,
  }
}

/** A mention (attention) of `user`, with the URL Pleroma puts in the mention link. */
export function makeMention(user: User): Mention {
  return {
    id: user.id,
    screen_name: user.screen_name,
    url: user.statusnet_profile_url,
    username: user.screen_name.split('@')[0] ?? user.screen_name,
  }
}

/** A relationship to `id` with every flag false (showing_reblogs true), then `overrides`. */
export function makeRelationship(id: string, overrides: Partial<Relationship> = {}): Relationship {
  return { ...blankRelationship(id), ...overrides }
}
