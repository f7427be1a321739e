import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchContext, fetchStatus } from '../../api/endpoints/statuses'
import { ApiError } from '../../api/http'
import type { Status, User } from '../../entities/types'
import { i18n } from '../../i18n'
import { makeStatus, makeUser } from '../status/testing/factories'
import { resetWorld, setUpI18n } from '../status/testing/render'
import ConversationPage from './ConversationPage'

vi.mock('../../api/endpoints/statuses', () => ({
  fetchStatus: vi.fn(),
  fetchContext: vi.fn(),
}))

// StatusCard has its own tests; here a stand-in with its contract: one <article> per status,
// read from the entity store, aria-current when focused.
vi.mock('../status/StatusCard', async () => {
  const { useStatus } = await import('../../entities/store')
  return {
    StatusCard: function StatusCard(props: { statusId: string; focused?: boolean }) {
      const status = useStatus(props.statusId)
      return (
        <article tabIndex={0} aria-current={props.focused ? 'true' : undefined}>
          {status?.text ?? 'Status unavailable'}
        </article>
      )
    },
  }
})

const alice = makeUser({ id: 'u1', screen_name: 'alice', name: 'Alice' })
const bob = makeUser({ id: 'u2', screen_name: 'bob', name: 'Bob' })

function post(id: string, text: string, user: User = alice): Status {
  return makeStatus({ id, user: user.id, text, raw_html: `<p>${text}</p>` })
}

const root = post('101', 'Who wants tea?')
const parent = post('102', 'Me, with milk', bob)
const focus = post('103', 'Milk first or last?')
const reply = post('104', 'Last, always', bob)
const lateReply = post('106', 'First!')
const other = post('201', 'A different thread')

/** The mocked endpoints answer as a server holding `root`..`lateReply` and `other`. */
function serveThread(): void {
  vi.mocked(fetchStatus).mockImplementation((id) => {
    const found = [root, parent, focus, reply, lateReply, other].find((s) => s.id === id)
    if (!found) return Promise.reject(new ApiError(404, { error: 'Record not found' }, req(id)))
    return Promise.resolve({ id, batch: { statuses: [found], users: [alice, bob] } })
  })
  vi.mocked(fetchContext).mockImplementation((id) =>
    Promise.resolve(
      id === '201'
        ? { ancestors: [], descendants: [], batch: { statuses: [], users: [] } }
        : {
            // The server sends both lists oldest first; the view must not depend on it.
            ancestors: ['101', '102'],
            descendants: ['106', '104'],
            batch: { statuses: [root, parent, lateReply, reply], users: [alice, bob] },
          },
    ),
  )
}

function req(id: string) {
  return { method: 'GET', url: `https://pleroma.example/api/v1/statuses/${id}` }
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/notice/:id', element: <ConversationPage /> }], {
    initialEntries: [path],
  })
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
  return router
}

beforeAll(async () => {
  await setUpI18n()
})

beforeEach(() => {
  resetWorld()
  vi.mocked(fetchStatus).mockReset()
  vi.mocked(fetchContext).mockReset()
})

describe('<ConversationPage>', () => {
  it('shows a spinner, then ancestors before and descendants after the focused status', async () => {
    serveThread()
    renderAt('/notice/103')
    expect(screen.getByRole('status')).toHaveTextContent('Loading the conversation…')
    const articles = await within(await screen.findByRole('list')).findAllByRole('article')
    expect(articles).toHaveLength(5)
    expect(articles.map((a) => a.textContent)).toEqual([
      expect.stringContaining('Who wants tea?'),
      expect.stringContaining('Me, with milk'),
      expect.stringContaining('Milk first or last?'),
      expect.stringContaining('Last, always'),
      expect.stringContaining('First!'),
    ])
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(fetchStatus).toHaveBeenCalledWith('103', expect.any(AbortSignal))
    expect(fetchContext).toHaveBeenCalledWith('103', expect.any(AbortSignal))
  })

  it('highlights the focused status and gives it keyboard focus', async () => {
    serveThread()
    renderAt('/notice/103')
    const articles = await within(await screen.findByRole('list')).findAllByRole('article')
    const focused = articles[2]
    expect(focused).toHaveAttribute('aria-current', 'true')
    expect(focused).toHaveFocus()
    expect(articles.filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1)
  })

  it('says the status is unavailable when the server answers 404', async () => {
    serveThread()
    renderAt('/notice/999')
    expect(
      await screen.findByText(
        'This status is unavailable: it was deleted or is not visible to you.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
  })

  it('shows the error with a retry button on other failures', async () => {
    serveThread()
    vi.mocked(fetchStatus).mockRejectedValueOnce(
      new ApiError(500, 'Something went wrong', req('103')),
    )
    renderAt('/notice/103')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'The conversation could not be loaded: 500 "Something went wrong"',
    )
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(await screen.findByRole('list')).findAllByRole('article')).toHaveLength(5)
  })

  it('loads again when the id in the URL changes', async () => {
    serveThread()
    const router = renderAt('/notice/103')
    await within(await screen.findByRole('list')).findAllByRole('article')
    await act(() => router.navigate('/notice/201'))
    const articles = await within(await screen.findByRole('list')).findAllByRole('article')
    expect(articles).toHaveLength(1)
    expect(articles[0]).toHaveTextContent('A different thread')
    expect(articles[0]).toHaveAttribute('aria-current', 'true')
    expect(fetchStatus).toHaveBeenLastCalledWith('201', expect.any(AbortSignal))
  })
})
