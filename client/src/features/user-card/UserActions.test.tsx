import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { relationCall } from '../../api/endpoints/accounts'
import type { Relationship, User } from '../../entities/types'
import { entities, useUser } from '../../state/entities'
import { sessionStore } from '../../state/session'
import { instanceStore } from '../../state/instance'
import { makeUser } from '../status/testing/factories'
import { renderWithApp, resetWorld, setUpI18n, store } from '../status/testing/render'
import { accountMenuItems } from './accountMenu'
import { closeMention, closeReport, dialogStore } from './dialogs'
import { blankRelationship } from '../../entities/normalize/relationship'
import { UserActions } from './UserActions'

vi.mock('../../api/endpoints/accounts', () => ({ relationCall: vi.fn(), followAccount: vi.fn() }))

const bob = (overrides: Partial<User> = {}, relationship: Partial<Relationship> = {}) =>
  makeUser({
    id: 'bob1',
    screen_name: 'bob',
    relationship: { ...blankRelationship('bob1'), ...relationship },
    ...overrides,
  })

function Subject() {
  const user = useUser('bob1')
  return user ? <UserActions user={user} /> : null
}

beforeAll(setUpI18n)
beforeEach(() => {
  resetWorld()
  sessionStore.setState({ user: 'alice1', token: 'token' })
})
afterEach(() => {
  cleanup()
  closeReport()
  closeMention()
  vi.clearAllMocks()
})

describe('accountMenuItems (s1 §4 "User relations")', () => {
  it('offers block, mute, lists, report and copy for a stranger', () => {
    expect(accountMenuItems(bob())).toEqual(['block', 'mute', 'lists', 'report', 'copy_handle'])
  })
  it('turns each into its undo and adds repeats and remove follower by relationship', () => {
    const items = accountMenuItems(
      bob({}, { blocking: true, muting: true, following: true, followed_by: true }),
    )
    expect(items).toEqual([
      'unblock',
      'unmute',
      'hide_repeats',
      'remove_follower',
      'lists',
      'report',
      'copy_handle',
    ])
    expect(accountMenuItems(bob({}, { following: true, showing_reblogs: false }))).toContain(
      'show_repeats',
    )
  })
  it('offers the remote profile only for users of other servers, and no mute when deactivated', () => {
    const remote = bob({
      screen_name: 'bob@far.example',
      is_local: false,
      statusnet_profile_url: 'https://far.example/users/bob',
    })
    expect(accountMenuItems(remote)).toContain('show_remote_profile')
    expect(accountMenuItems(bob({ deactivated: true }))).not.toContain('mute')
  })
})

describe('UserActions', () => {
  it('offers Message, the chat with the user, only when the instance has chats (s1 §6)', () => {
    store([], [bob(), makeUser({ id: 'alice1', screen_name: 'alice' })])
    renderWithApp(<Subject />)
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull()
    act(() =>
      instanceStore.setState((state) => ({
        config: { ...state.config, features: ['pleroma_chat_messages'] },
      })),
    )
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      '/users/alice/chats/bob1',
    )
  })

  it('renders nothing for visitors or on the own card', () => {
    store([], [bob()])
    sessionStore.setState({ user: null, token: null })
    renderWithApp(<Subject />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    act(() => sessionStore.setState({ user: 'bob1', token: 'token' }))
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('disables mute and mention for a deactivated user (s1 §5)', () => {
    store([], [bob({ deactivated: true })])
    renderWithApp(<Subject />)
    expect(screen.getByRole('button', { name: 'Mute' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Mention' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
  })

  it('subscribes at once and shows Unsubscribe; mention opens the mention dialog', async () => {
    const user = userEvent.setup()
    store([], [bob()])
    let answer: (r: Relationship) => void = () => undefined
    vi.mocked(relationCall).mockReturnValue(new Promise((resolve) => (answer = resolve)))
    renderWithApp(<Subject />)
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await act(async () => answer({ ...blankRelationship('bob1'), subscribing: true }))
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).not.toHaveAttribute('aria-disabled')
    await user.click(screen.getByRole('button', { name: 'Mention' }))
    expect(dialogStore.getState().mention).toBe('bob1')
  })

  it('blocks from the account-actions menu and opens the report for that user', async () => {
    const user = userEvent.setup()
    store([], [bob({}, { following: true })])
    vi.mocked(relationCall).mockResolvedValue({ ...blankRelationship('bob1'), blocking: true })
    renderWithApp(<Subject />)
    await user.click(screen.getByRole('button', { name: 'Account actions' }))
    const menu = screen.getByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Block',
      'Mute',
      'Hide repeats',
      'Add to or remove from lists',
      'Report',
      'Copy handle',
    ])
    await user.click(within(menu).getByRole('menuitem', { name: 'Block' }))
    expect(relationCall).toHaveBeenCalledWith('bob1', 'block')
    expect(entities().getState().users.bob1?.relationship?.blocking).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Account actions' }))
    expect(screen.getByRole('menuitem', { name: 'Unblock' })).toBeInTheDocument()
    await user.click(screen.getByRole('menuitem', { name: 'Report' }))
    expect(dialogStore.getState().report).toEqual({ userId: 'bob1', statusIds: [] })
  })
})
