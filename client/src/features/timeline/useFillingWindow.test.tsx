import { act, renderHook } from '@testing-library/react'
import {
  FIRST_RENDER_POSTS,
  postsInView,
  useFillingWindow,
  windowCapacity,
} from './useFillingWindow'

/** Runs `tasks` timer tasks, each with what React renders after it. */
async function runTasks(tasks: number): Promise<void> {
  for (let i = 0; i < tasks; i++) await act(() => vi.advanceTimersByTimeAsync(0))
}

describe('useFillingWindow (s1 §9 window and buffer, issue 20)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('holds what the window can show: in view at 120 px each, and the buffer on both sides', () => {
    // 800 px: 7 posts in view (one more cut at an edge) and 10 buffered above and below.
    expect(postsInView(800)).toBe(8)
    expect(windowCapacity(800)).toBe(7 + 1 + 20)
    expect(windowCapacity(100)).toBe(1 + 1 + 6)
  })

  it('starts with one post, adds one per task, and lifts the limit at the capacity', async () => {
    const { result } = renderHook(() => useFillingWindow(800))
    expect(result.current).toBe(FIRST_RENDER_POSTS)
    expect(FIRST_RENDER_POSTS).toBe(1)
    await runTasks(1)
    expect(result.current).toBe(2)
    await runTasks(8)
    expect(result.current).toBe(10)
    await runTasks(17)
    expect(result.current).toBe(27)
    await runTasks(1)
    expect(result.current).toBe(Infinity)
    await runTasks(3)
    expect(result.current).toBe(Infinity)
  })

  it('fills what the window shows at once, and the buffer only when the browser is idle', async () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    const { result, unmount } = renderHook(() => useFillingWindow(800))
    await runTasks(7)
    expect(result.current).toBe(8)
    // Beyond the 8 posts the window can show: nothing more until an idle period.
    await runTasks(5)
    expect(result.current).toBe(9)
    expect(idle).toHaveLength(1)
    await act(async () => idle.shift()?.())
    expect(result.current).toBe(10)
    unmount()
  })
})
