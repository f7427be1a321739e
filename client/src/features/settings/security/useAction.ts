/**
 * The state of one security form's call: idle, pending (buttons disabled), done (a success
 * sentence) or failed (the server's sentence when it gave one, else the catalogue's; s2 §8,
 * state/errorText.ts). Never the status code or the raw body.
 */
import { useCallback, useState } from 'react'
import { errorText } from '../../../state/errorText'

/** Where a form's call stands. */
export type ActionState =
  { kind: 'idle' } | { kind: 'pending' } | { kind: 'done' } | { kind: 'failed'; message: string }

/** A form's call state and the runner that moves it along. */
export interface Action {
  state: ActionState
  pending: boolean
  /**
   * Runs `call`: pending, then done (and `onDone` with the result) or failed with the error's
   * sentence (`describe`, default errorText). Never rejects.
   */
  run: <T>(
    call: () => Promise<T>,
    onDone?: (result: T) => void,
    describe?: (error: unknown) => string,
  ) => Promise<void>
  reset: () => void
}

/** One form's call state (see {@link Action}). */
export function useAction(): Action {
  const [state, setState] = useState<ActionState>({ kind: 'idle' })
  const pending = state.kind === 'pending'
  const run = useCallback(
    async <T>(
      call: () => Promise<T>,
      onDone?: (result: T) => void,
      describe: (error: unknown) => string = errorText,
    ): Promise<void> => {
      setState({ kind: 'pending' })
      try {
        const result = await call()
        setState({ kind: 'done' })
        onDone?.(result)
      } catch (error) {
        setState({ kind: 'failed', message: describe(error) })
      }
    },
    [],
  )
  const reset = useCallback(() => setState({ kind: 'idle' }), [])
  return { state, pending, run, reset }
}
