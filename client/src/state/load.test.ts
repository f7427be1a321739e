import { act, renderHook, waitFor } from '@testing-library/react'
import { makeStatus } from '../features/status/testing/factories'
import { entities } from './entities'
import { isAbort, load, useLoad } from './load'
import { activateScope, createAccountScope } from './scope'
import { resetScope } from './testing'

const page = (id: string) => ({
  batch: { statuses: [makeStatus({ id, user: 'u' })], users: [] },
  ids: [id],
})

describe('load() (issue 10)', () => {
  beforeEach(() => resetScope())

  it('imports the batch into the scope and hands back the answer', async () => {
    const answer = await load(async () => page('s1'))
    expect(answer.ids).toEqual(['s1'])
    expect(entities().getState().statuses.s1?.id).toBe('s1')
  })

  it('drops an answer whose scope was replaced while it ran', async () => {
    let resolve: (value: ReturnType<typeof page>) => void = () => undefined
    const pending = load(() => new Promise<ReturnType<typeof page>>((r) => (resolve = r)))
    activateScope(createAccountScope({ userId: '10', server: 'https://i.test' }))
    resolve(page('secret'))
    const error = await pending.catch((caught: unknown) => caught)
    expect(isAbort(error)).toBe(true)
    expect(entities().getState().statuses).toEqual({})
  })

  it('passes a signal that aborts with the caller and with the scope', async () => {
    const controller = new AbortController()
    let seen: AbortSignal | null = null
    const pending = load((signal) => {
      seen = signal
      return new Promise<ReturnType<typeof page>>(() => undefined)
    }, controller.signal)
    controller.abort()
    expect(seen!.aborted).toBe(true)
    void pending
  })

  it('rethrows what the call throws', async () => {
    await expect(load(() => Promise.reject(new Error('500')))).rejects.toThrow('500')
  })
})

describe('useLoad', () => {
  beforeEach(() => resetScope())

  it('loads per key, returns only the current key state, and reports failures', async () => {
    const call = vi.fn((key: string) =>
      key === 'bad' ? Promise.reject(new Error('nope')) : Promise.resolve(page(key)),
    )
    const { result, rerender } = renderHook(
      ({ key }: { key: string | null }) => useLoad(key, () => call(key ?? '')),
      { initialProps: { key: null as string | null } },
    )
    expect(result.current).toEqual({ status: 'idle' })
    rerender({ key: 'a' })
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(entities().getState().statuses.a).toBeDefined()
    rerender({ key: 'bad' })
    expect(result.current.status).toBe('loading')
    await waitFor(() =>
      expect(result.current).toEqual({ status: 'error', error: new Error('nope') }),
    )
    await act(async () => undefined)
  })
})
