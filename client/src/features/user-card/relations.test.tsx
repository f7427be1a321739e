import { act, screen } from '@testing-library/react'
import { followAccount, relationCall, saveNote } from '../../api/endpoints/accounts'
import { ApiError } from '../../api/http'
import type { Relationship } from '../../entities/types'
import { entities } from '../../state/entities'
import { noticeStore } from '../../state/notices'
import { sessionStore } from '../../state/session'
import { timelines } from '../../state/timelines/timelineStore'
import { StatusCard } from '../status'
import { makeStatus, makeUser } from '../status/testing/factories'
import { renderWithApp, resetWorld, setUpI18n, store } from '../status/testing/render'
import { blankRelationship } from '../../entities/normalize/relationship'
import { changeNote, changeRelation } from './relations'

vi.mock('../../api/endpoints/accounts', () => ({
  followAccount: vi.fn(),
  relationCall: vi.fn(),
  saveNote: vi.fn(),
}))

const relation = (partial: Partial<Relationship>): Relationship => ({
  ...blankRelationship('bob1'),
  ...partial,
})
const stored = () => entities().getState().users.bob1?.relationship

beforeAll(setUpI18n)
beforeEach(() => {
  resetWorld()
  sessionStore.setState({ user: 'alice1', token: 'token' })
  store([], [makeUser({ id: 'bob1', name: 'Bob', screen_name: 'bob' })])
})
afterEach(() => {
  vi.clearAllMocks()
  noticeStore.setState({ notices: [] })
})

describe('changeRelation (s1 §4 "User relations")', () => {
  it('shows a mute at once and settles on the server answer', async () => {
    let answer: (r: Relationship) => void = () => undefined
    vi.mocked(relationCall).mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const done = changeRelation('bob1', 'mute')
    expect(stored()?.muting).toBe(true)
    expect(relationCall).toHaveBeenCalledWith('bob1', 'mute')
    answer(relation({ muting: true, note: 'from server' }))
    await expect(done).resolves.toBe(true)
    expect(stored()?.note).toBe('from server')
  })

  it('rolls back on failure and shows the error notice', async () => {
    entities()
      .getState()
      .patchUser('bob1', { relationship: relation({ subscribing: true }) })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.mocked(relationCall).mockRejectedValue(
      new ApiError(403, { error: 'Nope' }, { method: 'POST', url: '/x' }),
    )
    await expect(changeRelation('bob1', 'unsubscribe')).resolves.toBe(false)
    expect(warn).toHaveBeenCalledWith('Changing the relationship failed', expect.any(ApiError))
    expect(stored()?.subscribing).toBe(true)
    expect(noticeStore.getState().notices).toEqual([
      expect.objectContaining({
        messageKey: 'user_card.relation_error',
        messageArgs: { error: 'Nope' },
        level: 'error',
      }),
    ])
    warn.mockRestore()
  })

  it('hides and shows repeats by following again with reblogs; removes a follower', async () => {
    vi.mocked(followAccount).mockResolvedValue(
      relation({ following: true, showing_reblogs: false }),
    )
    await changeRelation('bob1', 'hide_repeats')
    expect(followAccount).toHaveBeenCalledWith('bob1', false)
    expect(stored()?.showing_reblogs).toBe(false)
    vi.mocked(relationCall).mockResolvedValue(relation({ followed_by: false }))
    await changeRelation('bob1', 'remove_follower')
    expect(relationCall).toHaveBeenCalledWith('bob1', 'remove_from_followers')
  })

  it("removes a blocked user's posts and repeats from every timeline", async () => {
    vi.mocked(relationCall).mockResolvedValue(relation({ blocking: true }))
    store(
      [
        makeStatus({ id: 's1', user: 'bob1' }),
        makeStatus({ id: 's2', user: 'carol1' }),
        makeStatus({ id: 's3', user: 'carol1', type: 'retweet', retweeted_status: 's1' }),
      ],
      [],
    )
    for (const key of ['friends', 'public']) {
      timelines()
        .getState()
        .dispatch(key, { type: 'received', direction: 'initial', ids: ['s1', 's2', 's3'] })
    }
    await changeRelation('bob1', 'block')
    expect(stored()?.blocking).toBe(true)
    expect(timelines().getState().timelines.friends?.visibleStatuses).toEqual(['s2'])
    expect(timelines().getState().timelines.public?.visibleStatuses).toEqual(['s2'])
  })

  it("collapses the muted user's posts at once, and shows them again on unmute", async () => {
    store([makeStatus({ id: 's1', user: 'bob1' })], [])
    renderWithApp(<StatusCard statusId="s1" />)
    expect(screen.getByText('Hello world')).toBeInTheDocument()
    vi.mocked(relationCall).mockResolvedValue(relation({ muting: true }))
    await act(() => changeRelation('bob1', 'mute'))
    expect(screen.queryByText('Hello world')).not.toBeInTheDocument()
    expect(screen.getByRole('article', { name: /Bob/ })).toHaveTextContent('muted user')
    vi.mocked(relationCall).mockResolvedValue(relation({ muting: false }))
    await act(() => changeRelation('bob1', 'unmute'))
    expect(screen.getByText('Hello world')).toBeInTheDocument()
  })
})

describe('changeNote', () => {
  it('stores the saved note; a failure leaves it as it was', async () => {
    vi.mocked(saveNote).mockResolvedValue(relation({ note: 'friend from school' }))
    await changeNote('bob1', 'friend from school')
    expect(saveNote).toHaveBeenCalledWith('bob1', 'friend from school')
    expect(stored()?.note).toBe('friend from school')
    vi.mocked(saveNote).mockRejectedValue(new Error('down'))
    await expect(changeNote('bob1', 'other')).rejects.toThrow('down')
    expect(stored()?.note).toBe('friend from school')
  })
})
