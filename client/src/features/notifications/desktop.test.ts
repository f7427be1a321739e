// @vitest-environment node
import {
  createDesktopNotifier,
  DESKTOP_CLOSE_MS,
  DESKTOP_SILENCE_MS,
  type DesktopApi,
} from './desktop'

const message = { title: 'Bob liked your status', body: 'hi', icon: '', tag: '1' }

describe('desktop notifications (s1 §4, DECISIONS.md silence)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function fakeApi(permission: NotificationPermission) {
    const close = vi.fn()
    const api: DesktopApi = { permission: () => permission, show: vi.fn(() => ({ close })) }
    return { api, close }
  }

  it('stays silent for 10 s after start, then shows and closes after 5 s', () => {
    const { api, close } = fakeApi('granted')
    const notifier = createDesktopNotifier(api)
    expect(notifier.notify(message)).toBe(false)
    vi.advanceTimersByTime(DESKTOP_SILENCE_MS - 1)
    expect(notifier.notify(message)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(notifier.notify(message)).toBe(true)
    expect(api.show).toHaveBeenCalledWith(message)
    vi.advanceTimersByTime(DESKTOP_CLOSE_MS - 1)
    expect(close).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(close).toHaveBeenCalledTimes(1)
    notifier.stop()
  })

  it('shows nothing without permission', () => {
    const { api } = fakeApi('denied')
    const notifier = createDesktopNotifier(api)
    vi.advanceTimersByTime(DESKTOP_SILENCE_MS)
    expect(notifier.notify(message)).toBe(false)
    expect(api.show).not.toHaveBeenCalled()
  })
})
