import { useCallback, useEffect, useRef } from 'react'
import { VIEWER_CLOSE_DELAY_MS } from './viewerRules'

const MARK = 'starlingMediaViewer'

/**
 * History for a modal viewer (s1 §4 "history pop closes"): on mount pushes a history entry
 * (same URL, the router's state kept, marked); the browser's back button (popstate) then
 * closes. Returns `close()`, which removes that entry again and closes. Either way `onClose`
 * runs once, VIEWER_CLOSE_DELAY_MS (100 ms) later (s1 §9 "viewer close delay").
 */
export function useHistoryClose(onClose: () => void): () => void {
  const latest = useRef(onClose)
  const flags = useRef({ pushed: false, closing: false })

  useEffect(() => {
    latest.current = onClose
  }, [onClose])

  const finish = useCallback(() => {
    if (flags.current.closing) return
    flags.current.closing = true
    window.setTimeout(() => latest.current(), VIEWER_CLOSE_DELAY_MS)
  }, [])

  useEffect(() => {
    const state: unknown = window.history.state
    const base = typeof state === 'object' && state !== null ? state : {}
    if (!(MARK in base)) window.history.pushState({ ...base, [MARK]: true }, '')
    flags.current.pushed = true
    const onPop = () => {
      flags.current.pushed = false
      finish()
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [finish])

  return useCallback(() => {
    if (flags.current.pushed) {
      flags.current.pushed = false
      window.history.back()
    }
    finish()
  }, [finish])
}
