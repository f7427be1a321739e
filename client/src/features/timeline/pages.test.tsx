import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchTimeline, type TimelinePage } from '../../api/endpoints/timelines'
import { i18n, initI18n } from '../../i18n'
import { makeStatus, makeUser } from '../status/testing/factories'
import { instanceStore } from '../../state/instance'
import { sessionStore } from '../../state/session'
import { resetPreference, setPreference } from '../../state/preferences/preferences'
import { BookmarksPage, DmsPage, FriendsPage } from './MemberTimelinePage'
import PublicTimelinePage from './PublicTimelinePage'
import TagTimelinePage from './TagTimelinePage'
import { resetScope } from '../../state/testing'
import { entities } from '../../state/entities'

vi.mock('../../api/endpoints/timelines', () => ({ fetchTimeline: vi.fn() }))

const author = makeUser({ id: 'u1' })

function page(ids: string[], nextMaxId?: string): TimelinePage {
  return {
    ids,
    batch: {
      statuses: ids.map((id) =>
        makeStatus({ id, user: author.id, raw_html: `<p>Status ${id}</p>`, text: `Status ${id}` }),
      ),
      users: [author],
    },
    links: nextMaxId ? { next: { max_id: nextMaxId } } : {},
  }
}

function renderRoutes(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/main/public', element: <PublicTimelinePage kind="public" /> },
      { path: '/main/all', element: <PublicTimelinePage kind="publicAndExternal" /> },
      { path: '/tag/:tag', element: <TagTimelinePage /> },
      { path: '/main/friends', element: <FriendsPage /> },
      { path: '/users/:username/dms', element: <DmsPage /> },
      { path: '/bookmarks', element: <BookmarksPage /> },
    ],
    { initialEntries: [path] },
  )
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
  return router
}

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  resetScope()
  resetScope()
  vi.mocked(fetchTimeline).mockReset()
  resetPreference('replyVisibility')
  sessionStore.setState({ user: null, token: null })
  instanceStore.setState((state) => ({ config: { ...state.config, hideMutedPosts: false } }))
})

describe('timeline pages', () => {
  it('reads the local public timeline and stores its statuses', async () => {
    vi.mocked(fetchTimeline).mockResolvedValue(page(['102', '101']))
    renderRoutes('/main/public')
    const feed = await screen.findByRole('feed', { name: 'Public timeline' })
    // The virtual feed renders its first post, then one more per task (issue 20).
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(2))
    expect(fetchTimeline).toHaveBeenCalledWith(
      'public',
      { limit: 20, with_muted: true },
      expect.any(AbortSignal),
    )
    expect(entities().getState().statuses['101']).toBeDefined()
  })

  it('reads the whole known network', async () => {
    vi.mocked(fetchTimeline).mockResolvedValue(page(['101']))
    renderRoutes('/main/all')
    expect(
      await screen.findByRole('heading', { name: 'The whole known network' }),
    ).toBeInTheDocument()
    expect(fetchTimeline).toHaveBeenCalledWith(
      'publicAndExternal',
      { limit: 20, with_muted: true },
      expect.any(AbortSignal),
    )
  })

  it('titles a tag timeline "#tag" and pages older with the Link header max_id', async () => {
    vi.mocked(fetchTimeline)
      .mockResolvedValueOnce(page(['105', '104'], '103'))
      .mockResolvedValueOnce(page(['102']))
    renderRoutes('/tag/cats')
    expect(await screen.findByRole('heading', { name: '#cats' })).toBeInTheDocument()
    expect(fetchTimeline).toHaveBeenCalledWith(
      'tag',
      { tag: 'cats', limit: 20, with_muted: true },
      expect.any(AbortSignal),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Load older statuses' }))
    await act(async () => {
      await Promise.resolve()
    })
    expect(fetchTimeline).toHaveBeenLastCalledWith(
      'tag',
      { tag: 'cats', limit: 20, with_muted: true, max_id: '103' },
      expect.any(AbortSignal),
    )
    expect(await screen.findByText('Status 102')).toBeInTheDocument()
  })

  it('starts a new timeline when the tag in the URL changes', async () => {
    vi.mocked(fetchTimeline).mockResolvedValue(page(['101']))
    const router = renderRoutes('/tag/cats')
    await screen.findByText('Status 101')
    await act(() => router.navigate('/tag/dogs'))
    expect(await screen.findByRole('heading', { name: '#dogs' })).toBeInTheDocument()
    expect(fetchTimeline).toHaveBeenLastCalledWith(
      'tag',
      { tag: 'dogs', limit: 20, with_muted: true },
      expect.any(AbortSignal),
    )
  })

  it.each([
    ['/main/friends', 'friends', 'Home timeline'],
    ['/users/alice/dms', 'dms', 'Direct messages'],
    ['/bookmarks', 'bookmarks', 'Bookmarks'],
  ] as const)('reads %s as the %s timeline', async (path, kind, title) => {
    sessionStore.setState({ user: 'me', token: 'token' })
    vi.mocked(fetchTimeline).mockResolvedValue(page(['101']))
    renderRoutes(path)
    expect(await screen.findByRole('feed', { name: title })).toBeInTheDocument()
    expect(fetchTimeline).toHaveBeenCalledWith(
      kind,
      { limit: 20, with_muted: true },
      expect.any(AbortSignal),
    )
  })

  it('sends reply_visibility only when it is not "all", and refetches when it changes', async () => {
    setPreference('replyVisibility', 'following')
    vi.mocked(fetchTimeline).mockResolvedValue(page(['101']))
    renderRoutes('/main/friends')
    await screen.findByText('Status 101')
    expect(fetchTimeline).toHaveBeenLastCalledWith(
      'friends',
      { limit: 20, with_muted: true, reply_visibility: 'following' },
      expect.any(AbortSignal),
    )
    act(() => setPreference('replyVisibility', 'all'))
    await act(async () => {
      await Promise.resolve()
    })
    expect(fetchTimeline).toHaveBeenLastCalledWith(
      'friends',
      { limit: 20, with_muted: true },
      expect.any(AbortSignal),
    )
  })

  it('leaves muted posts out of the query when the instance hides them', async () => {
    instanceStore.setState((state) => ({ config: { ...state.config, hideMutedPosts: true } }))
    sessionStore.setState({ user: 'me', token: 'token' })
    vi.mocked(fetchTimeline).mockResolvedValue(page(['101']))
    renderRoutes('/bookmarks')
    await screen.findByText('Status 101')
    expect(fetchTimeline).toHaveBeenCalledWith('bookmarks', { limit: 20 }, expect.any(AbortSignal))
  })

  it('asks a visitor on /bookmarks to log in instead of fetching (issue 11 item 5)', async () => {
    renderRoutes('/bookmarks')
    expect(await screen.findByText('Log in to see your bookmarks.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    expect(fetchTimeline).not.toHaveBeenCalled()
  })

  it('offers the member and public timelines in the timeline-switching menu', async () => {
    entities()
      .getState()
      .importBatch({ statuses: [], users: [makeUser({ id: 'me', screen_name: 'alice' })] })
    sessionStore.setState({ user: 'me', token: 'token' })
    vi.mocked(fetchTimeline).mockResolvedValue(page(['101']))
    const router = renderRoutes('/main/public')
    fireEvent.click(await screen.findByRole('button', { name: 'Switch timeline' }))
    const menu = screen.getByRole('menu', { name: 'Switch timeline' })
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Home timeline',
      'Direct messages',
      'Bookmarks',
      'Public timeline',
      'The whole known network',
    ])
    expect(items[0]).toHaveFocus()
    fireEvent.keyDown(menu, { key: 'ArrowUp' })
    expect(items[4]).toHaveFocus()
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Direct messages' }))
    expect(router.state.location.pathname).toBe('/users/alice/dms')
    expect(await screen.findByRole('feed', { name: 'Direct messages' })).toBeInTheDocument()
  })
})
