import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { shortcutBlocked, type ShortcutEvent } from '../../state/timelines/keys'
import { encodePart } from '../../lib/urlPart'

/** What a key press in a timeline does (s1 §4 "Timeline"; issue 4 "Keyboard"). */
export type FeedKeyAction = 'next' | 'previous' | 'open' | 'showNew'

/** The parts of a keyboard event the rules look at. */
export type FeedKeyEvent = ShortcutEvent

/** A post card: a feed item (aria-posinset) or, in a conversation, any post's article. */
const CARD = 'article[aria-posinset], article[data-status-id]'

/** True for a card of `feed` itself, not one nested in another card (a reply-to preview). */
function isOwnCard(feed: HTMLElement, card: Element): boolean {
  const outer = card.parentElement?.closest('article')
  return feed.contains(card) && !(outer && feed.contains(outer))
}

/** The cards of `feed` (a timeline's feed or a conversation's list), in order. */
function feedArticles(feed: HTMLElement): HTMLElement[] {
  return [...feed.querySelectorAll<HTMLElement>(CARD)].filter((card) => isOwnCard(feed, card))
}

/**
 * The action of a key press, or null: `j` next post, `k` previous post, `.` show new statuses,
 * Enter open the post whose card itself has focus (not a link or button inside it). Nothing
 * while typing in a field, with Ctrl, Meta or Alt held, or in or under a dialog or menu
 * (state/timelines/keys.ts shortcutBlocked).
 */
export function feedKeyAction(event: FeedKeyEvent, feed: HTMLElement | null): FeedKeyAction | null {
  if (shortcutBlocked(event)) return null
  switch (event.key) {
    case 'j':
      return 'next'
    case 'k':
      return 'previous'
    case '.':
      return 'showNew'
    case 'Enter': {
      const target = event.target
      const isCard = target instanceof HTMLElement && target.matches(CARD) && !!feed
      return isCard && isOwnCard(feed, target) ? 'open' : null
    }
    default:
      return null
  }
}

/** The position of a card: its aria-posinset in a feed, else its place among `cards` (1-based). */
function positionOf(card: HTMLElement, cards: HTMLElement[]): number {
  const position = card.getAttribute('aria-posinset')
  return position === null ? cards.indexOf(card) + 1 : Number(position)
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
  const current = cards.find((card) => active instanceof Node && card.contains(active))
  const from = current ? positionOf(current, cards) : lastPosition
  if (from !== null) return cards.find((card) => positionOf(card, cards) === from + step) ?? null
  return cards.find((card) => card.getBoundingClientRect().bottom > 0) ?? cards[0] ?? null
}

/** Focuses a card and scrolls it into view (the card's own focus ring shows it). */
export function focusCard(card: HTMLElement): void {
  card.focus({ preventScroll: true })
  card.scrollIntoView?.({ block: 'nearest' })
}

/**
 * Timeline and conversation keys on the document while mounted: `j` / `k` move focus between
 * the cards of `feedRef` (a timeline's feed, or a conversation's list of posts)
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
      lastPosition = positionOf(card, feedArticles(feed))
      focusCard(card)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [feedRef])
}
