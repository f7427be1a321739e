import { useCallback, useEffect, useState } from 'react'
import { fetchCaptcha, type Captcha } from './api'

/** What {@link useCaptcha} gives: the current captcha, its load state and a reload. */
export interface CaptchaState {
  captcha: Captcha | null
  status: 'loading' | 'ready' | 'error'
  /** Fetches a fresh captcha (after a failed registration: captchas are single-use). */
  reload: () => void
}

/**
 * Loads the instance's captcha (GET /api/pleroma/captcha, PLEROMA-API §2.9) on mount and on
 * every reload. Type none means the form shows no captcha. A failed load is logged and
 * reported as status 'error'.
 */
export function useCaptcha(): CaptchaState {
  const [captcha, setCaptcha] = useState<Captcha | null>(null)
  const [status, setStatus] = useState<CaptchaState['status']>('loading')
  const [generation, setGeneration] = useState(0)

  useEffect(() => {
    let current = true
    fetchCaptcha().then(
      (answer) => {
        if (!current) return
        setCaptcha(answer)
        setStatus('ready')
      },
      (error: unknown) => {
        if (!current) return
        console.warn('Captcha could not be loaded', error)
        setStatus('error')
      },
    )
    return () => {
      current = false
    }
  }, [generation])

  const reload = useCallback(() => {
    setStatus('loading')
    setGeneration((n) => n + 1)
  }, [])

  return { captcha, status, reload }
}
