import { act, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchRelationships, followAccount, unfollowAccount } from '../../api/endpoints/accounts'
import { sessionStore } from '../../state/session'
import type { Relationship } from '../../entities/types'
import { i18n, initI18n } from '../../i18n'
import { makeStatus, makeUser } from '../status/testing/factories'
import { FollowButton } from './FollowButton'
import { followState } from './follow'
import { blankRelationship } from './relations'
import { entities, useUser } from '../../state/entities'
import { timelines } from '../../state/timelines/timelineStore'
import { resetScope } from '../../state/testing'

vi.mock('../../api/endpoints/accounts', () => ({
  fetchRelationships: vi.fn(),
  followAccount: vi.fn(),
  unfollowAccount: vi.fn(),
}))

const relation = (partial: Partial<Relationship>): Relationship => ({
  ...blankRelationship('bob1'),
  ...partial,
})

function Subject() {
  const user = useUser('bob1')
  return user ? <FollowButton user={user} /> : null
}

function renderButton() {
  render(
    <I18nextProvider i18n={i18n}>
      <Subject />
    </I18nextProvider>,
  )
}

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  resetScope()
  resetScope()
  entities()
    .getState()
    .importBatch({ statuses: [], users: [makeUser({ id: 'bob1', screen_name: 'bob' })] })
  sessionStore.setState({ user: 'alice1', token: 'token' })
  vi.mocked(fetchRelationships).mockResolvedValue([relation({})])
})

afterEach(() => {
  vi.useRealTimers()
  vi.clearAllMocks()
})

describe('followState', () => {
  it('names the s1 §4 states: Follow, in progress, sent, following', () => {
    expect(followState(undefined, false)).toBe('follow')
    expect(followState(relation({ following: true }), true)).toBe('in_progress')
    expect(followState(relation({ requested: true }), false)).toBe('sent')
    expect(followState(relation({ following: true }), false)).toBe('following')
  })
})

describe('FollowButton', () => {
  it('shows nothing to visitors or on the own profile', () => {
    sessionStore.setState({ user: null, token: null })
    renderButton()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    act(() => sessionStore.setState({ user: 'bob1', token: 'token' }))
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(fetchRelationships).not.toHaveBeenCalled()
  })

  it('asks a locked account: in progress while the call runs, then sent', async () => {
    let answer: (r: Relationship) => void = () => undefined
    vi.mocked(followAccount).mockReturnValue(new Promise((resolve) => (answer = resolve)))
    renderButton()
    const button = await screen.findByRole('button', { name: 'Follow' })
    expect(fetchRelationships).toHaveBeenCalledWith(['bob1'], expect.any(AbortSignal))
    fireEvent.click(button)
    expect(screen.getByRole('button', { name: 'Working on it…' })).toBeDisabled()
    await act(async () => answer(relation({ requested: true })))
    expect(screen.getByRole('button', { name: 'Request sent' })).toBeEnabled()
  })

  it('refetches the relationship up to 3 times at 500 ms while the follow has not taken', async () => {
    vi.useFakeTimers()
    vi.mocked(followAccount).mockResolvedValue(relation({}))
    renderButton()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
    vi.mocked(fetchRelationships).mockClear()
    vi.mocked(fetchRelationships)
      .mockResolvedValueOnce([relation({})])
      .mockResolvedValueOnce([relation({ following: true })])
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499)
    })
    expect(fetchRelationships).not.toHaveBeenCalled()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(fetchRelationships).toHaveBeenCalledTimes(1)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500)
    })
    expect(fetchRelationships).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('button', { name: 'Following' })).toBeEnabled()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000)
    })
    expect(fetchRelationships).toHaveBeenCalledTimes(2)
  })

  it("unfollows when following and removes that user's statuses from home (s1 §4)", async () => {
    vi.mocked(fetchRelationships).mockResolvedValue([relation({ following: true })])
    vi.mocked(unfollowAccount).mockResolvedValue(relation({}))
    entities()
      .getState()
      .importBatch({
        statuses: [
          makeStatus({ id: 's1', user: 'bob1' }),
          makeStatus({ id: 's2', user: 'carol1' }),
          makeStatus({ id: 's3', user: 'carol1', type: 'retweet', retweeted_status: 's1' }),
        ],
        users: [],
      })
    timelines()
      .getState()
      .dispatch('friends', {
        type: 'received',
        direction: 'initial',
        ids: ['s1', 's2', 's3'],
      })
    renderButton()
    fireEvent.click(await screen.findByRole('button', { name: 'Following' }))
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeEnabled()
    expect(unfollowAccount).toHaveBeenCalledWith('bob1')
    expect(timelines().getState().timelines.friends?.visibleStatuses).toEqual(['s2'])
  })
})
