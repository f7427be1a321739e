import { render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchTimeline } from '../../api/endpoints/timelines'
import { i18n, initI18n } from '../../i18n'
import { currentScope } from '../../state/scope'
import { makeStatus, makeUser } from '../status/testing/factories'
import ListTimelinePage from './ListTimelinePage'
import { signInAlice } from './testing/render'

vi.mock('../../api/endpoints/timelines', () => ({ fetchTimeline: vi.fn() }))

beforeAll(async () => {
  await initI18n('en')
})
beforeEach(() => {
  signInAlice()
  vi.mocked(fetchTimeline).mockReset()
})

describe('a list timeline (s1 §2 lists-timeline, timeline kind list)', () => {
  it('reads GET /api/v1/timelines/list/:id, titled with the list', async () => {
    const author = makeUser({ id: 'u1' })
    vi.mocked(fetchTimeline).mockResolvedValue({
      ids: ['101'],
      batch: {
        statuses: [makeStatus({ id: '101', user: 'u1', raw_html: '<p>From the list</p>' })],
        users: [author],
      },
      links: {},
    })
    currentScope().lists.setState({ lists: [{ id: '5', title: 'Cats' }], loaded: true })
    const router = createMemoryRouter([{ path: '/lists/:id', element: <ListTimelinePage /> }], {
      initialEntries: ['/lists/5'],
    })
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    )
    const feed = await screen.findByRole('feed', { name: 'Cats' })
    expect(await within(feed).findByText('From the list')).toBeVisible()
    expect(fetchTimeline).toHaveBeenCalledWith(
      'list',
      { listId: '5', limit: 20, with_muted: true },
      expect.any(AbortSignal),
    )
  })
})
