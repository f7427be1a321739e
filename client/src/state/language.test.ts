// @vitest-environment node
/**
 * A language chunk that fails (s2 §8 "chunk load error with type and request") or takes longer
 * than 120 s (s1 §9) shows the chunk load error, and English stays.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CHUNK_TIMEOUT_MS, i18n, initI18n } from '../i18n'
import { switchLanguage } from './language'
import { clearNotices, noticeStore } from './notices'

const loadBundle = vi.hoisted(() => vi.fn<(code: string) => Promise<never>>())
vi.mock('../i18n/loader', () => ({ loadBundle }))

describe('a language chunk that does not load', () => {
  beforeAll(async () => {
    await initI18n('en')
  })
  afterEach(() => {
    clearNotices()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('shows the chunk load error and keeps English when the chunk fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    loadBundle.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    await switchLanguage('de')
    expect(i18n.language).toBe('en')
    expect(i18n.t('nav.public_tl')).toBe('Public timeline')
    const [notice] = noticeStore.getState().notices
    expect(notice?.messageKey).toBe('general.chunk_load_missing')
    expect(i18n.t(notice?.messageKey ?? '', notice?.messageArgs)).toBe(
      'German could not be loaded. Please check the connection and try again.',
    )
    expect(logged).toHaveBeenCalledOnce()
  })

  it('shows the time-out after 120 s without an answer', async () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    loadBundle.mockReturnValueOnce(new Promise<never>(() => undefined))
    const switching = switchLanguage('de')
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1)
    expect(noticeStore.getState().notices).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await switching
    expect(noticeStore.getState().notices[0]?.messageKey).toBe('general.chunk_load_timeout')
    expect(i18n.language).toBe('en')
  })
})
