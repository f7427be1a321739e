import { ApiError } from '../../api/http'
import { StrictMode, type ReactElement } from 'react'
import { act, fireEvent, render as rtlRender, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../i18n'
import { clearNotices, noticeStore } from '../../state/notices'
import { setPreference } from '../../state/preferences/preferences'
import { Timeline } from './Timeline'
import type { FetchPage, TimelinePageParams } from '../../state/timelines/useTimelineFetcher'
import { resetScope } from '../../state/testing'

vi.mock('../status/StatusCard', () => ({
  StatusCard: ({ statusId, feedPosition }: { statusId: string; feedPosition?: number }) => (
    <article aria-posinset={feedPosition} aria-setsize={-1} tabIndex={0} data-status-id={statusId}>
      Status {statusId}
    </article>
  ),
}))

/** Ids '100'..'999', newest first: same length, so they order as numbers. */
function range(from: number, to: number): string[] {
  const out: string[] = []
  for (let n = from; n >= to; n -= 1) out.push(String(n))
  return out
}

/** A fake server timeline: every id from 101 up to `newest`, paged like Pleroma. */
function fakeServer(initialNewest: number) {
  let newest = initialNewest
  const calls: TimelinePageParams[] = []
  const fetchPage: FetchPage = (params) => {
    calls.push(params)
    let ids = range(newest, 101)
    if (params.max_id) ids = ids.filter((id) => id < (params.max_id ?? ''))
    if (params.since_id) ids = ids.filter((id) => id > (params.since_id ?? ''))
    return Promise.resolve({ ids: ids.slice(0, params.limit) })
  }
  return {
    fetchPage: vi.fn(fetchPage),
    calls,
    post: (count: number) => {
      newest += count
    },
  }
}

/** Renders inside a router whose /notice/:id route shows which post was opened. */
function render(ui: ReactElement) {
  return rtlRender(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={ui} />
        <Route path="/notice/:id" element={<p>Opened post</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

async function flush(): Promise<void> {
  await act(async () => {
    await Promise.resolve()
  })
}

function articles(): HTMLElement[] {
  return within(screen.getByRole('feed')).queryAllByRole('article')
}

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  vi.useFakeTimers()
  resetScope()
  clearNotices()
  // Every post in the DOM: jsdom has no layout for the virtual feed (see virtualWindow.test.ts).
  setPreference('virtualScrolling', false)
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('<Timeline>', () => {
  it('shows the first page as a busy-then-idle feed of articles', async () => {
    const server = fakeServer(130)
    render(<Timeline timelineKey="public" fetchPage={server.fetchPage} title="Public" />)
    const feed = screen.getByRole('feed', { name: 'Public' })
    expect(feed).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Loading statuses…')
    await flush()
    expect(feed).toHaveAttribute('aria-busy', 'false')
    const items = articles()
    expect(items).toHaveLength(20)
    expect(items[0]).toHaveTextContent('Status 130')
    expect(items[0]).toHaveAttribute('aria-posinset', '1')
    expect(items[0]).toHaveAttribute('aria-setsize', '-1')
    expect(screen.getByRole('heading', { name: 'Public' })).toBeInTheDocument()
    expect(server.calls[0]).toEqual({ limit: 20 })
  })

  it('polls every 10 s and holds new statuses behind "Show n new posts"', async () => {
    const server = fakeServer(130)
    render(<Timeline timelineKey="public" fetchPage={server.fetchPage} title="Public" />)
    await flush()
    server.post(3)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_999)
    })
    expect(server.calls).toHaveLength(1)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(server.calls[1]).toEqual({ limit: 20, since_id: '130' })
    expect(articles()[0]).toHaveTextContent('Status 130')
    const button = screen.getByRole('button', { name: 'Show 3 new posts' })
    fireEvent.click(button)
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 })
    expect(articles()[0]).toHaveTextContent('Status 133')
    expect(articles()).toHaveLength(23)
    expect(screen.queryByRole('button', { name: /^Show \d+ new post/ })).not.toBeInTheDocument()
  })

  it('does not poll while paused (a profile tab out of sight), and polls again after', async () => {
    const server = fakeServer(130)
    const view = rtlRender(
      <Timeline timelineKey="public" fetchPage={server.fetchPage} title="Public" paused />,
      { wrapper: MemoryRouter },
    )
    await flush()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000)
    })
    expect(server.calls).toHaveLength(1)
    view.rerender(<Timeline timelineKey="public" fetchPage={server.fetchPage} title="Public" />)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000)
    })
    expect(server.calls[1]).toEqual({ limit: 20, since_id: '130' })
  })

  it('shows new statuses when "." is pressed outside text fields only', async () => {
    const server = fakeServer(130)
    render(
      <>
        <input aria-label="Draft" />
        <Timeline timelineKey="public" fetchPage={server.fetchPage} title="Public" />
      </>,
    )
    await flush()
    server.post(2)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000)
    })
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Draft' }), { key: '.' })
    expect(screen.getByRole('button', { name: 'Show 2 new posts' })).toBeInTheDocument()
    fireEvent.keyDown(document.body, { key: '.' })
    expect(articles()[0]).toHaveTextContent('Status 132')
  })

  it('ignores clicks in the list for 1 s after showing new statuses', async () => {
    const server = fakeServer(130)
    const onItemClick = vi.fn()
    render(
      <div onClick={onItemClick}>
        <Timeline timelineKey="public" fetchPage={server.fetchPage} title="Public" />
      </div>,
    )
    await flush()
    server.post(1)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000)
    })
    fireEvent.click(screen.getByRole('button', { name: 'Show 1 new post' }))
    onItemClick.mockClear()
    fireEvent.click(screen.getByText('Status 131'))
    expect(onItemClick).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(1_000)
    })
    fireEvent.click(screen.getByText('Status 131'))
    expect(onItemClick).toHaveBeenCalledTimes(1)
  })

  it('offers "Reload" after a poll of 20 or more and reloads from scratch', async () => {
    const server = fakeServer(130)
    render(<Timeline timelineKey="public" fetchPage={server.fetchPage} title="Public" />)
    await flush()
    server.post(25)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000)
    })
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    await flush()
    expect(server.calls.at(-1)).toEqual({ limit: 20 })
    expect(articles()).toHaveLength(20)
    expect(articles()[0]).toHaveTextContent('Status 155')
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument()
  })

  it('loads older pages (throttled to one per second) until "No more statuses"', async () => {
    const server = fakeServer(140)
    render(<Timeline timelineKey="public" fetchPage={server.fetchPage} title="Public" />)
    await flush()
    fireEvent.click(screen.getByRole('button', { name: 'Load older statuses' }))
    await flush()
    expect(server.calls[1]).toEqual({ limit: 20, max_id: '121' })
    expect(articles()).toHaveLength(40)
    expect(articles()[39]).toHaveAttribute('aria-posinset', '40')
    fireEvent.click(screen.getByRole('button', { name: 'Load older statuses' }))
    await flush()
    expect(server.calls).toHaveLength(2)
    act(() => {
      vi.advanceTimersByTime(1_000)
    })
    fireEvent.click(screen.getByRole('button', { name: 'Load older statuses' }))
    await flush()
    expect(server.calls[2]).toEqual({ limit: 20, max_id: '101' })
    expect(screen.getByText('No more statuses')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load older statuses' })).not.toBeInTheDocument()
  })

  it('loads older pages by itself when the footer comes within 750 px of the viewport', async () => {
    const observed: { callback: IntersectionObserverCallback; margin: string | undefined }[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
          observed.push({ callback, margin: init?.rootMargin })
        }
        observe() {}
        disconnect() {}
      },
    )
    const near = () => {
      const latest = observed.at(-1)
      latest?.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      )
    }
    try {
      const server = fakeServer(160)
      render(<Timeline timelineKey="public" fetchPage={server.fetchPage} title="Public" />)
      await flush()
      expect(observed.at(-1)?.margin).toBe('0px 0px 750px 0px')
      act(near)
      await flush()
      expect(articles()).toHaveLength(40)
      // Still near the bottom: the next page waits for the end of the 1000 ms throttle.
      act(near)
      await flush()
      expect(server.calls).toHaveLength(2)
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000)
      })
      expect(server.calls[2]).toEqual({ limit: 20, max_id: '121' })
      expect(articles()).toHaveLength(60)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('says "No statuses" for an empty timeline, outside any feed (a feed owns articles)', async () => {
    const fetchPage: FetchPage = () => Promise.resolve({ ids: [] })
    render(<Timeline timelineKey="tag:none" fetchPage={fetchPage} title="#none" />)
    expect(screen.getByRole('feed', { name: '#none' })).toHaveAttribute('aria-busy', 'true')
    await flush()
    expect(screen.getByText('No statuses')).toBeInTheDocument()
    // An idle feed without articles is invalid ARIA (axe aria-required-children, issue 21).
    expect(screen.queryByRole('feed')).not.toBeInTheDocument()
    expect(screen.queryAllByRole('article')).toHaveLength(0)
  })

  it('reports a failed fetch in a 5 s notice and offers a retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const failure = new ApiError(500, { error: 'Timeline exploded' }, { method: 'GET', url: '/x' })
    const fetchPage = vi
      .fn<FetchPage>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValue({
        ids: ['101'],
      })
    render(<Timeline timelineKey="public" fetchPage={fetchPage} title="Public" />)
    await flush()
    // The server's own text in the catalogue sentence; status and body stay in the console.
    expect(noticeStore.getState().notices).toMatchObject([
      { messageKey: 'timeline.error', messageArgs: { error: 'Timeline exploded' }, level: 'error' },
    ])
    expect(warn).toHaveBeenCalledWith(expect.any(String), failure)
    warn.mockRestore()
    expect(screen.getByRole('alert')).toHaveTextContent('The statuses could not be loaded.')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await flush()
    expect(articles()).toHaveLength(1)
    act(() => {
      vi.advanceTimersByTime(5_000)
    })
    expect(noticeStore.getState().notices).toEqual([])
  })

  it('tells a visitor refused with 401 that the server shows timelines only to members', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const refusal = new ApiError(
      401,
      { error: 'Unauthorized: token not supplied' },
      { method: 'GET', url: '/api/v1/timelines/public' },
    )
    render(
      <Timeline timelineKey="public" fetchPage={() => Promise.reject(refusal)} title="Public" />,
    )
    await flush()
    warn.mockRestore()
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('This server shows its timelines only to its members.')
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    // Nothing raw: no status, no JSON, no server text, no notice.
    expect(document.body).not.toHaveTextContent(/401|token not supplied|\{/)
    expect(noticeStore.getState().notices).toEqual([])
  })

  it('shows the first page under StrictMode (mount, unmount, mount)', async () => {
    const server = fakeServer(130)
    render(
      <StrictMode>
        <Timeline timelineKey="public" fetchPage={server.fetchPage} title="Public" />
      </StrictMode>,
    )
    await flush()
    expect(screen.getByRole('feed')).toHaveAttribute('aria-busy', 'false')
    expect(articles()).toHaveLength(20)
  })

  it('shows a held timeline at once and polls it once the browser is idle (issue 20)', async () => {
    const server = fakeServer(130)
    const first = render(
      <Timeline timelineKey="public" fetchPage={server.fetchPage} title="Public" />,
    )
    await flush()
    first.unmount()
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    server.post(2)
    render(<Timeline timelineKey="public" fetchPage={server.fetchPage} title="Public" />)
    expect(articles()).toHaveLength(20)
    expect(server.calls).toHaveLength(1)
    await act(async () => {
      for (const run of idle) run()
      await Promise.resolve()
    })
    expect(server.calls[1]).toEqual({ limit: 20, since_id: '130' })
    expect(screen.getByRole('button', { name: 'Show 2 new posts' })).toBeInTheDocument()
  })

  it('stops polling when unmounted', async () => {
    const server = fakeServer(130)
    const view = render(
      <Timeline timelineKey="public" fetchPage={server.fetchPage} title="Public" />,
    )
    await flush()
    view.unmount()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000)
    })
    expect(server.calls).toHaveLength(1)
  })
})
