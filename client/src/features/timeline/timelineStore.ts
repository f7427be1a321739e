import { create } from 'zustand'
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
