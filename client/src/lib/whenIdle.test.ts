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

describe('afterStartup (issue 20)', () => {
  afterEach(() => vi.unstubAllGlobals())

  /** A fresh copy of the module: nothing has started yet. */
  async function freshModule() {
    vi.resetModules()
    return import('./whenIdle')
  }

  it("waits for the app's first commit, then for an idle period of at most AFTER_START_TIMEOUT_MS", async () => {
    const { afterStartup, markStarted, AFTER_START_TIMEOUT_MS } = await freshModule()
    const idle: (() => void)[] = []
    const request = vi.fn((run: () => void) => idle.push(run))
    vi.stubGlobal('requestIdleCallback', request)
    const callback = vi.fn()
    afterStartup(callback)
    expect(request).not.toHaveBeenCalled()
    markStarted()
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: AFTER_START_TIMEOUT_MS })
    idle[0]?.()
    expect(callback).toHaveBeenCalledTimes(1)
    afterStartup(callback)
    expect(request).toHaveBeenCalledTimes(2)
  })

  it('can be cancelled before the start and while it waits for idle', async () => {
    const { afterStartup, markStarted } = await freshModule()
    const cancelIdle = vi.fn()
    const request = vi.fn(() => 7)
    vi.stubGlobal('requestIdleCallback', request)
    vi.stubGlobal('cancelIdleCallback', cancelIdle)
    afterStartup(vi.fn())()
    const late = afterStartup(vi.fn())
    markStarted()
    expect(request).toHaveBeenCalledTimes(1)
    late()
    expect(cancelIdle).toHaveBeenCalledTimes(1)
    expect(cancelIdle).toHaveBeenCalledWith(7)
  })
})
