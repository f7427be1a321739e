import { create } from 'zustand'
import { entityStore } from '../../entities/store'
import {
  emptyTimeline,
  timelineReducer,
  type TimelineAction,
  type TimelineState,
} from './timelineRules'

/**
 * Timelines by key ('public', 'publicAndExternal', 'tag:cats'...), each the s1 §3 Timeline
 * entity. Timelines hold ids only; the statuses themselves live in the entity store.
 */
interface TimelinesStore {
  timelines: Record<string, TimelineState>
  /** Applies one reducer action to the timeline `key` (created empty when missing). */
  dispatch: (key: string, action: TimelineAction) => void
  /** Forgets every timeline (logout, s1 §4 "Login sequence"). */
  reset: () => void
}

const EMPTY = emptyTimeline()

/** The Zustand store of every timeline; see `timelineReducer` for the rules. */
export const timelineStore = create<TimelinesStore>()((set) => ({
  timelines: {},
  dispatch: (key, action) =>
    set((store) => ({
      timelines: {
        ...store.timelines,
        [key]: timelineReducer(store.timelines[key] ?? emptyTimeline(), action),
      },
    })),
  reset: () => set({ timelines: {} }),
}))

/** The timeline `key`, re-rendering when it changes; an empty timeline until first used. */
export function useTimelineState(key: string): TimelineState {
  return timelineStore((store) => store.timelines[key] ?? EMPTY)
}

/** The current state of timeline `key`, outside React. */
export function getTimeline(key: string): TimelineState {
  return timelineStore.getState().timelines[key] ?? EMPTY
}

/**
 * Shows the signed-in user's own new post at the top of timeline `key` at once (s1 §4
 * "Composer": the new post appears at once in home). Held new statuses are shown first, so the
 * visible list stays the oldest part of the timeline (this shows the post too when the stream
 * brought it before the POST answered). A timeline not loaded yet is left alone:
 * its first fetch brings the post.
 */
export function showOwnStatus(key: string, id: string): void {
  const current = timelineStore.getState().timelines[key]
  if (!current?.loaded || current.visibleStatuses.includes(id)) return
  if (current.newStatusCount > 0) timelineStore.getState().dispatch(key, { type: 'showNew' })
  timelineStore.setState((store) => {
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
  const timeline = timelineStore.getState().timelines[key]
  if (!timeline) return
  const statuses = entityStore.getState().statuses
  const byUser = (id: string | null | undefined): boolean =>
    id !== null && id !== undefined && statuses[id]?.user === userId
  const ids = new Set(
    timeline.statuses.filter((id) => byUser(id) || byUser(statuses[id]?.retweeted_status)),
  )
  if (ids.size > 0) timelineStore.getState().dispatch(key, { type: 'remove', ids })
}
