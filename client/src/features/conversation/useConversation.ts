import { startTransition, useCallback, useEffect, useState } from 'react'
import { ApiError } from '../../api/http'
import {
  fetchContext,
  fetchStatus,
  type ContextResult,
  type StatusResult,
} from '../../api/endpoints/statuses'
import { linearThread, repliesJoining } from './threadRules'
import { entities } from '../../state/entities'
import type { EntityState } from '../../entities/store'
import { isAbort, load } from '../../state/load'
import { errorText } from '../../state/errorText'

/** What the conversation page shows for one status id. */
export type ConversationView =
  | { phase: 'loading' }
  /** The status does not exist or is not visible (404): "status unavailable". */
  | { phase: 'missing' }
  /** The status could not be fetched for another reason. */
  | { phase: 'error'; message: string }
  /**
   * The thread in linear order (oldest first). `contextError` is set when the status loaded
   * but its ancestors and descendants did not: the thread holds the status alone.
   */
  | { phase: 'ready'; focusedId: string; thread: string[]; contextError: string | null }

type Settled = Exclude<ConversationView, { phase: 'loading' }> & { id: string; attempt: number }

function messageOf(error: unknown): string {
  console.warn('Fetching the conversation failed', error)
  return errorText(error)
}

/**
 * The view of status `id` (load `attempt`) from the answers of its two calls, or null when the
 * status call was aborted.
 */
function settledView(
  id: string,
  attempt: number,
  status: PromiseSettledResult<StatusResult>,
  context: PromiseSettledResult<ContextResult>,
): Settled | null {
  const base = { id, attempt }
  if (status.status === 'rejected') {
    if (isAbort(status.reason)) return null
    const missing = status.reason instanceof ApiError && status.reason.status === 404
    return missing
      ? { ...base, phase: 'missing' }
      : { ...base, phase: 'error', message: messageOf(status.reason) }
  }
  if (context.status === 'rejected') {
    return {
      ...base,
      phase: 'ready',
      focusedId: status.value.id,
      thread: [status.value.id],
      contextError: messageOf(context.reason),
    }
  }
  const { ancestors, descendants } = context.value
  return {
    ...base,
    phase: 'ready',
    focusedId: status.value.id,
    thread: linearThread(status.value.id, ancestors, descendants),
    contextError: null,
  }
}

/**
 * Loads the conversation of status `id` (s2 §7 "Statuses": `GET /api/v1/statuses/:id` and
 * `/context`, in parallel), puts every status and user into the entity store and returns the
 * view, plus `retry`. A new `id` loads again (the page stays mounted across /notice/:id links).
 * Never throws: failures become the 'missing' (404) or 'error' view.
 */
export function useConversation(id: string): { view: ConversationView; retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [settled, setSettled] = useState<Settled | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    void Promise.allSettled([
      load((joined) => fetchStatus(id, joined), signal),
      load((joined) => fetchContext(id, joined), signal),
    ]).then(([status, context]) => {
      if (signal.aborted) return
      const next = settledView(id, attempt, status, context)
      // A transition: React renders the thread in small tasks, where an update from a promise
      // rendered it in one (over 100 ms on a phone, issue 20).
      if (next) startTransition(() => setSettled(next))
    })
    return () => controller.abort()
  }, [id, attempt])

  // Replies that reach the store later (the reader's own, the stream's) join the thread.
  useEffect(() => {
    if (settled?.phase !== 'ready') return
    const join = (statuses: EntityState['statuses']) => {
      const joining = repliesJoining(settled.thread, statuses)
      if (joining.length === 0) return
      setSettled({ ...settled, thread: linearThread(settled.focusedId, settled.thread, joining) })
    }
    join(entities().getState().statuses)
    return entities().subscribe((state, previous) => {
      if (state.statuses !== previous.statuses) join(state.statuses)
    })
  }, [settled])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const current = settled !== null && settled.id === id && settled.attempt === attempt
  return { view: current ? settled : { phase: 'loading' }, retry }
}
