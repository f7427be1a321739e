import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sessionStore } from '../../../state/session'
import { instanceStore } from '../../../state/instance'
import type { EmojiReaction } from '../../../entities/types'
import { setLanguage } from '../../../i18n'
import { StatusCard } from '../StatusCard'
import { makeStatus, makeUser } from '../testing/factories'
import { renderWithApp, resetWorld, setUpI18n, store } from '../testing/render'
import { entities } from '../../../state/entities'
import { currentScope } from '../../../state/scope'

type Reply = { status: number; body: unknown }
let routes: Record<string, Reply>
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input))
  const key = `${init?.method ?? 'GET'} ${decodeURIComponent(url.pathname)}`
  const reply = routes[key]
  if (!reply) throw new Error(`unhandled ${key}`)
  return new Response(JSON.stringify(reply.body), {
    status: reply.status,
    headers: { 'content-type': 'application/json' },
  })
})

const me = makeUser({ id: 'ME', name: 'Me', screen_name: 'me' })
const bob = makeUser({ id: 'BOB', name: 'Bob', screen_name: 'bob' })

beforeAll(setUpI18n)
beforeEach(() => {
  resetWorld()
  routes = {}
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  currentScope().statusAlerts.setState({ alerts: {} })
  sessionStore.setState({ user: 'ME', token: 'token' })
  instanceStore.setState((state) => ({
    config: { ...state.config, features: ['pleroma_emoji_reactions', 'editing'] },
  }))
})
afterEach(() => vi.unstubAllGlobals())

const article = () => screen.getByRole('article')
const status = (id: string) => entities().getState().statuses[id]

describe('action row (s1 §2, §5)', () => {
  it('names every action and exposes toggle state', () => {
    store(
      [makeStatus({ id: 'S1', user: 'BOB', favorited: true, fave_num: 3, replies_count: 1 })],
      [me, bob],
    )
    renderWithApp(<StatusCard statusId="S1" />)
    const card = within(article())
    const reply = card.getByRole('button', { name: 'Reply, 1 reply' })
    expect(reply).toHaveAttribute('aria-expanded', 'false')
    const favourite = card.getByRole('button', { name: 'Favourite, 3 favourites' })
    expect(favourite).toHaveAttribute('aria-pressed', 'true')
    // The count shown beside the icon is part of the name (WCAG 2.5.3, axe label-content-name-mismatch).
    expect(favourite.textContent).toBe('3')
    expect(card.getByRole('button', { name: 'Repeat' })).toHaveAttribute('aria-pressed', 'false')
    expect(card.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'false')
    expect(card.getByRole('button', { name: 'React' })).toHaveAttribute('aria-haspopup', 'dialog')
    expect(card.getByRole('button', { name: 'More' })).toHaveAttribute('aria-haspopup', 'menu')
    expect(card.queryByRole('link', { name: /own instance/ })).toBeNull()
  })

  it('writes counts as the language does, beside the icon and in the name', () => {
    store([makeStatus({ id: 'S1', user: 'BOB', fave_num: 1234, repeat_num: 56789 })], [me, bob])
    renderWithApp(<StatusCard statusId="S1" />)
    const card = within(article())
    const favourite = card.getByRole('button', { name: 'Favourite, 1,234 favourites' })
    expect(favourite.textContent).toBe('1,234')
    expect(favourite).toHaveAttribute('title', '1,234 favourites')
    expect(card.getByRole('button', { name: 'Repeat, 56,789 repeats' }).textContent).toBe('56,789')
  })

  it('offers no bookmark or reaction where the server has none (Mastodon 3.0)', () => {
    instanceStore.setState((state) => ({
      config: { ...state.config, features: [], software: { name: 'mastodon', version: '3.0.0' } },
    }))
    store([makeStatus({ id: 'S1', user: 'BOB' })], [me, bob])
    renderWithApp(<StatusCard statusId="S1" />)
    const card = within(article())
    expect(card.getByRole('button', { name: 'Favourite' })).toBeVisible()
    expect(card.queryByRole('button', { name: 'Bookmark' })).toBeNull()
    expect(card.queryByRole('button', { name: 'React' })).toBeNull()
  })

  it('gives visitors the remote-interaction link instead', () => {
    sessionStore.setState({ user: null, token: null })
    store([makeStatus({ id: 'S1', user: 'BOB' })], [bob])
    renderWithApp(<StatusCard statusId="S1" />)
    expect(screen.getByRole('link', { name: 'Interact from your own instance' })).toBeVisible()
    expect(screen.queryByRole('button', { name: /Favourite/ })).toBeNull()
  })

  it('rolls a favourite back when the server answers 500 and shows its text', async () => {
    routes['POST /api/v1/statuses/S1/favourite'] = {
      status: 500,
      body: { error: 'Something went wrong' },
    }
    store([makeStatus({ id: 'S1', user: 'BOB', fave_num: 1 })], [me, bob])
    renderWithApp(<StatusCard statusId="S1" />)
    const user = userEvent.setup()
    const favourite = screen.getByRole('button', { name: 'Favourite, 1 favourite' })
    await user.click(favourite)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Something went wrong')
    expect(favourite).toHaveAttribute('aria-pressed', 'false')
    expect(status('S1')).toMatchObject({ favorited: false, fave_num: 1 })
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it.each(['private', 'direct'] as const)('offers no repeat for %s posts (lock)', (visibility) => {
    store([makeStatus({ id: 'S1', user: 'BOB', visibility })], [me, bob])
    renderWithApp(<StatusCard statusId="S1" />)
    expect(screen.queryByRole('button', { name: /Repeat/ })).toBeNull()
    expect(
      screen.getByRole('img', { name: 'Followers-only and direct posts cannot be repeated' }),
    ).toBeInTheDocument()
  })
})

describe('More menu (s1 §5, §6)', () => {
  it('is a keyboard menu; pin only for own public posts', async () => {
    store(
      [
        makeStatus({ id: 'S1', user: 'ME' }),
        makeStatus({ id: 'S2', user: 'ME', visibility: 'private' }),
      ],
      [me],
    )
    const { unmount } = renderWithApp(<StatusCard statusId="S1" />)
    const user = userEvent.setup()
    const more = screen.getByRole('button', { name: 'More' })
    more.focus()
    await user.keyboard('{ArrowDown}')
    expect(more).toHaveAttribute('aria-expanded', 'true')
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Pin on profile',
      'Mute conversation',
      'Copy link',
      'Edit',
      'Delete',
    ])
    expect(items[0]).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(items[4]).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(more).toHaveFocus()
    unmount()
    renderWithApp(<StatusCard statusId="S2" />)
    await user.click(screen.getByRole('button', { name: 'More' }))
    expect(screen.queryByRole('menuitem', { name: 'Pin on profile' })).toBeNull()
  })

  it('deletes after confirmation: gravestone, then restored with the alert on failure', async () => {
    let fail!: (value: Response) => void
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (fail = resolve)))
    store([makeStatus({ id: 'S1', user: 'ME' })], [me])
    renderWithApp(<StatusCard statusId="S1" />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'More' }))
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete post' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(screen.getByText('This post was deleted')).toBeInTheDocument()
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE')
    await act(async () =>
      fail(new Response(JSON.stringify({ error: 'Record not found' }), { status: 404 })),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('Record not found')
    expect(screen.queryByText('This post was deleted')).toBeNull()
  })

  it('lists the versions of an edited post, newest first', async () => {
    routes['GET /api/v1/statuses/S1/history'] = {
      status: 200,
      body: [
        { content: '<p>first draft</p>', created_at: '2025-01-01T10:00:00.000Z', emojis: [] },
        { content: '<p>final words</p>', created_at: '2025-01-01T11:00:00.000Z', emojis: [] },
      ],
    }
    store([makeStatus({ id: 'S1', user: 'BOB', edited_at: '2025-01-01T11:00:00.000Z' })], [me, bob])
    renderWithApp(<StatusCard statusId="S1" />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /^Edited / }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit history' })
    const versions = await within(dialog).findAllByRole('listitem')
    expect(versions.map((v) => v.textContent)).toEqual([
      expect.stringContaining('final words'),
      expect.stringContaining('first draft'),
    ])
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('emoji reactions (s1 §9: 12 then +N)', () => {
  const reactions = (n: number): EmojiReaction[] =>
    Array.from({ length: n }, (_, i) => ({
      name: String.fromCodePoint(0x1f600 + i),
      count: i + 1,
      me: i === 0,
      url: null,
      accounts: [],
    }))

  it('shows 12 then +N, and each is a toggle', async () => {
    routes['DELETE /api/v1/pleroma/statuses/S1/reactions/😀'] = {
      status: 400,
      body: { error: 'Could not remove reaction emoji' },
    }
    routes['GET /api/v1/pleroma/statuses/S1/reactions'] = { status: 200, body: [] }
    store([makeStatus({ id: 'S1', user: 'BOB', emoji_reactions: reactions(15) })], [me, bob])
    renderWithApp(<StatusCard statusId="S1" />)
    const group = within(screen.getByRole('group', { name: 'Reactions' }))
    expect(group.getAllByRole('button', { pressed: false })).toHaveLength(11)
    const mine = group.getByRole('button', { name: '😀: 1 reaction' })
    expect(mine).toHaveAttribute('aria-pressed', 'true')
    const user = userEvent.setup()
    await user.click(group.getByRole('button', { name: 'Show 3 more reactions' }))
    // The 15 reactions and the who-reacted button.
    expect(group.getAllByRole('button')).toHaveLength(16)
    expect(group.getByRole('button', { name: 'Who reacted' })).toBeInTheDocument()
    await user.click(mine)
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not remove reaction emoji')
  })

  it('writes the counts and +N as the language writes numbers', async () => {
    store([makeStatus({ id: 'S1', user: 'BOB', emoji_reactions: reactions(15) })], [me, bob])
    renderWithApp(<StatusCard statusId="S1" />)
    const group = within(screen.getByRole('group', { name: 'Reactions' }))
    const twelve = group.getByRole('button', { name: '😋: 12 reactions' })
    const more = group.getByRole('button', { name: 'Show 3 more reactions' })
    expect(twelve).toHaveTextContent(/^😋12$/)
    expect(more).toHaveTextContent(/^\+3$/)
    try {
      await act(() => setLanguage('fa'))
      expect(twelve).toHaveTextContent(/^😋۱۲$/)
      expect(twelve).toHaveAccessibleName(expect.stringContaining('۱۲'))
      expect(more).toHaveTextContent(/^\+۳$/)
    } finally {
      await act(() => setLanguage('en'))
    }
  })

  it('keeps Add a Tab stop that does nothing until an emoji is typed, then reacts', async () => {
    // Pleroma answers the reacted status.
    routes['PUT /api/v1/pleroma/statuses/S1/reactions/🦆'] = {
      status: 200,
      body: {
        id: 'S1',
        created_at: '2024-01-01T00:00:00.000Z',
        content: '<p>Hello</p>',
        account: { id: 'BOB', username: 'bob', acct: 'bob', display_name: 'Bob' },
        pleroma: { emoji_reactions: [{ name: '🦆', count: 1, me: true }] },
      },
    }
    routes['GET /api/v1/pleroma/statuses/S1/reactions'] = {
      status: 200,
      body: [{ name: '🦆', count: 1, me: true, url: null, accounts: [] }],
    }
    store([makeStatus({ id: 'S1', user: 'BOB' })], [me, bob])
    renderWithApp(<StatusCard statusId="S1" />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'React' }))
    const field = screen.getByRole('textbox', { name: 'Another emoji' })
    await user.click(field)
    await user.tab()
    const add = screen.getByRole('button', { name: 'Add' })
    expect(add).toHaveFocus()
    expect(add).toHaveAttribute('aria-disabled', 'true')
    await user.keyboard('{Enter}')
    expect(screen.getByRole('dialog', { name: 'React' })).toBeInTheDocument()
    await user.type(field, '🦆')
    expect(add).toHaveAttribute('aria-disabled', 'false')
    await user.click(add)
    expect(await screen.findByRole('button', { name: '🦆: 1 reaction' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  it('reacts from the quick emoji row', async () => {
    routes['PUT /api/v1/pleroma/statuses/S1/reactions/🔥'] = {
      status: 400,
      body: { error: 'nope' },
    }
    routes['GET /api/v1/pleroma/statuses/S1/reactions'] = {
      status: 200,
      body: [{ name: '🔥', count: 2, me: true, url: null, accounts: [] }],
    }
    store([makeStatus({ id: 'S1', user: 'BOB' })], [me, bob])
    renderWithApp(<StatusCard statusId="S1" />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'React' }))
    await user.click(screen.getByRole('button', { name: 'React with 🔥' }))
    expect(await screen.findByRole('button', { name: '🔥: 2 reactions' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
})
