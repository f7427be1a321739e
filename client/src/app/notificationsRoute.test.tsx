import { act, screen } from '@testing-library/react'
import type { RouteObject } from 'react-router'
import {
  renderWithApp,
  resetWorld,
  setUpI18n,
  TEST_SERVER,
} from '../features/status/testing/render'
import { startNotificationsFetcher } from '../state/notifications/fetcher'
import { resetSession } from '../state/testing'
import { createRoutes, preloadPage } from './routes'

const fetchMock = vi.fn<typeof fetch>()
const bob = { id: 'b', acct: 'bob', username: 'bob', display_name: 'Bob' }
const page = [{ id: '1', type: 'follow', account: bob, pleroma: { is_seen: false } }]

function route(name: string): RouteObject {
  const all = (routes: RouteObject[]): RouteObject[] =>
    routes.flatMap((r) => (r.children ? all(r.children) : [r]))
  const found = all(createRoutes()).find(
    (r) => (r.handle as { name?: string } | undefined)?.name === name,
  )
  if (!found) throw new Error(`no route ${name}`)
  return found
}

beforeAll(setUpI18n)
beforeEach(() => {
  resetWorld()
  fetchMock.mockReset()
  fetchMock.mockResolvedValue(new Response(JSON.stringify(page), { status: 200 }))
  vi.stubGlobal('fetch', fetchMock)
  resetSession({ server: TEST_SERVER, token: 't', userId: 'me' })
})
afterEach(() => {
  resetSession({ server: TEST_SERVER })
  vi.unstubAllGlobals()
})

describe('the stand-alone notifications route (s1 §2 notifications)', () => {
  it('shows the notifications panel as the page, its title the page heading', async () => {
    expect(route('notifications').path).toBe('/:username/notifications')
    await preloadPage(createRoutes(), '/alice/notifications')
    renderWithApp(<>{route('notifications').element}</>)
    act(() => startNotificationsFetcher())
    expect(screen.getByRole('heading', { level: 1, name: /Notifications/ })).toBeInTheDocument()
    expect(await screen.findByLabelText('Bob followed you')).toBeInTheDocument()
  })
})
