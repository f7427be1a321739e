import { act, fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchContext, fetchStatus } from '../../api/endpoints/statuses'
import { ApiError } from '../../api/http'
import { sessionStore } from '../../state/session'
import type { Status, User } from '../../entities/types'
import { i18n } from '../../i18n'
import { makeStatus, makeUser } from '../status/testing/factories'
import { resetPreference, setPreference } from '../../state/preferences/preferences'
import { resetWorld, setUpI18n } from '../status/testing/render'
import ConversationPage from './ConversationPage'
import { entities } from '../../state/entities'

vi.mock('../../api/endpoints/statuses', () => ({
  fetchStatus: vi.fn(),
  fetchContext: vi.fn(),
}))

// StatusCard has its own tests; here a stand-in with its contract: one <article> per status,
// read from the entity store, aria-current when focused.
vi.mock('../status/StatusCard', async () => {
  const { useStatus } = await import('../../state/entities')
  return {
    StatusCard: function StatusCard(props: {
      statusId: string
      focused?: boolean
      threadControls?: ReactNode
    }) {
      const status = useStatus(props.statusId)
      return (
        <article tabIndex={0} aria-current={props.focused ? 'true' : undefined}>
          {status?.text ?? 'Status unavailable'}
          {props.threadControls}
        </article>
      )
    },
  }
})

const alice = makeUser({ id: 'u1', screen_name: 'alice', name: 'Alice' })
const bob = makeUser({ id: 'u2', screen_name: 'bob', name: 'Bob' })

function post(
  id: string,
  text: string,
  user: User = alice,
  parentId: string | null = null,
): Status {
  return makeStatus({
    id,
    user: user.id,
    text,
    raw_html: `<p>${text}</p>`,
    in_reply_to_status_id: parentId,
    in_reply_to_user_id: parentId ? 'u1' : null,
  })
}

// 101 ── 102 ── 103 ─┬─ 104
//                    └─ 106
const root = post('101', 'Who wants tea?')
const parent = post('102', 'Me, with milk', bob, '101')
const focus = post('103', 'Milk first or last?', alice, '102')
const reply = post('104', 'Last, always', bob, '103')
const lateReply = post('106', 'First!', alice, '103')
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
  for (const key of ['conversationDisplay', 'maxDepthInThread', 'replyVisibility'] as const) {
    resetPreference(key)
  }
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

  it('shows a reply that reaches the store after loading (the reader just posted it)', async () => {
    serveThread()
    renderAt('/notice/103')
    const list = await screen.findByRole('list')
    expect(await within(list).findAllByRole('article')).toHaveLength(5)
    act(() => {
      entities()
        .getState()
        .importBatch({
          statuses: [post('107', 'My own answer', alice, '104'), post('301', 'Elsewhere')],
          users: [alice],
        })
    })
    const articles = within(list).getAllByRole('article')
    expect(articles).toHaveLength(6)
    expect(articles[5]).toHaveTextContent('My own answer')
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

  it('leaves focus in a modal dialog opened while the thread was loading', async () => {
    serveThread()
    const dialog = document.createElement('div')
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-modal', 'true')
    dialog.tabIndex = -1
    document.body.append(dialog)
    dialog.focus()
    renderAt('/notice/103')
    const articles = await within(await screen.findByRole('list')).findAllByRole('article')
    expect(articles[2]).toHaveAttribute('aria-current', 'true')
    expect(dialog).toHaveFocus()
    dialog.remove()
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
      new ApiError(500, { error: 'Thread exploded' }, req('103')),
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    renderAt('/notice/103')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The conversation could not be loaded: Thread exploded')
    expect(alert).not.toHaveTextContent('500')
    warn.mockRestore()
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

  it('nests replies in tree mode, hides deep threads behind "Show N replies" and dives', async () => {
    setPreference('conversationDisplay', 'tree')
    setPreference('maxDepthInThread', 3)
    serveThread()
    vi.mocked(fetchContext).mockResolvedValue({
      ancestors: ['101'],
      descendants: ['103', '104', '106'],
      batch: { statuses: [root, focus, reply, lateReply], users: [alice, bob] },
    })
    renderAt('/notice/102')
    const list = await screen.findByRole('list')
    // maxDepthInThread 3: statuses at depth 0 and 1 show their replies; 103 (depth 2) does not.
    expect(within(list).getAllByRole('article')).toHaveLength(3)
    const more = within(list).getByRole('button', { name: 'Show 2 replies' })
    fireEvent.click(more)
    expect(within(list).getAllByRole('article')).toHaveLength(5)
    fireEvent.click(within(list).getAllByRole('button', { name: 'Hide replies' })[0]!)
    expect(within(list).getAllByRole('article')).toHaveLength(1)
    fireEvent.click(within(list).getByRole('button', { name: 'Show replies' }))

    const articles = within(list).getAllByRole('article')
    fireEvent.click(
      within(articles[2]!).getByRole('button', { name: 'Open this thread on its own' }),
    )
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.firstChild?.textContent),
    ).toEqual(['Milk first or last?', 'Last, always', 'First!'])
    fireEvent.click(screen.getByRole('button', { name: 'Other replies' }))
    expect(within(list).getAllByRole('article')).toHaveLength(4)
    fireEvent.click(screen.getByRole('button', { name: 'Back to the whole conversation' }))
    expect(within(list).getAllByRole('article')).toHaveLength(5)
  })

  it('is a list of posts, not a feed; the tree tells each post’s reply depth', async () => {
    serveThread()
    renderAt('/notice/103')
    const list = await screen.findByRole('list')
    const items = await within(list).findAllByRole('listitem')
    expect(items).toHaveLength(5)
    for (const item of items) {
      expect(within(item).getAllByRole('article')).toHaveLength(1)
      expect(item).not.toHaveAttribute('aria-level')
    }
    expect(screen.queryByRole('feed')).toBeNull()

    act(() => setPreference('conversationDisplay', 'tree'))
    const levels = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => [item.firstChild?.textContent, item.getAttribute('aria-level')])
    expect(levels).toEqual([
      ['Who wants tea?', '1'],
      ['Me, with milk', '2'],
      ['Milk first or last?', '3'],
      ['Last, always', '4'],
      ['First!', '4'],
    ])
    expect(screen.queryByRole('feed')).toBeNull()
  })

  it('leaves out replies the replyVisibility filter rejects', async () => {
    sessionStore.setState({ user: 'u1', token: 'token' })
    setPreference('replyVisibility', 'self')
    serveThread()
    vi.mocked(fetchContext).mockResolvedValue({
      ancestors: ['101', '102'],
      descendants: ['104', '105'],
      batch: {
        statuses: [
          root,
          parent,
          reply,
          { ...post('105', 'Cake instead', bob, '104'), in_reply_to_user_id: 'u2' },
        ],
        users: [alice, bob],
      },
    })
    renderAt('/notice/103')
    const articles = await within(await screen.findByRole('list')).findAllByRole('article')
    expect(articles.map((a) => a.textContent)).toEqual([
      'Who wants tea?',
      'Me, with milk',
      'Milk first or last?',
      'Last, always',
    ])
  })
})
