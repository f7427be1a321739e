// @vitest-environment node
import { makeStatus, makeUser } from '../features/status/testing/factories'
import { entities } from './entities'
import { receiveNotifications } from './notifications/notificationsStore'
import { activateScope, createAccountScope, currentScope, onScopeChange } from './scope'
import { resetScope } from './testing'
import { timelines } from './timelines/timelineStore'

const alice = { userId: '9', server: 'https://i.test' }

describe('the account scope (issue 10)', () => {
  beforeEach(() => resetScope())

  it('holds everything of one account, and a new scope starts with none of it', () => {
    activateScope(createAccountScope(alice))
    const aliceScope = currentScope()
    entities()
      .getState()
      .importBatch({
        statuses: [makeStatus({ id: 's1', user: '9' })],
        users: [makeUser({ id: '9' })],
      })
    timelines().getState().dispatch('friends', { type: 'fetchStarted', direction: 'initial' })
    timelines()
      .getState()
      .dispatch('friends', { type: 'received', direction: 'initial', ids: ['s1'], nextMaxId: null })
    receiveNotifications([{ id: 'n1', type: 'mention', seen: false, from_profile: '9' } as never])
    aliceScope.fetchSignatures.set('friends', 'with_muted')
    aliceScope.followRequests.setState({ userIds: ['x'], loaded: true })
    aliceScope.chatUpdates.setState({ initialUnread: 3 })
    aliceScope.statusAlerts.setState({ alerts: { s1: { text: 'No' } } })

    activateScope(createAccountScope({ userId: '10', server: 'https://i.test' }))
    const bobScope = currentScope()
    expect(bobScope).not.toBe(aliceScope)
    expect(bobScope.id).toBeGreaterThan(aliceScope.id)
    expect(entities().getState().statuses).toEqual({})
    expect(entities().getState().users).toEqual({})
    expect(timelines().getState().timelines).toEqual({})
    expect(bobScope.notifications.getState().byId).toEqual({})
    expect(bobScope.fetchSignatures.size).toBe(0)
    expect(bobScope.followRequests.getState().userIds).toEqual([])
    expect(bobScope.chatUpdates.getState().initialUnread).toBe(0)
    expect(bobScope.statusAlerts.getState().alerts).toEqual({})
    expect(bobScope.toggles.size).toBe(0)
  })

  it('disposes the scope it replaces: its stops run once and its signal aborts', () => {
    const scope = createAccountScope(alice)
    activateScope(scope)
    const stop = vi.fn()
    const failing = vi.fn(() => {
      throw new Error('already gone')
    })
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    scope.onDispose(failing)
    scope.onDispose(stop)
    activateScope(createAccountScope(null))
    expect(scope.disposed).toBe(true)
    expect(scope.signal.aborted).toBe(true)
    expect(stop).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalledWith(
      'Stopping part of an account scope failed',
      expect.any(Error),
    )
    scope.dispose()
    expect(stop).toHaveBeenCalledTimes(1)
    error.mockRestore()
  })

  it('stops at once what registers on a scope already disposed', () => {
    const scope = createAccountScope(alice)
    scope.dispose()
    const stop = vi.fn()
    scope.onDispose(stop)
    expect(stop).toHaveBeenCalledTimes(1)
  })

  it('tells listeners about each replacement', () => {
    const seen: (string | null)[] = []
    const off = onScopeChange((scope) => seen.push(scope.account?.userId ?? null))
    activateScope(createAccountScope(alice))
    activateScope(createAccountScope(null))
    off()
    activateScope(createAccountScope(alice))
    expect(seen).toEqual(['9', null])
  })
})
