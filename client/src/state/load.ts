/**
 * One way to load server data into the active account scope (issue 10; DESIGN.md data flow:
 * api parses and normalizes -> the entity store holds entities -> features keep ids).
 *
 * {@link load} calls an endpoint with the scope's abort signal (plus the caller's), imports
 * the answer's `batch` into that scope's entity store and hands the answer back, so the caller
 * keeps only ids. An answer that arrives after its scope was replaced (sign-out, account
 * switch) is dropped with an AbortError: nothing of one account lands in another.
 * {@link useLoad} is the same for components: it loads when `key` changes, aborts on unmount
 * and returns the state of the current key only.
 */
import { useEffect, useRef, useState } from 'react'
import type { NormalizedBatch } from '../entities/types'
import { currentScope } from './scope'

/** What `load` accepts: any endpoint answer that carries a normalized batch. */
export interface WithBatch {
  batch: NormalizedBatch
}

/** True for the AbortError of a cancelled call or a replaced scope. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

/**
 * Calls `call` with an abort signal (the scope's, joined with `signal` when given), imports the
 * answer's batch into the scope that was active when the call started, and returns the answer.
 * @throws whatever `call` throws (ApiError, NetworkError); AbortError when aborted or when the
 * scope was replaced while the call ran.
 */
export async function load<T extends WithBatch>(
  call: (signal: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const scope = currentScope()
  const joined = signal ? AbortSignal.any([scope.signal, signal]) : scope.signal
  const answer = await call(joined)
  if (joined.aborted) throw new DOMException('The load was cancelled', 'AbortError')
  scope.entities.getState().importBatch(answer.batch)
  return answer
}

/** The state of a {@link useLoad}: loading, the answer, or the error (never an abort). */
export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'error'; error: unknown }

/**
 * Loads with {@link load} whenever `key` changes (null: nothing to load, state 'idle'); the call
 * in flight is aborted on a new key or unmount. `call` may change identity freely: the one of
 * the render that changed `key` is used. Failures are returned as state 'error' (and logged by
 * the caller if it wishes); aborts are silent.
 */
export function useLoad<T extends WithBatch>(
  key: string | null,
  call: (signal: AbortSignal) => Promise<T>,
): LoadState<T> {
  const callRef = useRef(call)
  const [state, setState] = useState<{ key: string | null; state: LoadState<T> }>({
    key: null,
    state: { status: 'idle' },
  })
  useEffect(() => {
    callRef.current = call
  })
  useEffect(() => {
    if (key === null) return
    const controller = new AbortController()
    load((signal) => callRef.current(signal), controller.signal).then(
      (value) => setState({ key, state: { status: 'ready', value } }),
      (error: unknown) => {
        if (!isAbort(error)) setState({ key, state: { status: 'error', error } })
      },
    )
    return () => controller.abort()
  }, [key])
  if (key === null) return { status: 'idle' }
  return state.key === key ? state.state : { status: 'loading' }
}
