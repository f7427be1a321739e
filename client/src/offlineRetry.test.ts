import { OFFLINE_RETRY_DELAYS_MS, reloadWhenReachable } from './offlineRetry'

describe('reloadWhenReachable (the offline page while the browser says online)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reloads once the server answers, trying after 1, 2 and 4 s', async () => {
    const reload = vi.fn()
    const probe = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(new Response(null, { status: 404 }))
    reloadWhenReachable(reload, probe)

    await vi.advanceTimersByTimeAsync(999)
    expect(probe).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1 + 2000)
    expect(probe).toHaveBeenCalledTimes(2)
    expect(reload).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(4000)
    expect(probe).toHaveBeenCalledTimes(3)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('keeps trying every 30 s while the server stays away, and stops when told', async () => {
    const reload = vi.fn()
    const probe = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    const stop = reloadWhenReachable(reload, probe)
    const beforeLast = OFFLINE_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0)

    await vi.advanceTimersByTimeAsync(beforeLast)
    expect(probe).toHaveBeenCalledTimes(OFFLINE_RETRY_DELAYS_MS.length)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(probe).toHaveBeenCalledTimes(OFFLINE_RETRY_DELAYS_MS.length + 1)
    stop()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(probe).toHaveBeenCalledTimes(OFFLINE_RETRY_DELAYS_MS.length + 1)
    expect(reload).not.toHaveBeenCalled()
  })
})
