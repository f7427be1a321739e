/**
 * Report state changes (s1 §4 "Report state changes are optimistic and reverted on failure
 * with a global error notice"; s2 §8 "Set report state", "Report state failure"): the state
 * the staff member chose, per report id, kept per account scope (a WeakMap in this lazy
 * module, so the initial load carries nothing), over the state the notification brought.
 */
import { useStore } from 'zustand'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { setReportState } from '../../api/endpoints/admin'
import { ApiError } from '../../api/http'
import type { Report, ReportState } from '../../entities/types'
import { errorText } from '../../state/errorText'
import { pushNotice } from '../../state/notices'
import { currentScope, useScope, type AccountScope } from '../../state/scope'

type States = Record<string, ReportState>

const stores = new WeakMap<AccountScope, StoreApi<States>>()

function statesOf(scope: AccountScope): StoreApi<States> {
  let store = stores.get(scope)
  if (!store) {
    store = createStore<States>(() => ({}))
    stores.set(scope, store)
  }
  return store
}

/** The state `report` shows: the one chosen in this session, else the one it came with. */
export function useReportState(report: Report): ReportState {
  return useStore(statesOf(useScope()), (states) => states[report.id] ?? report.state)
}

/**
 * What the notice says about a failed state change (s2 §8 "Set report state"): for a 4xx the
 * first error message of the body (Pleroma answers an array of `{"id","error"}`), else the
 * error's sentence (the server's `error`, or the catalogue's generic text).
 */
export function reportErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && Array.isArray(error.body)) {
    const first: unknown = error.body[0]
    if (first && typeof first === 'object' && 'error' in first && typeof first.error === 'string')
      return first.error
  }
  return errorText(error)
}

/**
 * Sets `report` to `state` at once, then asks the server; a failure puts the earlier state
 * back and shows general.generic_error_message for 5 s.
 */
export async function changeReportState(report: Report, state: ReportState): Promise<void> {
  const scope = currentScope()
  const store = statesOf(scope)
  const previous = store.getState()[report.id] ?? report.state
  store.setState({ [report.id]: state })
  try {
    await setReportState(report.id, state)
  } catch (error) {
    console.warn('Changing the report state failed', error)
    if (scope.disposed) return
    store.setState({ [report.id]: previous })
    pushNotice({
      messageKey: 'general.generic_error_message',
      messageArgs: { errorData: reportErrorText(error) },
    })
  }
}
