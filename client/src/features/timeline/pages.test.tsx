import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchTimeline, type TimelinePage } from '../../api/endpoints/timelines'
import { entityStore } from '../../entities/store'
import { i18n, initI18n } from '../../i18n'
import { makeStatus, makeUser } from '../status/testing/factories'
import PublicTimelinePage from './PublicTimelinePage'
import TagTimelinePage from './TagTimelinePage'
import { timelineStore } from './timelineStore'

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
  timelineStore.getState().reset()
  entityStore.getState().reset()
  vi.mocked(fetchTimeline).mockReset()
})

describe('timeline pages', () => {
  it('reads the local public timeline and stores its statuses', async () => {
    vi.mocked(fetchTimeline).mockResolvedValue(page(['102', '101']))
    renderRoutes('/main/public')
    const feed = await screen.findByRole('feed', { name: 'Public timeline' })
    expect(await within(feed).findAllByRole('article')).toHaveLength(2)
    expect(fetchTimeline).toHaveBeenCalledWith('public', { limit: 20 }, expect.any(AbortSignal))
    expect(entityStore.getState().statuses['101']).toBeDefined()
  })

  it('reads the whole known network', async () => {
    vi.mocked(fetchTimeline).mockResolvedValue(page(['101']))
    renderRoutes('/main/all')
    expect(
      await screen.findByRole('heading', { name: 'The whole known network' }),
    ).toBeInTheDocument()
    expect(fetchTimeline).toHaveBeenCalledWith(
      'publicAndExternal',
      { limit: 20 },
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
      { tag: 'cats', limit: 20 },
      expect.any(AbortSignal),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Load older statuses' }))
    await act(async () => {
      await Promise.resolve()
    })
    expect(fetchTimeline).toHaveBeenLastCalledWith(
      'tag',
      { tag: 'cats', limit: 20, max_id: '103' },
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
      { tag: 'dogs', limit: 20 },
      expect.any(AbortSignal),
    )
  })
})
