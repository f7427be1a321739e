import { yieldToMain } from './yieldToMain'

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('resolves after a 0 ms timer where there is no scheduler.yield', async () => {
    vi.stubGlobal('scheduler', undefined)
    vi.useFakeTimers()
    let done = false
    void yieldToMain().then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)
  })

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldFn })
    await yieldToMain()
    expect(yieldFn).toHaveBeenCalledOnce()
  })
})
