/**
 * The post preview (s1 §4 "Preview toggles loading, result or error"; s1 §9 "preview debounce
 * 500 ms"): POST with preview=true, post_status.preview_empty for an empty status and spoiler.
 */
import { useEffect, useState } from 'react'
import { postStatus } from '../../api/endpoints/compose'
import type { Params } from '../../api/http'
import type { Status } from '../../entities/types'
import { buildStatusParams, type Draft } from './draft'
import { errorText } from '../../state/errorText'

/** s1 §9 "preview debounce 500 ms". */
export const PREVIEW_DEBOUNCE_MS = 500

/** Preview states. */
export type PreviewState =
  | { state: 'off' }
  | { state: 'loading' }
  | { state: 'empty' }
  | { state: 'result'; status: Status }
  | { state: 'error'; message: string }

/** The preview of `draft` while `on`, refreshed 500 ms after the last change. */
export function usePreview(on: boolean, draft: Draft, replyTo: string | null): PreviewState {
  const [answer, setAnswer] = useState<{ for: string; value: PreviewState } | null>(null)
  const empty = draft.status.trim() === '' && draft.spoilerText.trim() === ''
  const params = JSON.stringify(
    buildStatusParams(draft, { preview: true, inReplyToStatusId: replyTo }),
  )

  useEffect(() => {
    if (!on || empty) return
    let live = true
    const timer = setTimeout(() => {
      postStatus(JSON.parse(params) as Params, String(Date.now()))
        .then((result) => {
          if (live) setAnswer({ for: params, value: { state: 'result', status: result.status } })
        })
        .catch((error: unknown) => {
          if (live) setAnswer({ for: params, value: { state: 'error', message: errorText(error) } })
        })
    }, PREVIEW_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [on, empty, params])

  if (!on) return { state: 'off' }
  if (empty) return { state: 'empty' }
  return answer?.for === params ? answer.value : { state: 'loading' }
}
