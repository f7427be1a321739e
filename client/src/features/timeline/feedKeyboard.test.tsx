import { fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { MemoryRouter, Route, Routes, useParams } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../i18n'
import { setPreference } from '../../state/preferences/preferences'
import { Timeline } from './Timeline'
import { useFeedKeyboard } from './feedKeyboard'
import type { FetchPage } from '../../state/timelines/useTimelineFetcher'
import { resetScope } from '../../state/testing'

vi.mock('../status/StatusCard', () => ({
  StatusCard: ({ statusId, feedPosition }: { statusId: string; feedPosition?: number }) => (
    <article
      aria-posinset={feedPosition}
      aria-setsize={-1}
      aria-label={`Status ${statusId}`}
      tabIndex={0}
      data-status-id={statusId}
    >
      <a href={`#reply-${statusId}`}>Reply</a>
    </article>
  ),
}))

function Opened() {
  return <p>Opened post {useParams().id}</p>
}

const fetchPage: FetchPage = (params) =>
  Promise.resolve({ ids: params.max_id ? ['102'] : ['105', '104', '103'] })

async function renderTimeline() {
  render(
    <MemoryRouter>
      <input aria-label="Draft" />
      <Routes>
        <Route
          path="/"
          element={<Timeline timelineKey="public" fetchPage={fetchPage} title="Public" />}
        />
        <Route path="/notice/:id" element={<Opened />} />
      </Routes>
    </MemoryRouter>,
  )
  await screen.findByRole('article', { name: 'Status 103' })
}

const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key })

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  resetScope()
  setPreference('virtualScrolling', false)
})

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView')
})

describe('timeline keyboard', () => {
  it('moves focus to the next and previous post with j and k, scrolling it into view', async () => {
    const scrolled: string[] = []
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.getAttribute('aria-label') ?? '')
    })
    await renderTimeline()
    press('j')
    expect(screen.getByRole('article', { name: 'Status 105' })).toHaveFocus()
    press('j', document.activeElement ?? document.body)
    expect(screen.getByRole('article', { name: 'Status 104' })).toHaveFocus()
    press('j', document.activeElement ?? document.body)
    press('j', document.activeElement ?? document.body)
    expect(screen.getByRole('article', { name: 'Status 103' })).toHaveFocus()
    press('k', document.activeElement ?? document.body)
    expect(screen.getByRole('article', { name: 'Status 104' })).toHaveFocus()
    expect(scrolled).toEqual(['Status 105', 'Status 104', 'Status 103', 'Status 104'])
    // The j pressed on the last post asked for older posts; they arrive below.
    expect(await screen.findByRole('article', { name: 'Status 102' })).toBeInTheDocument()
  })

  it('continues from the post it was on when focus left the feed (a re-rendered card)', async () => {
    Element.prototype.scrollIntoView = vi.fn()
    await renderTimeline()
    press('j')
    press('j', document.activeElement ?? document.body)
    expect(screen.getByRole('article', { name: 'Status 104' })).toHaveFocus()
    ;(document.activeElement as HTMLElement).blur()
    press('j')
    expect(screen.getByRole('article', { name: 'Status 103' })).toHaveFocus()
  })

  it('loads older posts when j is pressed on the last post, then moves on to them', async () => {
    Element.prototype.scrollIntoView = vi.fn()
    await renderTimeline()
    for (let i = 0; i < 3; i += 1) press('j', document.activeElement ?? document.body)
    expect(screen.getByRole('article', { name: 'Status 103' })).toHaveFocus()
    expect(screen.queryByRole('article', { name: 'Status 102' })).toBeNull()
    press('j', document.activeElement ?? document.body)
    expect(await screen.findByRole('article', { name: 'Status 102' })).toBeInTheDocument()
    press('j', document.activeElement ?? document.body)
    expect(screen.getByRole('article', { name: 'Status 102' })).toHaveFocus()
  })

  it('opens the focused post with Enter, but not from a link inside it', async () => {
    await renderTimeline()
    press('j')
    press('j', document.activeElement ?? document.body)
    const link = screen.getAllByRole('link', { name: 'Reply' })[0]
    if (link) press('Enter', link)
    expect(screen.queryByText(/Opened post/)).not.toBeInTheDocument()
    press('Enter', screen.getByRole('article', { name: 'Status 104' }))
    expect(await screen.findByText('Opened post 104')).toBeInTheDocument()
  })

  it('does nothing while typing in a field or with a modifier held', async () => {
    await renderTimeline()
    press('j', screen.getByRole('textbox', { name: 'Draft' }))
    fireEvent.keyDown(document.body, { key: 'j', ctrlKey: true })
    expect(document.activeElement).not.toHaveAttribute('aria-posinset')
  })

  it('does nothing while a modal dialog is open', async () => {
    await renderTimeline()
    const dialog = document.createElement('div')
    dialog.setAttribute('aria-modal', 'true')
    document.body.append(dialog)
    press('j')
    expect(document.activeElement).not.toHaveAttribute('aria-posinset')
    dialog.remove()
  })
})

/** A conversation's list: articles without feed positions, one with a nested preview card. */
function Thread() {
  const ref = useRef<HTMLOListElement>(null)
  useFeedKeyboard(ref, false, () => undefined)
  return (
    <ol ref={ref}>
      {['1', '2', '3'].map((id) => (
        <li key={id}>
          <article aria-label={`Post ${id}`} tabIndex={0} data-status-id={id}>
            {id === '2' ? <article aria-label="Preview" tabIndex={0} data-status-id="0" /> : null}
          </article>
        </li>
      ))}
    </ol>
  )
}

describe('conversation keyboard (issue 21)', () => {
  it('moves between the posts of a thread with j and k, skipping nested cards', () => {
    Element.prototype.scrollIntoView = vi.fn()
    render(
      <MemoryRouter>
        <Thread />
      </MemoryRouter>,
    )
    press('j')
    expect(screen.getByRole('article', { name: 'Post 1' })).toHaveFocus()
    press('j', document.activeElement ?? document.body)
    press('j', document.activeElement ?? document.body)
    expect(screen.getByRole('article', { name: 'Post 3' })).toHaveFocus()
    press('k', document.activeElement ?? document.body)
    expect(screen.getByRole('article', { name: 'Post 2' })).toHaveFocus()
  })
})
