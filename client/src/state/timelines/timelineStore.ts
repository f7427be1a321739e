/**
 * Timelines by key ('public', 'publicAndExternal', 'tag:cats'...), each the s1 §3 Timeline
 * entity, in the active account scope (state/scope.ts). Timelines hold ids only; the statuses
 * themselves live in the entity store.
 */
import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import { entities } from '../entities'
import { currentScope, useScope, type TimelinesState } from '../scope'
import { emptyTimeline, type TimelineState } from './timelineRules'

const EMPTY = emptyTimeline()

/** The active scope's timelines store (outside React); see `timelineReducer` for the rules. */
export function timelines(): StoreApi<TimelinesState> {
  return currentScope().timelines
}

/** The timeline `key`, re-rendering when it changes; an empty timeline until first used. */
export function useTimelineState(key: string): TimelineState {
  return useStore(useScope().timelines, (store) => store.timelines[key] ?? EMPTY)
}

/** The current state of timeline `key`, outside React. */
export function getTimeline(key: string): TimelineState {
  return timelines().getState().timelines[key] ?? EMPTY
}

/**
 * Shows the signed-in user's own new post at the top of timeline `key` at once (s1 §4
 * "Composer": the new post appears at once in home). Held new statuses are shown first, so the
 * visible list stays the oldest part of the timeline (this shows the post too when the stream
 * brought it before the POST answered). A timeline not loaded yet is left alone:
 * its first fetch brings the post.
 */
export function showOwnStatus(key: string, id: string): void {
  const current = timelines().getState().timelines[key]
  if (!current?.loaded || current.visibleStatuses.includes(id)) return
  if (current.newStatusCount > 0) timelines().getState().dispatch(key, { type: 'showNew' })
  timelines().setState((store) => {
    const timeline = store.timelines[key] ?? current
    // The stream may have brought the post first: showing the held ones showed it.
    if (timeline.visibleStatuses.includes(id)) return store
    const statuses = [id, ...timeline.statuses]
    return {
      timelines: {
        ...store.timelines,
        [key]: {
          ...timeline,
          statuses,
          visibleStatuses: [id, ...timeline.visibleStatuses],
          newStatusCount: 0,
          maxId: id,
        },
      },
    }
  })
}

/**
 * Removes from timeline `key` every status by `userId`, and every repeat by or of them (s1 §4
 * "Follow button": unfollowing removes that user's statuses from the home timeline). Looks the
 * authors up in the entity store; ids not in the store stay.
 */
export function removeUserStatuses(key: string, userId: string): void {
  const timeline = timelines().getState().timelines[key]
  if (!timeline) return
  const statuses = entities().getState().statuses
  const byUser = (id: string | null | undefined): boolean =>
    id !== null && id !== undefined && statuses[id]?.user === userId
  const ids = new Set(
    timeline.statuses.filter((id) => byUser(id) || byUser(statuses[id]?.retweeted_status)),
  )
  if (ids.size > 0) timelines().getState().dispatch(key, { type: 'remove', ids })
}
