/**
 * Custom emoji codes are never read inside names (issue 21): every name built from a display
 * name or a text with custom emoji (notifications, user cards and rows, follow cards, follow
 * requests, chats) reads as a post card's author does: the emoji left out, the handle when
 * nothing else is left; the emoji still show as images.
 */
import { screen, within } from '@testing-library/react'
import type { Chat, Notification, User } from '../entities/types'
import { ChatListItem } from '../features/chats/ChatListItem'
import { NotificationItem } from '../features/notifications'
import { FollowCard } from '../features/profile/FollowCard'
import { makeRelationship, makeStatus, makeUser } from '../features/status/testing/factories'
import { renderWithApp, resetWorld, setUpI18n, store } from '../features/status/testing/render'
import { UserCard, UserRow } from '../features/user-card'
import { sessionStore } from '../state/session'
import { displayName, spokenName } from './names'

const url = 'https://x.example/sprout.png'
const sprout = { shortcode: 'sprout', url, static_url: url }
const alice = makeUser({ id: 'A', screen_name: 'alice', name: 'Alice :sprout:', emoji: [sprout] })
const bob = makeUser({ id: 'B', screen_name: 'bob', name: ':sprout:', emoji: [sprout] })

function notification(overrides: Partial<Notification>): Notification {
  return {
    id: 'N1',
    type: 'like',
    seen: true,
    from_profile: 'A',
    status: null,
    target: null,
    emoji: null,
    emoji_url: null,
    report: null,
    created_at: new Date().toISOString(),
    ...overrides,
  }
}

/** The emoji images inside `element`. */
function emojiImages(element: HTMLElement): HTMLImageElement[] {
  return [...element.querySelectorAll<HTMLImageElement>(`img[src="${url}"]`)]
}

beforeAll(setUpI18n)
beforeEach(() => {
  resetWorld()
  sessionStore.setState({ user: 'ME', token: 'token' })
  // The user card's follow button asks for the relationship: the server knows none. Unanswered,
  // the request went to the network and its reset socket was logged after the file ended.
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(new Response('[]', { headers: { 'Content-Type': 'application/json' } })),
    ),
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('spokenName', () => {
  it('leaves custom emoji out, and reads the handle for a name made only of them', () => {
    expect(displayName(alice)).toBe('Alice :sprout:')
    expect(spokenName(alice)).toBe('Alice')
    expect(spokenName(bob)).toBe('bob')
    expect(spokenName(makeUser({ screen_name: 'carol', name: ' ' }))).toBe('carol')
    expect(spokenName(makeUser({ screen_name: 'dan', name: 'Dan :unknown:' }))).toBe(
      'Dan :unknown:',
    )
  })
})

describe('names built from display names with custom emoji', () => {
  it('a notification: the entry, the avatar, the name link and the post summary', () => {
    store(
      [makeStatus({ id: 'S1', user: 'ME', text: 'Bread :sprout: is up', emojis: [sprout] })],
      [alice],
    )
    renderWithApp(<NotificationItem notification={notification({ status: 'S1' })} />)
    const entry = screen.getByRole('article', { name: 'Alice liked your status' })
    const links = within(entry).getAllByRole('link', { name: 'Alice' })
    expect(links).toHaveLength(2)
    const summary = within(entry).getByRole('link', { name: 'Bread is up' })
    expect(emojiImages(summary)).toHaveLength(1)
    // Hidden, not only alt="": Chromium would name an alt="" image by its title ":sprout:".
    for (const image of emojiImages(entry)) {
      expect(image).toHaveAttribute('alt', '')
      expect(image).toHaveAttribute('aria-hidden', 'true')
      expect(image).toHaveAttribute('title', ':sprout:')
    }
    expect(emojiImages(entry)).toHaveLength(2)
  })

  it('a follow request from a name made only of emoji: the handle, never nothing', () => {
    store([], [bob])
    renderWithApp(
      <NotificationItem
        notification={notification({ type: 'follow_request', from_profile: 'B' })}
      />,
    )
    const entry = screen.getByRole('article', { name: 'bob wants to follow you' })
    expect(within(entry).getAllByRole('link', { name: 'bob' })).toHaveLength(2)
    expect(
      within(entry).getByRole('button', { name: "Approve bob's follow request" }),
    ).toBeVisible()
    expect(within(entry).getByRole('button', { name: "Deny bob's follow request" })).toBeVisible()
  })

  it('a muted sender’s collapsed line', () => {
    const muted: User = { ...alice, relationship: makeRelationship('A', { muting: true }) }
    store([], [muted])
    renderWithApp(<NotificationItem notification={notification({})} />)
    expect(screen.getByText('A notification from Alice, who is muted')).toBeVisible()
  })

  it('user cards, rows and follow cards', () => {
    renderWithApp(
      <>
        <UserCard user={alice} />
        <UserRow user={bob} />
        <FollowCard user={alice} />
      </>,
    )
    expect(screen.getAllByRole('link', { name: 'Alice' })).toHaveLength(3)
    expect(screen.getAllByRole('link', { name: 'bob' })).toHaveLength(2)
    expect(screen.getByRole('article', { name: 'Alice' })).toBeVisible()
    for (const link of screen.getAllByRole('link')) {
      for (const image of emojiImages(link)) expect(image).toHaveAttribute('aria-hidden', 'true')
    }
  })

  it('a chat of the chat list, its last message with emoji', () => {
    store([], [bob])
    const chat: Chat = {
      id: 'C1',
      account: 'B',
      unread: 0,
      updated_at: new Date().toISOString(),
      lastMessage: {
        id: 'M1',
        chat_id: 'C1',
        account_id: 'B',
        content: 'Hi :sprout:',
        emojis: [sprout],
        attachment: null,
        created_at: new Date().toISOString(),
      },
    }
    renderWithApp(<ChatListItem chat={chat} viewerId="ME" viewerName="me" />)
    const link = screen.getByRole('link', { name: /^bob.*Hi$/ })
    expect(emojiImages(link)).toHaveLength(2)
  })
})
