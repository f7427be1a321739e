import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchAccount, lookupAccount } from '../../api/endpoints/accounts'
import { fetchTimeline, type TimelinePage } from '../../api/endpoints/timelines'
import { fetchPeople, type PeoplePage } from '../../api/endpoints/people'
import { ApiError, NetworkError } from '../../api/http'
import { sessionStore } from '../../state/session'
import type { User } from '../../entities/types'
import { i18n, initI18n } from '../../i18n'
import { makeRelationship, makeStatus, makeUser } from '../status/testing/factories'
import { profileTabs, selectedTab } from './profileTabs'
import ProfilePage from './ProfilePage'
import { resetScope } from '../../state/testing'

vi.mock('../../api/endpoints/timelines', () => ({ fetchTimeline: vi.fn() }))
vi.mock('../../api/endpoints/accounts', () => ({
  fetchAccount: vi.fn(),
  lookupAccount: vi.fn(),
  fetchRelationships: vi.fn(() => new Promise(() => undefined)),
}))
vi.mock('../../api/endpoints/people', () => ({ fetchPeople: vi.fn() }))

const bob = makeUser({
  id: 'bob1',
  screen_name: 'bob',
  name: 'Bob :blob:',
  description_html: '<p>Likes <strong>cats</strong></p>',
  emoji: [{ shortcode: 'blob', url: 'https://pleroma.example/blob.png', static_url: '' }],
  statuses_count: 42,
  hide_followers_count: true,
})

function account(user: User) {
  return { user, batch: { statuses: [], users: [user] } }
}

function page(ids: string[]): TimelinePage {
  return {
    ids,
    batch: {
      statuses: ids.map((id) =>
        makeStatus({ id, user: bob.id, raw_html: `<p>Status ${id}</p>`, text: `Status ${id}` }),
      ),
      users: [bob],
    },
    links: {},
  }
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/users/:name', element: <ProfilePage /> }], {
    initialEntries: [path],
  })
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
  return router
}

function kinds(): string[] {
  return vi.mocked(fetchTimeline).mock.calls.map(([kind]) => kind)
}

beforeAll(async () => {
  await initI18n('en')
})

function people(users: User[], next: string | null): PeoplePage {
  return {
    ids: users.map((user) => user.id),
    batch: { statuses: [], users },
    links: next ? { next: { max_id: next } } : {},
  }
}

const carol = makeUser({
  id: 'carol1',
  screen_name: 'carol',
  name: 'Carol',
  relationship: makeRelationship('carol1', { followed_by: true }),
})
const dave = makeUser({ id: 'dave1', screen_name: 'dave@remote.example', name: 'Dave' })

let scrollY = 0
afterEach(() => {
  vi.restoreAllMocks()
})

beforeEach(() => {
  scrollY = 0
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    scrollY = options.top ?? 0
  }) as typeof window.scrollTo)
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY)
  vi.mocked(fetchPeople).mockReset()
  resetScope()
  resetScope()
  sessionStore.setState({ user: null, token: null })
  vi.mocked(fetchTimeline).mockReset()
  vi.mocked(fetchTimeline).mockImplementation((kind) =>
    Promise.resolve(kind === 'pinned' ? page(['900']) : page(['102', '101'])),
  )
  vi.mocked(lookupAccount).mockReset().mockResolvedValue(account(bob))
  vi.mocked(fetchAccount).mockReset().mockResolvedValue(account(bob))
})

describe('<ProfilePage>', () => {
  it('shows the header and the statuses tab with the pinned statuses first', async () => {
    renderAt('/users/bob')
    expect(screen.getByRole('status')).toHaveTextContent('Loading the profile…')
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading).toHaveAccessibleName('Bob')
    expect(heading.querySelector('img[title=":blob:"]')).toHaveAttribute('alt', '')
    const header = heading.closest('header') ?? document.body
    expect(within(header).getByText('@bob')).toBeInTheDocument()
    expect(within(header).getByText('cats').tagName).toBe('STRONG')
    expect(screen.getByText('Statuses', { selector: 'dt' }).nextSibling).toHaveTextContent('42')
    expect(screen.queryByText('Followers', { selector: 'dt' })).not.toBeInTheDocument()
    expect(lookupAccount).toHaveBeenCalledWith('bob', expect.any(AbortSignal))
    const pinned = await screen.findByRole('region', { name: 'Pinned statuses' })
    expect(within(pinned).getByText('Status 900')).toBeInTheDocument()
    expect(await screen.findByText('Status 102')).toBeInTheDocument()
    expect(fetchTimeline).toHaveBeenCalledWith(
      'pinned',
      { userId: 'bob1' },
      expect.any(AbortSignal),
    )
    expect(fetchTimeline).toHaveBeenCalledWith(
      'user',
      { userId: 'bob1', limit: 20, with_muted: true },
      expect.any(AbortSignal),
    )
  })

  it("offers statuses and media, but not another user's favorites", async () => {
    renderAt('/users/bob?tab=favorites')
    const tabs = await screen.findByRole('tablist', { name: 'Profile sections' })
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Statuses', 'Following', 'Followers', 'Media'])
    expect(within(tabs).getByRole('tab', { name: 'Statuses' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await screen.findByText('Status 102')
    expect(kinds()).not.toContain('favorites')
  })

  it('switches to the media tab (only_media) with the arrow keys, in the URL', async () => {
    const router = renderAt('/users/bob')
    const statuses = await screen.findByRole('tab', { name: 'Statuses' })
    fireEvent.keyDown(statuses, { key: 'End' })
    expect(screen.getByRole('tab', { name: 'Media' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Media' })).toHaveFocus()
    expect(router.state.location.search).toBe('?tab=media')
    expect(await screen.findByRole('feed', { name: 'Media' })).toBeInTheDocument()
    expect(fetchTimeline).toHaveBeenLastCalledWith(
      'media',
      { userId: 'bob1', limit: 20, with_muted: true },
      expect.any(AbortSignal),
    )
  })

  it('shows the favorites tab on the viewer’s own profile', async () => {
    sessionStore.setState({ user: 'bob1', token: 'token' })
    renderAt('/users/bob?tab=favorites')
    expect(await screen.findByRole('tab', { name: 'Favorites' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(await screen.findByRole('feed', { name: 'Favorites' })).toBeInTheDocument()
    expect(fetchTimeline).toHaveBeenCalledWith(
      'favorites',
      { limit: 20, with_muted: true },
      expect.any(AbortSignal),
    )
  })

  it('loads /users/$id by id', async () => {
    renderAt('/users/$bob1')
    await screen.findByRole('heading', { level: 1 })
    expect(fetchAccount).toHaveBeenCalledWith('bob1', expect.any(AbortSignal))
    expect(lookupAccount).not.toHaveBeenCalled()
  })

  it('says the profile does not exist on a 404', async () => {
    vi.mocked(lookupAccount).mockRejectedValue(
      new ApiError(404, { error: "Can't find user" }, { method: 'GET', url: '/x' }),
    )
    renderAt('/users/nobody')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, this profile does not exist.',
    )
  })

  it('shows other loading errors', async () => {
    vi.mocked(lookupAccount).mockRejectedValue(
      new NetworkError(new TypeError('Failed to fetch'), { method: 'GET', url: '/api/v1/x' }),
    )
    renderAt('/users/bob')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, the profile could not be loaded: Failed to connect to server, try again',
    )
  })
})

describe('followees and followers tabs', () => {
  it('hides the lists a user hides from others, but not from that user', async () => {
    const hider = { ...bob, id: 'hider1', screen_name: 'hider', hide_follows: true }
    vi.mocked(lookupAccount).mockResolvedValue(account({ ...hider, hide_followers: true }))
    renderAt('/users/hider?tab=followers')
    const tabs = await screen.findByRole('tablist', { name: 'Profile sections' })
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Statuses', 'Media'])
    await screen.findByText('Status 102')
    expect(fetchPeople).not.toHaveBeenCalled()
  })

  it('pages the followers 20 at a time through the Link header, with follow cards', async () => {
    sessionStore.setState({ user: 'alice1', token: 'token' })
    vi.mocked(fetchPeople)
      .mockResolvedValueOnce(people([carol], 'carol1'))
      .mockResolvedValueOnce(people([dave], null))
    renderAt('/users/bob?tab=followers')
    const list = await screen.findByRole('region', { name: 'Followers' })
    const card = await within(list).findByRole('article', { name: 'Carol' })
    expect(within(card).getByText('@carol')).toBeInTheDocument()
    expect(within(card).getByText('Follows you!')).toBeInTheDocument()
    expect(within(card).getAllByRole('link', { name: 'Carol' })[1]).toHaveAttribute(
      'href',
      '/users/carol',
    )
    expect(fetchPeople).toHaveBeenCalledWith('followers', 'bob1', null, expect.any(AbortSignal))
    fireEvent.click(within(list).getByRole('button', { name: 'Load more people' }))
    const remote = await within(list).findByRole('article', { name: 'Dave' })
    expect(within(remote).getAllByRole('link', { name: 'Dave' })[1]).toHaveAttribute(
      'href',
      '/users/$dave1',
    )
    expect(fetchPeople).toHaveBeenLastCalledWith(
      'followers',
      'bob1',
      'carol1',
      expect.any(AbortSignal),
    )
    expect(within(list).getByText('No more people')).toBeInTheDocument()
  })

  it('shows the load error with a retry button, and an empty list', async () => {
    vi.mocked(fetchPeople)
      .mockRejectedValueOnce(
        new NetworkError(new TypeError('Failed to fetch'), { method: 'GET', url: '/x' }),
      )
      .mockResolvedValueOnce(people([], null))
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    renderAt('/users/bob?tab=friends')
    const list = await screen.findByRole('region', { name: 'Following' })
    expect(await within(list).findByRole('alert')).toHaveTextContent(
      'The list could not be loaded.',
    )
    fireEvent.click(within(list).getByRole('button', { name: 'Try again' }))
    expect(await within(list).findByText('Nobody here yet')).toBeInTheDocument()
    expect(fetchPeople).toHaveBeenCalledWith('following', 'bob1', null, expect.any(AbortSignal))
  })

  it('keeps each list and its scroll position when switching tabs', async () => {
    vi.mocked(fetchPeople).mockResolvedValue(people([carol], null))
    renderAt('/users/bob?tab=followers')
    const list = await screen.findByRole('region', { name: 'Followers' })
    await within(list).findByRole('article', { name: 'Carol' })
    act(() => window.scrollTo({ top: 480 }))
    fireEvent.click(screen.getByRole('tab', { name: 'Statuses' }))
    expect(window.scrollY).toBe(0)
    await screen.findByText('Status 102')
    expect(screen.getByRole('tabpanel', { hidden: true, name: 'Followers' })).toHaveAttribute(
      'inert',
    )
    act(() => window.scrollTo({ top: 120 }))
    fireEvent.click(screen.getByRole('tab', { name: 'Followers' }))
    expect(window.scrollY).toBe(480)
    expect(screen.getByRole('article', { name: 'Carol' })).toBeInTheDocument()
    expect(fetchPeople).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('tab', { name: 'Statuses' }))
    expect(window.scrollY).toBe(120)
  })
})

describe('profile tabs', () => {
  const open = { hide_follows: false, hide_followers: false }
  const hiding = { hide_follows: true, hide_followers: true }

  it('hides followees and followers the user hides, except from the user', () => {
    expect(profileTabs(open, false)).toEqual(['statuses', 'friends', 'followers', 'media'])
    expect(profileTabs(hiding, false)).toEqual(['statuses', 'media'])
    expect(profileTabs({ hide_follows: true, hide_followers: false }, false)).toEqual([
      'statuses',
      'followers',
      'media',
    ])
    expect(profileTabs(hiding, true)).toEqual([
      'statuses',
      'friends',
      'followers',
      'media',
      'favorites',
    ])
  })

  it('falls back to statuses for unknown or hidden tabs', () => {
    const others = profileTabs(hiding, false)
    expect(selectedTab(null, others)).toBe('statuses')
    expect(selectedTab('media', others)).toBe('media')
    expect(selectedTab('favorites', others)).toBe('statuses')
    expect(selectedTab('followers', others)).toBe('statuses')
    expect(selectedTab('favorites', profileTabs(hiding, true))).toBe('favorites')
  })
})
