import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n, initI18n } from '../../i18n'
import { noticeStore } from '../../state/notices'
import { installFakeServer } from '../auth/testing/fakeServer'
import { currentScope } from '../../state/scope'
import { MEMBER_SEARCH_DEBOUNCE_MS } from './AddMembers'
import { rawAccount, renderLists, signInAlice } from './testing/render'

const bob = rawAccount('b1', 'bob')
const bobby = rawAccount('b2', 'bobby')

beforeAll(async () => {
  await initI18n('en')
})
beforeEach(() => {
  signInAlice()
  noticeStore.setState({ notices: [] })
  currentScope().lists.setState({ lists: [{ id: '5', title: 'Cats' }], loaded: true })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const where = () => screen.getByTestId('where')

describe('editing an existing list (s1 §4 "Lists edit": changes sent at once)', () => {
  it('removes a member at once and undoes it', async () => {
    const user = userEvent.setup()
    const server = installFakeServer({
      'GET /api/v1/lists/5/accounts': () => ({ body: [bob] }),
      'DELETE /api/v1/lists/5/accounts': () => ({ body: {} }),
      'POST /api/v1/lists/5/accounts': () => ({ body: {} }),
      'PUT /api/v1/lists/5': (req) => ({ body: { id: '5', title: req.form.get('title') } }),
    })
    renderLists('/lists/5/edit')
    expect(screen.getByRole('heading', { level: 1, name: 'Editing list Cats' })).toBeVisible()
    expect(screen.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true')
    await user.click(await screen.findByRole('button', { name: 'Remove from list: @bob' }))
    expect(
      server.requests['DELETE /api/v1/lists/5/accounts']?.[0]?.form.getAll('account_ids[]'),
    ).toEqual(['b1'])
    await user.click(screen.getByRole('button', { name: 'Undo: @bob' }))
    await waitFor(() => expect(server.requests['POST /api/v1/lists/5/accounts']).toHaveLength(1))
    expect(
      server.requests['POST /api/v1/lists/5/accounts']?.[0]?.form.getAll('account_ids[]'),
    ).toEqual(['b1'])
    expect(screen.getByRole('button', { name: 'Remove from list: @bob' })).toBeVisible()
    expect(server.unhandled).toEqual([])
  })

  it('saves a new title with PUT', async () => {
    const user = userEvent.setup()
    const server = installFakeServer({
      'GET /api/v1/lists/5/accounts': () => ({ body: [] }),
      'PUT /api/v1/lists/5': (req) => ({ body: { id: '5', title: req.form.get('title') } }),
    })
    renderLists('/lists/5/edit')
    const title = screen.getByRole('textbox', { name: 'List title' })
    expect(title).toHaveValue('Cats')
    fireEvent.change(title, { target: { value: 'Dogs' } })
    await user.click(screen.getByRole('button', { name: 'Save title' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Editing list Dogs' }),
    ).toBeVisible()
    expect(server.requests['PUT /api/v1/lists/5']?.[0]?.form.get('title')).toBe('Dogs')
    expect(server.unhandled).toEqual([])
  })

  it('puts a member back when the server refuses the removal, with the lists.error notice', async () => {
    const user = userEvent.setup()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    installFakeServer({
      'GET /api/v1/lists/5/accounts': () => ({ body: [bob] }),
      'DELETE /api/v1/lists/5/accounts': () => ({ status: 404, body: { error: 'List not found' } }),
    })
    renderLists('/lists/5/edit')
    await user.click(await screen.findByRole('button', { name: 'Remove from list: @bob' }))
    expect(await screen.findByRole('button', { name: 'Remove from list: @bob' })).toBeVisible()
    const [notice] = noticeStore.getState().notices
    expect(notice && i18n.t(notice.messageKey, notice.messageArgs)).toBe(
      'Error manipulating lists: List not found',
    )
  })

  it('deletes only after "Delete list" and then "Yes" (s1 §5, DECISIONS.md)', async () => {
    const user = userEvent.setup()
    const server = installFakeServer({
      'GET /api/v1/lists/5/accounts': () => ({ body: [] }),
      'DELETE /api/v1/lists/5': () => ({ body: {} }),
    })
    renderLists('/lists/5/edit')
    expect(await screen.findByText('No members yet.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Delete list' }))
    const question = screen.getByRole('group', { name: 'Really delete this list?' })
    expect(within(question).getByRole('button', { name: 'No' })).toHaveFocus()
    await user.click(within(question).getByRole('button', { name: 'No' }))
    expect(screen.queryByText('Really delete this list?')).toBeNull()
    expect(screen.getByRole('button', { name: 'Delete list' })).toHaveFocus()
    expect(server.calls).not.toContain('DELETE /api/v1/lists/5')

    await user.click(screen.getByRole('button', { name: 'Delete list' }))
    await user.click(screen.getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(where()).toHaveTextContent(/^\/lists$/))
    expect(server.calls).toContain('DELETE /api/v1/lists/5')
    expect(currentScope().lists.getState().lists).toEqual([])
  })
})

describe('creating a list (s1 §4: members sent after creation, then its timeline)', () => {
  it('searches 2000 ms after typing, following only, then creates the list with its members', async () => {
    const server = installFakeServer({
      'GET /api/v2/search': () => ({
        body: { accounts: [bob, bobby], statuses: [], hashtags: [] },
      }),
      'POST /api/v1/lists': (req) => ({ body: { id: '7', title: req.form.get('title') } }),
      'POST /api/v1/lists/7/accounts': () => ({ body: {} }),
    })
    renderLists('/lists/new')
    expect(screen.getByRole('heading', { level: 1, name: 'Creating a new list' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled()
    expect(screen.getByRole('tab', { name: 'Add members' })).toHaveAttribute(
      'aria-selected',
      'true',
    )

    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Following only' }))
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search people' }), {
      target: { value: 'bo' },
    })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MEMBER_SEARCH_DEBOUNCE_MS - 1)
    })
    expect(server.calls).not.toContain('GET /api/v2/search')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    vi.useRealTimers()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add to list: @bob' }))
    const query = server.requests['GET /api/v2/search']?.[0]?.url.searchParams
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      q: 'bo',
      type: 'accounts',
      resolve: 'true',
      following: 'true',
    })
    expect(server.calls.filter((call) => call === 'GET /api/v2/search')).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Add to list: @bobby' }))
    await user.click(screen.getByRole('button', { name: 'Undo: @bobby' }))
    await user.click(screen.getByRole('tab', { name: 'Members' }))
    expect(screen.getByRole('button', { name: 'Undo: @bob' })).toBeVisible()
    expect(screen.queryByRole('button', { name: /@bobby/ })).toBeNull()
    expect(server.calls).not.toContain('POST /api/v1/lists')

    fireEvent.change(screen.getByRole('textbox', { name: 'List title' }), {
      target: { value: 'Pals' },
    })
    await user.click(screen.getByRole('button', { name: 'Create' }))
    await waitFor(() => expect(where()).toHaveTextContent(/^\/lists\/7$/))
    expect(server.requests['POST /api/v1/lists']?.[0]?.form.get('title')).toBe('Pals')
    expect(
      server.requests['POST /api/v1/lists/7/accounts']?.[0]?.form.getAll('account_ids[]'),
    ).toEqual(['b1'])
    expect(currentScope().lists.getState().lists).toContainEqual({ id: '7', title: 'Pals' })
    expect(server.unhandled).toEqual([])
  })

  it('does not search for an empty query', async () => {
    const server = installFakeServer({})
    renderLists('/lists/new')
    vi.useFakeTimers()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search people' }), {
      target: { value: '   ' },
    })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MEMBER_SEARCH_DEBOUNCE_MS * 2)
    })
    expect(server.calls).toEqual([])
  })
})
