import { afterShellPaint } from './afterShellPaint'

describe('afterShellPaint (issue 20)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('waits for two frames when nothing is painted yet, then runs in a task of its own', () => {
    vi.useFakeTimers()
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([])
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame))
    const order: string[] = []
    afterShellPaint(() => order.push('first'))
    afterShellPaint(() => order.push('second'))
    frames.splice(0, 2).forEach((frame) => frame(0))
    frames.splice(0, 2).forEach((frame) => frame(16))
    expect(order).toEqual([])
    vi.advanceTimersByTime(0)
    expect(order).toEqual(['first', 'second'])
  })

  it('runs in the next task when the shell is painted or the page hidden (no frames come)', () => {
    vi.useFakeTimers()
    const frame = vi.fn()
    vi.stubGlobal('requestAnimationFrame', frame)
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([])
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const callback = vi.fn()
    afterShellPaint(callback)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(callback).toHaveBeenCalledTimes(1)
    expect(frame).not.toHaveBeenCalled()
  })
})
