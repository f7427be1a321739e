import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react'
import { fetchPeople, type PeopleKind } from '../../api/endpoints/people'
import { errorText } from '../../state/errorText'
import { isAbort, load } from '../../state/load'

/** A followees or followers list: user ids in the server's order and its paging. */
export interface PeopleListState {
  ids: string[]
  /** `max_id` of the next older page (the Link header's rel="next"). */
  nextMaxId: string | null
  loading: boolean
  /** Message of the failed fetch, or null. */
  error: string | null
  /** The end was reached: an empty page, or no rel="next". */
  bottomedOut: boolean
}

type Action =
  | { type: 'started' }
  | { type: 'received'; ids: string[]; nextMaxId: string | null }
  | { type: 'failed'; message: string }
  | { type: 'cancelled' }

const INITIAL: PeopleListState = {
  ids: [],
  nextMaxId: null,
  loading: false,
  error: null,
  bottomedOut: false,
}

/**
 * The list's rules: a page appends the ids not held yet, in the server's order (followers are
 * ordered by the server, not by id); the end is an empty page or one without rel="next".
 */
export function peopleReducer(state: PeopleListState, action: Action): PeopleListState {
  switch (action.type) {
    case 'started':
      return { ...state, loading: true, error: null }
    case 'failed':
      return { ...state, loading: false, error: action.message }
    case 'cancelled':
      return { ...state, loading: false }
    case 'received': {
      const held = new Set(state.ids)
      return {
        ids: state.ids.concat(action.ids.filter((id) => !held.has(id))),
        nextMaxId: action.nextMaxId,
        loading: false,
        error: null,
        bottomedOut: action.ids.length === 0 || action.nextMaxId === null,
      }
    }
  }
}

/** A people list with its action: load the next page (the first one on mount). */
export interface PeopleList {
  state: PeopleListState
  /** Loads the next page unless loading or at the end; also the retry after an error. */
  loadMore: () => void
}

/**
 * The followees or followers of `userId` (s1 §2 "User profile" tabs; s2 §7 "Accounts"): the
 * first page of 20 on mount, then older pages on demand, each through `load()` so the users and
 * their relationships land in the scope's entity store. A fetch in flight is aborted on
 * unmount.
 */
export function usePeopleList(kind: PeopleKind, userId: string): PeopleList {
  const [state, dispatch] = useReducer(peopleReducer, INITIAL)
  const current = useRef(state)
  const controller = useRef<AbortController | null>(null)

  // Kept current as each render commits (a layout effect), before the browser can deliver a
  // click on what it shows: synced in a passive effect, a "Try again" pressed right after the
  // error appeared could still read `loading` and do nothing.
  useLayoutEffect(() => {
    current.current = state
  }, [state])

  const loadMore = useCallback(() => {
    const { loading, bottomedOut, nextMaxId } = current.current
    if (loading || bottomedOut) return
    current.current = { ...current.current, loading: true }
    const own = new AbortController()
    controller.current = own
    dispatch({ type: 'started' })
    load((signal) => fetchPeople(kind, userId, nextMaxId, signal), own.signal).then(
      (page) => {
        const next = page.links.next?.max_id ?? null
        dispatch({ type: 'received', ids: page.ids, nextMaxId: next })
      },
      (error: unknown) => {
        if (isAbort(error)) return
        console.warn(`Fetching ${kind} failed`, error)
        dispatch({ type: 'failed', message: errorText(error) })
      },
    )
  }, [kind, userId])

  useEffect(() => {
    loadMore()
    return () => {
      controller.current?.abort()
      current.current = { ...current.current, loading: false }
      dispatch({ type: 'cancelled' })
    }
  }, [loadMore])

  return { state, loadMore }
}
