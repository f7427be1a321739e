import { IDLE_TIMEOUT_MS, whenIdle } from './whenIdle'

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('waits for an idle period of the browser, at most IDLE_TIMEOUT_MS', () => {
    const idle: (() => void)[] = []
    const request = vi.fn((run: () => void) => idle.push(run))
    const cancel = vi.fn()
    vi.stubGlobal('requestIdleCallback', request)
    vi.stubGlobal('cancelIdleCallback', cancel)
    const callback = vi.fn()
    const stop = whenIdle(callback)
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS })
    expect(callback).not.toHaveBeenCalled()
    idle[0]?.()
    expect(callback).toHaveBeenCalledTimes(1)
    stop()
    expect(cancel).toHaveBeenCalledWith(1)
  })

  it('falls back to a 0 ms timer where there are no idle callbacks, and can be cancelled', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const callback = vi.fn()
    whenIdle(callback)
    const cancelled = vi.fn()
    whenIdle(cancelled)()
    vi.advanceTimersByTime(0)
    expect(callback).toHaveBeenCalledTimes(1)
    expect(cancelled).not.toHaveBeenCalled()
  })
})
