import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { isTextField } from '../../state/timelines/keys'
import { encodePart } from '../../lib/urlPart'

/** What a key press in a timeline does (s1 §4 "Timeline"; issue 4 "Keyboard"). */
export type FeedKeyAction = 'next' | 'previous' | 'open' | 'showNew'

/** The parts of a keyboard event the rules look at. */
export interface FeedKeyEvent {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  target: EventTarget | null
}

/** The feed items (cards with aria-posinset) of `feed`, in order. */
function feedArticles(feed: HTMLElement): HTMLElement[] {
  return [...feed.querySelectorAll<HTMLElement>('article[aria-posinset]')]
}

/**
 * The action of a key press, or null: `j` next post, `k` previous post, `.` show new statuses,
 * Enter open the post whose card itself has focus (not a link or button inside it). Nothing
 * while typing in a field or with Ctrl, Meta or Alt held.
 */
export function feedKeyAction(event: FeedKeyEvent, feed: HTMLElement | null): FeedKeyAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || isTextField(event.target)) return null
  switch (event.key) {
    case 'j':
      return 'next'
    case 'k':
      return 'previous'
    case '.':
      return 'showNew'
    case 'Enter': {
      const target = event.target
      const isCard =
        target instanceof HTMLElement && target.matches('article[aria-posinset]') && !!feed
      return isCard && feed.contains(target) ? 'open' : null
    }
    default:
      return null
  }
}

/** The feed position (aria-posinset) of a card. */
function positionOf(card: HTMLElement): number {
  return Number(card.getAttribute('aria-posinset'))
}

/**
 * The card `j` (step 1) or `k` (step -1) moves to: the card at the next (or previous) feed
 * position after the focused card, or, when focus left the feed (a virtualized card was
 * re-rendered), after `lastPosition`, the position last moved to. With neither, the first card
 * whose bottom is below the top of the window. Null at the ends of what is rendered.
 */
export function neighbourCard(
  feed: HTMLElement,
  step: 1 | -1,
  lastPosition: number | null = null,
): HTMLElement | null {
  const cards = feedArticles(feed)
  const active = document.activeElement
  const current =
    active instanceof HTMLElement ? active.closest<HTMLElement>('article[aria-posinset]') : null
  const from = current && feed.contains(current) ? positionOf(current) : lastPosition
  if (from !== null) return cards.find((card) => positionOf(card) === from + step) ?? null
  return cards.find((card) => card.getBoundingClientRect().bottom > 0) ?? cards[0] ?? null
}

/** Focuses a card and scrolls it into view (the card's own focus ring shows it). */
export function focusCard(card: HTMLElement): void {
  card.focus({ preventScroll: true })
  card.scrollIntoView?.({ block: 'nearest' })
}

/**
 * Timeline keys on the document while mounted: `j` / `k` move focus between the feed's cards
 * (scrolling the card into view), Enter opens the focused card's post at /notice/:id
 * (its `data-status-id`), `.` calls `onShowNew` when `hasNew`. `j` on the last card calls
 * `onReachEnd` (load older posts), so the keyboard never gets stuck at the end of a page.
 * Never while typing in a field.
 */
export function useFeedKeyboard(
  feedRef: React.RefObject<HTMLElement | null>,
  hasNew: boolean,
  onShowNew: () => void,
  onReachEnd: () => void = () => undefined,
): void {
  const navigate = useNavigate()
  const latest = useRef({ hasNew, onShowNew, onReachEnd, navigate })
  useEffect(() => {
    latest.current = { hasNew, onShowNew, onReachEnd, navigate }
  }, [hasNew, onShowNew, onReachEnd, navigate])

  useEffect(() => {
    let lastPosition: number | null = null
    const onKey = (event: KeyboardEvent) => {
      const feed = feedRef.current
      const action = feedKeyAction(event, feed)
      // A feed in an inert part of the page (a profile tab not shown) takes no keys.
      if (action === null || feed === null || feed.closest('[inert]')) return
      const current = latest.current
      if (action === 'showNew') {
        if (current.hasNew) current.onShowNew()
        return
      }
      if (action === 'open') {
        const id = (event.target as HTMLElement).dataset.statusId
        if (!id) return
        event.preventDefault()
        void current.navigate(`/notice/${encodePart(id)}`)
        return
      }
      const card = neighbourCard(feed, action === 'next' ? 1 : -1, lastPosition)
      if (!card) {
        if (action === 'next') current.onReachEnd()
        return
      }
      event.preventDefault()
      lastPosition = positionOf(card)
      focusCard(card)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [feedRef])
}
