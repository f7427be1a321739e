// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../i18n'
import { entities } from '../../state/entities'
import { resetSession } from '../../state/testing'
import { renderRoutes } from '../../testing/routes'
import { installFakeServer } from '../auth/testing/fakeServer'
import { rawAccount } from '../lists/testing/render'
import ChatPage from './ChatPage'
import ChatsPage from './ChatsPage'
import { SCROLL_THROTTLE_MS } from '../../state/chats/messageRules'

const bob = rawAccount('b', 'bob')
const carol = rawAccount('c', 'carol')
const today = new Date().toISOString()

function raw(id: string, account: string, content: string, extra: object = {}) {
  return { id, chat_id: 'c1', account_id: account, content, created_at: today, ...extra }
}

function renderAt(path: string) {
  renderRoutes(
    [
      { path: '/users/:username/chats', element: <ChatsPage /> },
      { path: '/users/:username/chats/:recipient_id', element: <ChatPage /> },
    ],
    path,
  )
}

beforeAll(async () => {
  await initI18n('en')
})
beforeEach(() => {
  resetSession({ server: window.location.origin, token: 'tok', userId: '9' })
  entities()
    .getState()
    .importBatch({
      statuses: [],
      users: [
        {
          ...(entities().getState().users['9'] ?? {}),
          id: '9',
          screen_name: 'alice',
          name: 'Alice',
        } as never,
      ],
    })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the chat list (s1 §2 "Chat list")', () => {
  it('lists chats newest first with previews, own ones prefixed, and unread badges', async () => {
    installFakeServer({
      'GET /api/v1/pleroma/chats': () => ({
        body: [
          {
            id: 'c2',
            account: carol,
            unread: 0,
            updated_at: '2024-05-01T10:00:00.000Z',
            last_message: raw('B1', 'c', '', {
              chat_id: 'c2',
              attachment: { id: 'm', type: 'image', url: 'http://localhost/i.png' },
            }),
          },
          {
            id: 'c1',
            account: bob,
            unread: 3,
            updated_at: '2024-05-02T10:00:00.000Z',
            last_message: raw('B2', '9', 'see you &lt;soon&gt;'),
          },
        ],
      }),
    })
    renderAt('/users/alice/chats')
    expect(screen.getByRole('heading', { level: 1, name: 'Chats' })).toBeVisible()
    const list = await screen.findByRole('list', { name: 'Chats' })
    const rows = within(list).getAllByRole('link')
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/users/alice/chats/b',
      '/users/alice/chats/c',
    ])
    expect(rows[0]).toHaveTextContent('You: see you <soon>')
    expect(within(rows[0]!).getByLabelText('3 unread messages')).toHaveTextContent('3')
    expect(rows[1]).toHaveTextContent('Image')
    expect(within(rows[1]!).queryByText(/unread/)).toBeNull()
  })

  it('shows the placeholder without chats', async () => {
    installFakeServer({ 'GET /api/v1/pleroma/chats': () => ({ body: [] }) })
    renderAt('/users/alice/chats')
    expect(await screen.findByText("You don't have any chats yet. Start a new chat!")).toBeVisible()
  })

  it('starts a new chat: people of existing chats first, then search results', async () => {
    const server = installFakeServer({
      'GET /api/v1/pleroma/chats': () => ({
        body: [{ id: 'c1', account: bob, unread: 0, updated_at: today }],
      }),
      'GET /api/v1/accounts/search': () => ({ body: [carol] }),
      'POST /api/v1/pleroma/chats/by-account-id/c': () => ({
        body: { id: 'c3', account: carol, unread: 0, updated_at: today },
      }),
      'GET /api/v1/pleroma/chats/c3/messages': () => ({ body: [] }),
    })
    const user = userEvent.setup()
    renderAt('/users/alice/chats')
    await screen.findByRole('list', { name: 'Chats' })
    await user.click(screen.getByRole('button', { name: 'New Chat' }))
    const box = screen.getByRole('searchbox', { name: 'Search people' })
    expect(box).toHaveFocus()
    // The Back button sits before the heading, not in it.
    const heading = screen.getByRole('heading', { level: 1, name: 'New Chat' })
    expect(within(heading).queryByRole('button')).toBeNull()
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible()
    const people = screen.getByRole('list', { name: 'People' })
    expect(within(people).getByRole('button', { name: /Bob/ })).toBeVisible()
    await user.type(box, 'car')
    await within(people).findByRole('button', { name: /Carol/ })
    expect(server.requests['GET /api/v1/accounts/search']?.at(-1)?.url.searchParams.get('q')).toBe(
      'car',
    )
    await user.click(within(people).getByRole('button', { name: /Carol/ }))
    expect(screen.getByTestId('where')).toHaveTextContent('/users/alice/chats/c')
    expect(await screen.findByRole('list', { name: 'Messages' })).toBeVisible()
  })
})

describe('the chat view (s1 §2 "Chat view")', () => {
  function chatServer(extra: Parameters<typeof installFakeServer>[0] = {}) {
    return installFakeServer({
      'POST /api/v1/pleroma/chats/by-account-id/b': () => ({
        body: { id: 'c1', account: bob, unread: 0, updated_at: today },
      }),
      'GET /api/v1/pleroma/chats/c1/messages': () => ({
        body: [raw('B2', '9', 'fine'), raw('B1', 'b', 'how are you?')],
      }),
      // Sent 1.5 s after the newest message shows, when a test runs that long (a busy machine).
      'POST /api/v1/pleroma/chats/c1/read': () => ({
        body: { id: 'c1', account: bob, unread: 0, updated_at: today },
      }),
      ...extra,
    })
  }

  it('shows the messages under Today with their times, and sends with Enter', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined
    const server = chatServer({
      'POST /api/v1/pleroma/chats/c1/messages': (req) =>
        new Promise((resolve) => {
          answer = () =>
            resolve({
              body: raw('B3', '9', 'and you?', {
                idempotency_key: req.headers['Idempotency-Key'],
              }),
            })
        }),
    })
    const user = userEvent.setup()
    renderAt('/users/alice/chats/b')
    const messages = await screen.findByRole('list', { name: 'Messages' })
    await within(messages).findByText('how are you?')
    expect(within(messages).getByText('Today')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/users/alice/chats')
    expect(screen.getByRole('heading', { level: 1, name: 'Bob' })).toBeVisible()
    const box = screen.getByRole('textbox', { name: 'Message' })
    expect(box).toHaveFocus()
    await user.type(box, 'and you?{Enter}')
    expect(box).toHaveValue('')
    const pending = within(messages).getByText('and you?').closest('li')
    expect(pending).toHaveAttribute('data-state', 'pending')
    expect(pending).toHaveTextContent('Sending')
    expect(
      server.requests['POST /api/v1/pleroma/chats/c1/messages']?.[0]?.form.get('content'),
    ).toBe('and you?')
    await act(async () => answer({ body: null }))
    expect(within(messages).getByText('and you?').closest('li')).not.toHaveAttribute('data-state')
  })

  it('loads older messages when a quick scroll ends at the top, within the throttle window', async () => {
    const server = chatServer()
    renderAt('/users/alice/chats/b')
    const messages = await screen.findByRole('list', { name: 'Messages' })
    await within(messages).findByText('how are you?')
    const scroller = messages.parentElement as HTMLElement
    const older = () =>
      (server.requests['GET /api/v1/pleroma/chats/c1/messages'] ?? []).filter((req) =>
        req.url.searchParams.has('max_id'),
      )
    vi.useFakeTimers()
    try {
      scroller.scrollTop = 40
      fireEvent.scroll(scroller)
      // The wheel reaches the top 50 ms later: no scroll event follows at the top.
      await act(() => vi.advanceTimersByTimeAsync(50))
      scroller.scrollTop = 0
      fireEvent.scroll(scroller)
      expect(older()).toHaveLength(0)
      await act(() => vi.advanceTimersByTimeAsync(SCROLL_THROTTLE_MS))
    } finally {
      vi.useRealTimers()
    }
    await vi.waitFor(() => expect(older()).toHaveLength(1))
    expect(older()[0]?.url.searchParams.get('max_id')).toBe('B1')
  })

  it('refuses an empty message', async () => {
    chatServer()
    const user = userEvent.setup()
    renderAt('/users/alice/chats/b')
    await screen.findByText('how are you?')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot post empty message')
  })

  it('deletes a message after the confirmation', async () => {
    const server = chatServer({
      'DELETE /api/v1/pleroma/chats/c1/messages/B2': () => ({ body: raw('B2', '9', 'fine') }),
    })
    const user = userEvent.setup()
    renderAt('/users/alice/chats/b')
    const row = (await screen.findByText('fine')).closest('li')!
    await user.click(within(row).getByRole('button', { name: 'More' }))
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete' })
    expect(dialog).toHaveTextContent('Do you really want to delete this message?')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await vi.waitFor(() => expect(screen.queryByText('fine')).toBeNull())
    expect(server.calls).toContain('DELETE /api/v1/pleroma/chats/c1/messages/B2')
  })

  it("says 'error loading chat' and disables the composer when the chat cannot load (s2 §8)", async () => {
    installFakeServer({
      'POST /api/v1/pleroma/chats/by-account-id/b': () => ({ status: 404, body: {} }),
    })
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    renderAt('/users/alice/chats/b')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong when loading the chat.',
    )
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled()
  })
})
