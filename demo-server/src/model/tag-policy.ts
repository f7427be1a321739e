/**
 * Pleroma's MRF TagPolicy for the posts of accounts staff tagged (PLEROMA-API §14 `users/tag`;
 * the tags are kept in `store.social.tags`).
 */
import type { StatusRecord } from './records'
import type { Store } from './store'

/**
 * MRF TagPolicy on a new post of a tagged author (Pleroma's `mrf_tag:` tags):
 * media-force-nsfw marks posts with media sensitive, media-strip drops the media,
 * force-unlisted makes public posts unlisted, sandbox makes public and unlisted posts
 * followers-only. The other tags (subscriptions, quarantine) concern federation.
 */
export function applyTagPolicy(store: Store, status: StatusRecord): void {
  const tags = store.social.tags.get(status.account_id)
  if (!tags || tags.size === 0 || status.reblog_of_id) return
  if (tags.has('mrf_tag:media-strip')) status.media = []
  if (tags.has('mrf_tag:media-force-nsfw') && status.media.length > 0) status.sensitive = true
  if (tags.has('mrf_tag:sandbox') && status.visibility !== 'direct') status.visibility = 'private'
  else if (tags.has('mrf_tag:force-unlisted') && status.visibility === 'public')
    status.visibility = 'unlisted'
}
