import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fetchReactions } from '../../api/endpoints/statuses'
import { setLanguage } from '../../i18n'
import { sessionStore } from '../../state/session'
import { ReactedBy, USER_LIST_SHOWN, userListShown } from './ReactedBy'
import { makeUser } from './testing/factories'
import { renderWithApp, resetWorld, setUpI18n } from './testing/render'

vi.mock('../../api/endpoints/statuses', () => ({ fetchReactions: vi.fn() }))

beforeAll(setUpI18n)
beforeEach(() => {
  resetWorld()
  sessionStore.setState({ user: 'alice1', token: 'token' })
})
afterEach(() => vi.clearAllMocks())

describe('who reacted (s1 §9 "user list popover 16")', () => {
  it('keeps 16 and counts the rest', () => {
    const ids = Array.from({ length: 20 }, (_, i) => `u${i}`)
    expect(USER_LIST_SHOWN).toBe(16)
    expect(userListShown(ids)).toEqual({ shown: ids.slice(0, 16), more: 4 })
    expect(userListShown(ids.slice(0, 3))).toEqual({ shown: ids.slice(0, 3), more: 0 })
  })

  it('lists 16 people per reaction in a popover, then +N', async () => {
    const user = userEvent.setup()
    const users = Array.from({ length: 18 }, (_, i) =>
      makeUser({ id: `u${i}`, name: `Fan ${i}`, screen_name: `fan${i}` }),
    )
    vi.mocked(fetchReactions).mockResolvedValue({
      reactions: [
        { name: '🔥', count: 18, me: false, url: null, accounts: users.map((u) => u.id) },
      ],
      batch: { statuses: [], users },
    })
    renderWithApp(<ReactedBy statusId="s1" />)
    await user.click(screen.getByRole('button', { name: 'Who reacted' }))
    const popover = screen.getByRole('dialog', { name: 'Who reacted' })
    expect(await within(popover).findByText('Fan 0')).toBeInTheDocument()
    expect(fetchReactions).toHaveBeenCalledWith('s1', expect.any(AbortSignal))
    expect(within(popover).getAllByRole('listitem')).toHaveLength(16)
    expect(within(popover).queryByText('Fan 16')).not.toBeInTheDocument()
    expect(within(popover).getByText('+2 more')).toBeInTheDocument()
    expect(within(popover).getByRole('heading', { level: 3 })).toHaveTextContent('🔥 18')
    await act(() => setLanguage('fa'))
    expect(within(popover).getByRole('heading', { level: 3 })).toHaveTextContent('🔥 ۱۸')
    await act(() => setLanguage('en'))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
