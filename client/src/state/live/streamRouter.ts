/**
 * What the user stream's events do (s1 §4 "Streaming socket", "Timeline"; s2 §7 "Streaming"):
 * update -> a new home status, held behind "Show new" or shown at once (auto-show rule);
 * status.update -> the edited status replaces the stored one; notification -> into the
 * notifications; delete -> the status is marked deleted; pleroma:chat_update -> unread chat
 * counts; filters_changed -> nothing to refresh (no filter feature yet).
 */
import { fetchTimeline } from '../../api/endpoints/timelines'
import type { StreamEvent } from '../../api/streaming/events'
import { STREAMED_TIMELINE_KEY } from './socketStatus'
import { addNotification } from '../../entities/normalize/notification'
import { normalizeStatus } from '../../entities/normalize/status'
import { entityStore } from '../../entities/store'
import type { NormalizedBatch } from '../../entities/types'
import { getPreference } from '../preferences/preferences'
import { TIMELINE_PAGE_SIZE } from '../timelines/timelineRules'
import { getTimeline, timelineStore } from '../timelines/timelineStore'
import { receiveChatUpdate } from './chatUpdates'
import { acceptNotifications, fetchNewerNotifications } from '../notifications/fetcher'

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

/** Puts new home status ids in front of the friends timeline (only once it was loaded). */
export function addHomeStatuses(ids: readonly string[]): void {
  const key = STREAMED_TIMELINE_KEY
  const timeline = getTimeline(key)
  if (!timeline.loaded || ids.length === 0) return
  const { dispatch } = timelineStore.getState()
  dispatch(key, { type: 'received', direction: 'newer', ids })
  const after = getTimeline(key)
  if (after.newStatusCount > 0 && after.flushMarker === null && shouldAutoShow(pageFacts())) {
    dispatch(key, { type: 'showNew' })
  }
}

/** Applies one stream event to the stores. */
export function handleStreamEvent(event: StreamEvent): void {
  const { importBatch, patchStatus } = entityStore.getState()
  switch (event.event) {
    case 'update': {
      const { id, statuses, users } = normalizeStatus(event.status)
      importBatch({ statuses, users })
      if (id) addHomeStatuses([id])
      return
    }
    case 'status.update': {
      const { statuses, users } = normalizeStatus(event.status)
      importBatch({ statuses, users })
      return
    }
    case 'notification': {
      const batch: NormalizedBatch = { statuses: [], users: [] }
      const notification = addNotification(event.notification, batch)
      if (!notification) {
        console.warn('Skipping invalid notification', event.notification.id)
        return
      }
      importBatch(batch)
      acceptNotifications([notification])
      return
    }
    case 'delete':
      patchStatus(event.id, { deleted: true })
      return
    case 'pleroma:chat_update':
      if (event.chat.id) receiveChatUpdate(event.chat.id, event.chat.unread ?? 0)
      return
    case 'filters_changed':
      return
  }
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
    const page = await fetchTimeline('friends', params)
    entityStore.getState().importBatch(page.batch)
    addHomeStatuses(page.ids)
  }
  await Promise.all([
    fetchNewerNotifications(),
    homeCatchUp().catch((error: unknown) => console.warn('Home catch-up failed', error)),
  ])
}
