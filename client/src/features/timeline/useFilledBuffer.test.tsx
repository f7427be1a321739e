import { act, renderHook } from '@testing-library/react'
import { useFilledBuffer } from './useFilledBuffer'

/** Runs `tasks` timer tasks, each with what React renders after it. */
async function runTasks(tasks: number): Promise<void> {
  for (let i = 0; i < tasks; i++) await act(() => vi.advanceTimersByTimeAsync(0))
}

describe('useFilledBuffer (s1 §9 buffer, issue 20)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('starts with no buffer and adds one post per task up to max(3, height / 80)', async () => {
    const { result } = renderHook(() => useFilledBuffer(800))
    expect(result.current).toBe(0)
    await runTasks(1)
    expect(result.current).toBe(1)
    await runTasks(8)
    expect(result.current).toBe(9)
    await runTasks(5)
    expect(result.current).toBe(10)
  })

  it("keeps the rule's minimum of 3 for a short window", async () => {
    const { result } = renderHook(() => useFilledBuffer(100))
    await runTasks(10)
    expect(result.current).toBe(3)
  })
})
