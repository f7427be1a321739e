import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchPoll, vote } from '../../api/endpoints/polls'
import { sessionStore } from '../../state/session'
import { i18n, setLanguage } from '../../i18n'
import type { Poll as PollEntity } from '../../entities/types'
import { Poll } from './Poll'
import { makeStatus, makeUser } from './testing/factories'
import { renderWithApp, resetWorld, setUpI18n, store } from './testing/render'
import { entities, useStatus } from '../../state/entities'

vi.mock('../../api/endpoints/polls', () => ({ fetchPoll: vi.fn(), vote: vi.fn() }))

const NOW = Date.parse('2024-05-01T12:00:00Z')

function makePoll(overrides: Partial<PollEntity> = {}): PollEntity {
  return {
    id: 'p1',
    options: [
      { title: 'Tea', title_html: 'Tea', votes_count: 1 },
      { title: 'Coffee', title_html: 'Coffee', votes_count: 2 },
    ],
    multiple: false,
    voted: false,
    own_votes: [],
    expired: false,
    expires_at: new Date(NOW + 60_000).toISOString(),
    votes_count: 3,
    voters_count: null,
    emojis: [],
    ...overrides,
  }
}

/** Renders the poll of status s1 as the store holds it, so patches show. */
function Stored() {
  const status = useStatus('s1')
  return status?.poll ? <Poll statusId="s1" poll={status.poll} /> : null
}

function show(poll: PollEntity, signedIn = true) {
  const alice = makeUser({ id: 'u1' })
  store([makeStatus({ id: 's1', user: 'u1', poll })], [alice])
  if (signedIn) sessionStore.setState({ user: 'u1', token: 'token' })
  renderWithApp(<Stored />)
}

const voteButton = () => screen.getByRole('button', { name: 'Vote' })

beforeAll(async () => {
  await setUpI18n()
})
beforeEach(() => {
  vi.useFakeTimers({ now: NOW })
  resetWorld()
  vi.mocked(fetchPoll).mockReset()
  vi.mocked(vote).mockReset()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('<Poll>', () => {
  it('offers radio buttons for a single choice; Vote waits for a choice', () => {
    show(makePoll())
    expect(screen.getAllByRole('radio')).toHaveLength(2)
    expect(voteButton()).toBeDisabled()
    fireEvent.click(screen.getByRole('radio', { name: 'Tea' }))
    fireEvent.click(screen.getByRole('radio', { name: 'Coffee' }))
    expect(screen.getByRole('radio', { name: 'Tea' })).not.toBeChecked()
    expect(voteButton()).toBeEnabled()
  })

  it('sends the chosen indices, is disabled while sending, then shows the results', async () => {
    show(makePoll({ multiple: true }))
    expect(screen.getAllByRole('checkbox')).toHaveLength(2)
    let answer: (poll: PollEntity) => void = () => undefined
    vi.mocked(vote).mockReturnValue(new Promise((resolve) => (answer = resolve)))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Coffee' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tea' }))
    fireEvent.click(voteButton())
    expect(vote).toHaveBeenCalledWith('p1', [0, 1])
    expect(screen.getByRole('button', { name: i18n.t('polls.voting') })).toBeDisabled()
    await act(async () => {
      answer(
        makePoll({
          multiple: true,
          voted: true,
          own_votes: [0, 1],
          votes_count: 5,
          voters_count: 4,
          options: [
            { title: 'Tea', title_html: 'Tea', votes_count: 2 },
            { title: 'Coffee', title_html: 'Coffee', votes_count: 3 },
          ],
        }),
      )
      await Promise.resolve()
    })
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    expect(screen.getByText('50%')).toBeInTheDocument()
    expect(screen.getByText('75%')).toBeInTheDocument()
    expect(screen.getAllByText(i18n.t('polls.your_vote'))).toHaveLength(2)
    expect(entities().getState().statuses.s1?.poll?.voted).toBe(true)
  })

  it('shows the server’s error when the vote fails and lets the reader try again', async () => {
    show(makePoll())
    const { ApiError } = await import('../../api/http')
    vi.mocked(vote).mockRejectedValue(
      new ApiError(422, { error: 'Already voted' }, { method: 'POST', url: 'x' }),
    )
    fireEvent.click(screen.getByRole('radio', { name: 'Tea' }))
    fireEvent.click(voteButton())
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByRole('alert')).toHaveTextContent(
      i18n.t('polls.vote_error', { error: 'Already voted' }),
    )
    expect(voteButton()).toBeEnabled()
  })

  it('shows visitors only the results', () => {
    show(makePoll(), false)
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    expect(screen.getByText('33%')).toBeInTheDocument()
    expect(screen.getByText('67%')).toBeInTheDocument()
  })

  it('writes the percentages as the language writes numbers', async () => {
    show(makePoll(), false)
    try {
      await act(() => setLanguage('fa'))
      expect(screen.getByText('۳۳٪')).toBeInTheDocument()
      expect(screen.getByText('۶۷٪')).toBeInTheDocument()
    } finally {
      await act(() => setLanguage('en'))
    }
  })

  it('turns to results once the expiry passes', () => {
    vi.mocked(fetchPoll).mockReturnValue(new Promise(() => undefined))
    show(makePoll())
    expect(screen.getAllByRole('radio')).toHaveLength(2)
    act(() => vi.advanceTimersByTime(60_000))
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    expect(screen.getByText(/Ended/)).toBeInTheDocument()
  })

  it('refreshes every 30 s while on screen', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        callback: IntersectionObserverCallback
        constructor(callback: IntersectionObserverCallback) {
          this.callback = callback
        }
        /** The poll is on screen as soon as it is observed. */
        observe(target: Element) {
          const entry = { isIntersecting: true, target } as IntersectionObserverEntry
          this.callback([entry], this as unknown as IntersectionObserver)
        }
        disconnect() {}
      },
    )
    vi.mocked(fetchPoll).mockResolvedValue(
      makePoll({ votes_count: 9, options: [{ title: 'Tea', title_html: 'Tea', votes_count: 9 }] }),
    )
    show(makePoll({ expires_at: new Date(NOW + 3_600_000).toISOString() }), false)
    act(() => vi.advanceTimersByTime(29_999))
    expect(fetchPoll).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(fetchPoll).toHaveBeenCalledWith('p1')
    expect(screen.getByText('100%')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(30_000))
    expect(fetchPoll).toHaveBeenCalledTimes(2)
  })

  it('is voted by keyboard, and focus goes from Vote to the results (issue 21)', async () => {
    // user-event runs on real timers: the poll ends a minute from the real now.
    vi.useRealTimers()
    const user = userEvent.setup()
    show(makePoll({ expires_at: new Date(Date.now() + 60_000).toISOString() }))
    vi.mocked(vote).mockResolvedValue(
      makePoll({ voted: true, own_votes: [1], votes_count: 4, voters_count: null }),
    )
    await user.tab()
    expect(screen.getByRole('radio', { name: 'Tea' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: 'Coffee' })).toBeChecked()
    await user.tab()
    expect(voteButton()).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(vote).toHaveBeenCalledWith('p1', [1])
    const results = await screen.findByRole('region', { name: i18n.t('status.poll') })
    expect(results.parentElement).toHaveFocus()
    expect(screen.getByText(i18n.t('polls.your_vote'))).toBeInTheDocument()
  })
})
