/**
 * The stream router: what the stream's events do (s1 §4 "Streaming socket", "Timeline"; s2 §7
 * "Streaming"). Events arrive normalized (api/streaming/events.ts); each stream names the
 * timeline it feeds ({@link timelineKeyOfStream}), and features hear every event through
 * {@link subscribeStream}.
 * update -> a new status of that timeline, held behind "Show new" or shown at once (auto-show rule);
 * status.update -> the edited status replaces the stored one; notification -> into the
 * notifications; delete -> the status is marked deleted; pleroma:chat_update -> unread chat
 * counts (the chats module, once loaded, reads the whole chat through subscribeStream); filters_changed -> nothing to refresh (no filter feature yet).
 */
import { fetchTimeline } from '../../api/endpoints/timelines'
import type { StreamEvent } from '../../api/streaming/events'
import { STREAMED_TIMELINE_KEY } from './socketStatus'
import { getPreference } from '../preferences/preferences'
import { TIMELINE_PAGE_SIZE } from '../timelines/timelineRules'
import { getTimeline, timelines } from '../timelines/timelineStore'
import { load } from '../load'
import { receiveChatUpdate } from './chatUpdates'
import { acceptNotifications, fetchNewerNotifications } from '../notifications/fetcher'
import { entities } from '../entities'

/** s1 §9 "auto-show scroll threshold 15 px". */
export const AUTO_SHOW_THRESHOLD_PX = 15

/**
 * s1 §4: new statuses show at once when the `streaming` preference is on, the page is scrolled
 * less than 15 px from the top, the timeline is not paused, and the page is not unfocused while
 * `pauseOnUnfocused` is on. Otherwise they are held behind "Show new".
 */
export function shouldAutoShow(facts: {
  streaming: boolean
  scrollTop: number
  paused: boolean
  unfocused: boolean
  pauseOnUnfocused: boolean
}): boolean {
  return (
    facts.streaming &&
    facts.scrollTop < AUTO_SHOW_THRESHOLD_PX &&
    !facts.paused &&
    !(facts.unfocused && facts.pauseOnUnfocused)
  )
}

function pageFacts() {
  const hasDocument = typeof document !== 'undefined'
  return {
    streaming: getPreference('streaming'),
    scrollTop: typeof window === 'undefined' ? 0 : window.scrollY,
    paused: false,
    unfocused: hasDocument && (document.hidden || !document.hasFocus()),
    pauseOnUnfocused: getPreference('pauseOnUnfocused'),
  }
}

/**
 * Puts new status ids in front of the timeline `key` (only once it was loaded), held behind
 * "Show new" or shown at once by the auto-show rule.
 */
export function addStreamedStatuses(key: string, ids: readonly string[]): void {
  const timeline = getTimeline(key)
  if (!timeline.loaded || ids.length === 0) return
  const { dispatch } = timelines().getState()
  dispatch(key, { type: 'received', direction: 'newer', ids })
  const after = getTimeline(key)
  if (after.newStatusCount > 0 && after.flushMarker === null && shouldAutoShow(pageFacts())) {
    dispatch(key, { type: 'showNew' })
  }
}

/**
 * The timeline key a stream feeds (Mastodon's stream names, s2 §7 "Streaming"): `user` -> home
 * ('friends'), `public:local` -> 'public', `public` -> 'publicAndExternal', `hashtag` ->
 * 'tag:NAME', `list` -> 'list:ID', `direct` -> 'dms'; null for a stream that feeds no timeline.
 */
export function timelineKeyOfStream(stream: readonly string[]): string | null {
  const [name, argument] = stream
  switch (name) {
    case 'user':
      return STREAMED_TIMELINE_KEY
    case 'public:local':
      return 'public'
    case 'public':
      return 'publicAndExternal'
    case 'direct':
      return 'dms'
    case 'hashtag':
    case 'hashtag:local':
      return argument ? `tag:${argument}` : null
    case 'list':
      return argument ? `list:${argument}` : null
    default:
      return null
  }
}

type StreamListener = (event: StreamEvent) => void

const streamListeners = new Set<StreamListener>()

/**
 * Hears every stream event after the stores were updated (desktop notifications, and later
 * chats and lists). Returns the unsubscribe function.
 */
export function subscribeStream(listener: StreamListener): () => void {
  streamListeners.add(listener)
  return () => streamListeners.delete(listener)
}

/** Routes one stream event into the active scope's stores, then tells the subscribers. */
export function routeStreamEvent(event: StreamEvent): void {
  const { importBatch, patchStatus } = entities().getState()
  switch (event.event) {
    case 'update': {
      importBatch(event.batch)
      const key = timelineKeyOfStream(event.stream)
      if (key === STREAMED_TIMELINE_KEY) addHomeStatuses([event.status])
      else if (key) addStreamedStatuses(key, [event.status])
      break
    }
    case 'status.update':
      importBatch(event.batch)
      break
    case 'notification':
      importBatch(event.batch)
      acceptNotifications([event.notification])
      break
    case 'delete':
      patchStatus(event.id, { deleted: true })
      break
    case 'pleroma:chat_update':
      if (event.chat.id) receiveChatUpdate(event.chat.id, event.chat.unread ?? 0)
      break
    case 'filters_changed':
      break
  }
  for (const listener of streamListeners) listener(event)
}

/** Puts new home status ids in front of the friends timeline (only once it was loaded). */
export function addHomeStatuses(ids: readonly string[]): void {
  addStreamedStatuses(STREAMED_TIMELINE_KEY, ids)
}

/**
 * After a reconnect, fetch what was missed while the socket was down (s1 §4): newer
 * notifications and home statuses since the newest held ones (`since_id`).
 */
export async function catchUpAfterReconnect(): Promise<void> {
  const home = getTimeline(STREAMED_TIMELINE_KEY)
  const homeCatchUp = async () => {
    if (!home.loaded) return
    const params = home.maxId ? { since_id: home.maxId, limit: TIMELINE_PAGE_SIZE } : {}
    const page = await load((signal) => fetchTimeline('friends', params, signal))
    addHomeStatuses(page.ids)
  }
  await Promise.all([
    fetchNewerNotifications(),
    homeCatchUp().catch((error: unknown) => console.warn('Home catch-up failed', error)),
  ])
}
