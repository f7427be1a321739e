/**
 * Server differences as data (DESIGN "Server differences ... are data"; STYLE.md 8): one table
 * from feature to the instance-metadata feature names (PLEROMA-API §2.1 `pleroma.metadata.features`,
 * nodeinfo `metadata.features`), the marks of the instance document's shape (see
 * {@link ShapeMark}) and the server software versions that have it. A server nobody identified
 * (no nodeinfo, no readable version) gets only what its documents name: a feature is hidden
 * unless something says the server has it.
 */

/** What the client may ask about. */
export type Feature =
  | 'chats'
  | 'shout'
  | 'editing'
  | 'emojiReactions'
  | 'customEmojiReactions'
  | 'polls'
  | 'streaming'
  | 'quotes'
  | 'mediaProxy'
  | 'bubbleTimeline'
  | 'bookmarkFolders'
  | 'gopher'
  | 'safeDM'
  | 'groupActors'
  | 'notificationTypesFilter'
  | 'remoteInteraction'
  | 'emojiPacks'
  | 'bookmarks'
  | 'lists'
  | 'markers'
  | 'translation'

/**
 * What the shape of `/api/v1/instance` (or the v2 document) shows: `streaming_api` when
 * `urls.streaming_api` (v1) or `configuration.urls.streaming` (v2) is a URL; `translation` when
 * `configuration.translation.enabled` is true (Mastodon 4).
 */
export type ShapeMark = 'streaming_api' | 'translation'

interface Rule {
  /** Present when any of these metadata feature names is listed. */
  features?: readonly string[]
  /** Or when the instance document shows any of these marks. */
  shape?: readonly ShapeMark[]
  /** Or when the software (nodeinfo name, lower case) is at least this version. */
  software?: Readonly<Record<string, string>>
}

/**
 * The table. Pleroma-FE's gates, Mastodon's release notes and each server's API documentation
 * give the names and versions. Software without a versioned entry (Mitra, Pixelfed, Friendica for
 * most rows) is only credited what its documents name.
 */
export const FEATURE_TABLE: Readonly<Record<Feature, Rule>> = {
  chats: { features: ['pleroma_chat_messages'] },
  shout: { features: ['chat'] },
  editing: { features: ['editing'], software: { mastodon: '3.5.0', gotosocial: '0.18.0' } },
  emojiReactions: { features: ['pleroma_emoji_reactions'] },
  customEmojiReactions: {
    features: ['pleroma_custom_emoji_reactions', 'custom_emoji_reactions'],
  },
  polls: { features: ['polls'], software: { mastodon: '2.8.0', gotosocial: '0.1.0' } },
  streaming: {
    features: ['mastodon_api_streaming'],
    shape: ['streaming_api'],
    software: { mastodon: '1.0.0' },
  },
  quotes: { features: ['quote_posting'], software: { mastodon: '4.5.0', fedibird: '0.1.0' } },
  mediaProxy: { features: ['media_proxy'] },
  bubbleTimeline: { features: ['bubble_timeline'] },
  bookmarkFolders: { features: ['pleroma:bookmark_folders'] },
  gopher: { features: ['gopher'] },
  safeDM: { features: ['safe_dm_mentions'] },
  groupActors: { features: ['pleroma:group_actors'] },
  notificationTypesFilter: {
    features: ['pleroma:api/v1/notifications:include_types_filter'],
    software: { mastodon: '3.5.0' },
  },
  remoteInteraction: { features: ['pleroma:get:main/ostatus'] },
  emojiPacks: { features: ['shareable_emoji_packs'] },
  bookmarks: {
    features: ['pleroma:bookmark_folders'],
    software: {
      pleroma: '1.0.0',
      akkoma: '1.0.0',
      mastodon: '3.1.0',
      fedibird: '0.1.0',
      gotosocial: '0.6.0',
      friendica: '2022.02',
      pixelfed: '0.11.0',
    },
  },
  lists: {
    software: {
      pleroma: '1.0.0',
      akkoma: '1.0.0',
      mastodon: '2.1.0',
      fedibird: '0.1.0',
      gotosocial: '0.10.0',
      friendica: '2022.02',
    },
  },
  markers: {
    software: { pleroma: '2.0.0', akkoma: '1.0.0', mastodon: '3.0.0', gotosocial: '0.13.0' },
  },
  translation: { features: ['akkoma:machine_translation'], shape: ['translation'] },
}

/** What the server told about itself. */
export interface ServerFacts {
  /** Metadata feature names (instance and nodeinfo, merged). */
  features: readonly string[]
  /** Software name in lower case (pleroma, akkoma, mastodon...) and its version, if known. */
  software: { name: string; version: string } | null
  /** What the instance document's shape shows. */
  shape: readonly ShapeMark[]
}

/** Compares dotted versions numerically (`2.10.0` > `2.9.1`); suffixes after `-` are ignored. */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => (v.split(/[-+\s]/)[0] ?? '').split('.').map((n) => Number(n) || 0)
  const pa = parts(a)
  const pb = parts(b)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (d !== 0) return Math.sign(d)
  }
  return 0
}

/** True when `facts` satisfy the table's rule for `feature`. */
export function hasFeature(facts: ServerFacts, feature: Feature): boolean {
  const rule = FEATURE_TABLE[feature]
  if (rule.features?.some((f) => facts.features.includes(f))) return true
  if (rule.shape?.some((mark) => facts.shape.includes(mark))) return true
  const min = facts.software ? rule.software?.[facts.software.name] : undefined
  return min !== undefined && facts.software !== null
    ? compareVersions(facts.software.version, min) >= 0
    : false
}

/**
 * Software name and version from the instance's `version` string when nodeinfo is missing:
 * `2.7.2 (compatible; Akkoma 3.3.1-0-g...)` -> akkoma 3.3.1; a bare `3.4.3` -> mastodon.
 */
export function softwareFromVersion(version: string | undefined): ServerFacts['software'] {
  if (!version) return null
  const compatible = /\(compatible;\s*([A-Za-z]+)\s+([^)\s]+)/.exec(version)
  if (compatible?.[1] && compatible[2]) {
    return { name: compatible[1].toLowerCase(), version: compatible[2] }
  }
  const bare = /^(\d+\.\d+(?:\.\d+)?)/.exec(version)
  return bare?.[1] ? { name: 'mastodon', version: bare[1] } : null
}
