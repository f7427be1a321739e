import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../i18n'
import {
  activeClockCount,
  NOTIFICATION_TIME_INTERVAL_MS,
  RelativeTime,
  RELATIVE_TIME_INTERVAL_MS,
  useNow,
} from './RelativeTime'

const START = new Date('2024-06-01T12:00:00Z')

beforeAll(async () => {
  await initI18n('en')
})
beforeEach(() => vi.useFakeTimers({ now: START }))
afterEach(() => vi.useRealTimers())

describe('<RelativeTime>', () => {
  it('shows the time ago in a <time> element with the full date as tooltip', () => {
    render(<RelativeTime iso="2024-06-01T11:58:30Z" />)
    const time = screen.getByText('1 minute ago')
    expect(time.tagName).toBe('TIME')
    expect(time).toHaveAttribute('dateTime', '2024-06-01T11:58:30Z')
    expect(time.getAttribute('title')).toMatch(/2024/)
  })

  it('refreshes every 60 s', () => {
    render(<RelativeTime iso="2024-06-01T12:00:00Z" />)
    expect(screen.getByText('now')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(RELATIVE_TIME_INTERVAL_MS - 1))
    expect(screen.getByText('now')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText('1 minute ago')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(RELATIVE_TIME_INTERVAL_MS))
    expect(screen.getByText('2 minutes ago')).toBeInTheDocument()
  })

  it('refreshes notification times every 240 s', () => {
    render(<RelativeTime iso="2024-06-01T12:00:00Z" intervalMs={NOTIFICATION_TIME_INTERVAL_MS} />)
    act(() => vi.advanceTimersByTime(RELATIVE_TIME_INTERVAL_MS * 3))
    expect(screen.getByText('now')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(RELATIVE_TIME_INTERVAL_MS))
    expect(screen.getByText('4 minutes ago')).toBeInTheDocument()
  })

  it('shares one timer per interval and stops it when the last one unmounts', () => {
    const { unmount } = render(
      <>
        <RelativeTime iso="2024-06-01T11:00:00Z" />
        <RelativeTime iso="2024-06-01T10:00:00Z" />
        <RelativeTime iso="2024-06-01T09:00:00Z" intervalMs={NOTIFICATION_TIME_INTERVAL_MS} />
      </>,
    )
    expect(activeClockCount()).toBe(2)
    expect(vi.getTimerCount()).toBe(2)
    unmount()
    expect(activeClockCount()).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('dates an item newer than the last tick from the moment it shows, never ahead (issue 11)', () => {
    render(<RelativeTime iso="2024-06-01T11:00:00Z" />)
    act(() => vi.advanceTimersByTime(13_000))
    render(<RelativeTime iso="2024-06-01T12:00:13Z" />)
    render(<RelativeTime iso="2024-06-01T12:00:05Z" />)
    expect(screen.getByText('now')).toBeInTheDocument()
    expect(screen.getByText('8 seconds ago')).toBeInTheDocument()
    expect(screen.queryByText(/^in /)).not.toBeInTheDocument()
  })

  it('renders once when it mounts, also when its clock starts again (issue 20)', () => {
    let renders = 0
    function Counted() {
      renders += 1
      return <p>{useNow() - START.getTime()}</p>
    }
    const first = render(<RelativeTime iso="2024-06-01T11:00:00Z" />)
    first.unmount()
    act(() => vi.advanceTimersByTime(10_000))
    render(<Counted />)
    expect(screen.getByText('10000')).toBeInTheDocument()
    expect(renders).toBe(1)
  })

  it('reads a time ahead of the clock (a server clock running ahead) as now', () => {
    render(<RelativeTime iso="2024-06-01T12:05:00Z" />)
    expect(screen.getByText('now')).toBeInTheDocument()
  })
})
