import { act, fireEvent, screen } from '@testing-library/react'
import { fetchRelationships, fetchSuggestions } from '../../api/endpoints/accounts'
import type { UsersResult } from '../../api/endpoints/statuses'
import { sessionStore } from '../../state/session'
import { makeRelationship, makeUser } from '../status/testing/factories'
import { renderWithApp, resetWorld, setUpI18n } from '../status/testing/render'
import WhoToFollowPage from './WhoToFollowPage'
import WhoToFollowPanel from './WhoToFollowPanel'

vi.mock('../../api/endpoints/accounts', () => ({
  fetchSuggestions: vi.fn(),
  fetchRelationships: vi.fn(),
}))

const people = (n: number): UsersResult => {
  const users = Array.from({ length: n }, (_, i) =>
    makeUser({ id: `u${i}`, name: `Person ${i}`, screen_name: `person${i}` }),
  )
  return { ids: users.map((u) => u.id), batch: { statuses: [], users } }
}

beforeAll(setUpI18n)
beforeEach(() => {
  resetWorld()
  sessionStore.setState({ user: 'alice1', token: 'token' })
  vi.mocked(fetchRelationships).mockImplementation((ids) =>
    Promise.resolve(ids.map((id) => makeRelationship(id, {}))),
  )
})
afterEach(() => vi.clearAllMocks())

describe('who-to-follow (s1 §2, s1 §9)', () => {
  it('shows 3 placeholders while loading, then each person with a follow button', async () => {
    let answer: (r: UsersResult) => void = () => undefined
    vi.mocked(fetchSuggestions).mockReturnValue(new Promise((resolve) => (answer = resolve)))
    renderWithApp(<WhoToFollowPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Who to follow' })).toBeInTheDocument()
    expect(screen.getAllByTestId('suggestion-placeholder')).toHaveLength(3)
    await act(async () => answer(people(5)))
    expect(screen.queryByTestId('suggestion-placeholder')).not.toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(5)
    for (const link of screen.getAllByRole('link', { name: 'Person 0' })) {
      expect(link).toHaveAttribute('href', '/users/person0')
    }
    expect(screen.getByText('@person0')).toBeInTheDocument()
    expect(await screen.findAllByRole('button', { name: 'Follow' })).toHaveLength(5)
    // One relationships call for everyone, none per button.
    expect(fetchRelationships).toHaveBeenCalledTimes(1)
    expect(vi.mocked(fetchRelationships).mock.calls[0]?.[0]).toEqual(['u0', 'u1', 'u2', 'u3', 'u4'])
  })

  it('the panel shows three and links to the page', async () => {
    vi.mocked(fetchSuggestions).mockResolvedValue(people(5))
    renderWithApp(<WhoToFollowPanel />)
    expect(await screen.findAllByRole('button', { name: 'Follow' })).toHaveLength(3)
    expect(screen.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/who-to-follow')
  })

  it('says so when there is nobody, and when loading failed', async () => {
    vi.mocked(fetchSuggestions).mockResolvedValue(people(0))
    const { unmount } = renderWithApp(<WhoToFollowPage />)
    expect(await screen.findByText('No suggestions right now.')).toBeInTheDocument()
    unmount()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.mocked(fetchSuggestions).mockRejectedValue(new Error('down'))
    renderWithApp(<WhoToFollowPage />)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The suggestions could not be loaded.',
    )
    vi.mocked(fetchSuggestions).mockResolvedValue(people(2))
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findAllByRole('button', { name: 'Follow' })).toHaveLength(2)
    warn.mockRestore()
  })
})
