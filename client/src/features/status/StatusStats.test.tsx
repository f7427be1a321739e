import { act, screen, within } from '@testing-library/react'
import { fetchStatusUsers } from '../../api/endpoints/statuses'
import { StatusStats } from './StatusStats'
import { makeStatus, makeUser } from './testing/factories'
import { renderWithApp, resetWorld, setUpI18n } from './testing/render'

vi.mock('../../api/endpoints/statuses', () => ({ fetchStatusUsers: vi.fn() }))

/** The idle callbacks queued, run by the test as the browser would once idle. */
let idle: (() => void)[] = []

beforeAll(setUpI18n)
beforeEach(() => {
  resetWorld()
  idle = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
  vi.stubGlobal('cancelIdleCallback', vi.fn())
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('favourites and repeats stats of the focused post (s1 §2)', () => {
  it('shows the counts at once and who favourited once the browser is idle', async () => {
    const fan = makeUser({ id: 'fan1', name: 'Fan One', screen_name: 'fan1' })
    vi.mocked(fetchStatusUsers).mockResolvedValue({
      ids: [fan.id],
      batch: { statuses: [], users: [fan] },
    })
    renderWithApp(
      <StatusStats status={makeStatus({ id: 's1', user: 'u1', fave_num: 2, repeat_num: 0 })} />,
    )
    const row = screen.getByRole('region', { name: '2 favourites' })
    expect(fetchStatusUsers).not.toHaveBeenCalled()
    expect(within(row).queryByRole('listitem')).not.toBeInTheDocument()
    await act(async () => idle.forEach((run) => run()))
    expect(fetchStatusUsers).toHaveBeenCalledTimes(1)
    expect(fetchStatusUsers).toHaveBeenCalledWith('s1', 'favourited_by', expect.any(AbortSignal))
    expect(await within(row).findByRole('listitem')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /repeats/ })).not.toBeInTheDocument()
  })

  it('asks nothing when the post leaves before the browser is idle', () => {
    const { unmount } = renderWithApp(
      <StatusStats status={makeStatus({ id: 's1', user: 'u1', fave_num: 1, repeat_num: 1 })} />,
    )
    unmount()
    expect(cancelIdleCallback).toHaveBeenCalled()
    expect(fetchStatusUsers).not.toHaveBeenCalled()
  })
})
