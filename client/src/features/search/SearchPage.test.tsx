import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { search, type SearchResult } from '../../api/endpoints/search'
import { i18n, setLanguage } from '../../i18n'
import { makeStatus, makeUser } from '../status/testing/factories'
import { resetWorld, setUpI18n } from '../status/testing/render'
import SearchPage from './SearchPage'

vi.mock('../../api/endpoints/search', () => ({ search: vi.fn() }))

const bob = makeUser({ id: 'b1', screen_name: 'bob', name: 'Bob' })
const dave = makeUser({ id: 'r1', screen_name: 'dave@remote.example', name: 'Dave' })

function answer(parts: Partial<Omit<SearchResult, 'batch'>>, statuses = [] as string[]) {
  const posts = statuses.map((id) =>
    makeStatus({ id, user: bob.id, text: `post ${id}`, raw_html: `<p>post ${id}</p>` }),
  )
  const users = parts.users ?? []
  return {
    users,
    statusIds: statuses,
    hashtags: parts.hashtags ?? [],
    batch: { statuses: posts, users: [bob, ...users] },
  }
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/search', element: <SearchPage /> },
      { path: '/users/:name', element: <p>profile page</p> },
      { path: '/notice/:id', element: <p>conversation page</p> },
    ],
    { initialEntries: ['/main/public', path], initialIndex: 1 },
  )
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
  return router
}

beforeAll(setUpI18n)
beforeEach(() => {
  resetWorld()
  vi.mocked(search).mockReset()
})

describe('the search page (s1 §2 "Search")', () => {
  it('shows the counts and selects the first tab with results; hashtags link to their timeline', async () => {
    vi.mocked(search).mockResolvedValue(
      answer({
        users: [bob],
        hashtags: [
          { name: 'cofe', url: '', history: [{ day: '2', uses: 7, accounts: 3 }] },
          { name: 'tea', url: '', history: [] },
        ],
      }),
    )
    renderAt('/search?query=cofe')
    const people = await screen.findByRole('tab', { name: 'People (1)' })
    expect(people).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Statuses (0)' })).toHaveAttribute(
      'aria-selected',
      'false',
    )
    expect(screen.getByRole('tabpanel')).toHaveTextContent('@bob')
    await userEvent.click(screen.getByRole('tab', { name: 'Hashtags (2)' }))
    const panel = screen.getByRole('tabpanel')
    expect(within(panel).getByRole('link', { name: '#cofe' })).toHaveAttribute('href', '/tag/cofe')
    expect(panel).toHaveTextContent('3 people talking')
    expect(panel).toHaveTextContent('7 uses')
    expect(search).toHaveBeenCalledWith({ q: 'cofe' }, expect.any(AbortSignal))
    try {
      await act(() => setLanguage('fa'))
      expect(people).toHaveTextContent(/\(۱\)$/)
    } finally {
      await act(() => setLanguage('en'))
    }
  })

  it('loads more statuses with a growing offset, then says there are no more', async () => {
    vi.mocked(search)
      .mockResolvedValueOnce(answer({}, ['s1', 's2']))
      .mockResolvedValueOnce(answer({}, ['s3']))
      .mockResolvedValueOnce(answer({}, []))
    renderAt('/search?query=cofe')
    expect(await screen.findByText('post s2')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('post s3')).toBeInTheDocument()
    expect(search).toHaveBeenLastCalledWith(
      { q: 'cofe', type: 'statuses', offset: 2 },
      expect.any(AbortSignal),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('No more results')).toBeInTheDocument()
    expect(search).toHaveBeenLastCalledWith(
      { q: 'cofe', type: 'statuses', offset: 3 },
      expect.any(AbortSignal),
    )
  })

  it('says "No results" when nothing was found', async () => {
    vi.mocked(search).mockResolvedValue(answer({}))
    renderAt('/search?query=nothing')
    expect(await screen.findByRole('tabpanel')).toHaveTextContent('No results')
  })

  it('opens the profile when a handle query resolves to exactly that account', async () => {
    vi.mocked(search).mockResolvedValue(answer({ users: [dave] }))
    const router = renderAt('/search?query=%40dave%40remote.example')
    expect(await screen.findByText('profile page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/users/$r1')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('searches on Enter only with a non-empty query', async () => {
    vi.mocked(search).mockResolvedValue(answer({}))
    const router = renderAt('/search')
    const field = screen.getByRole('searchbox')
    await userEvent.type(field, '   {Enter}')
    expect(router.state.location.search).toBe('')
    expect(search).not.toHaveBeenCalled()
    await userEvent.clear(field)
    await userEvent.type(field, 'tea{Enter}')
    expect(router.state.location.search).toBe('?query=tea')
    expect(await screen.findByRole('tabpanel')).toHaveTextContent('No results')
    expect(search).toHaveBeenCalledWith({ q: 'tea' }, expect.any(AbortSignal))
  })
})
