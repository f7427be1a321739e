import type { Notification } from '../../entities/types'
import { initI18n, setLanguage } from '../../i18n'
import { makeStatus } from '../../features/status/testing/factories'
import {
  attentionCount,
  badgeText,
  displayedNotifications,
  filterNotifications,
  isCollapsed,
  isNotified,
  revealOlder,
  titleWithCount,
} from './notificationRules'

const note = (id: string, overrides: Partial<Notification> = {}): Notification => ({
  id,
  type: 'follow',
  seen: false,
  from_profile: 'u1',
  status: null,
  target: null,
  emoji: null,
  emoji_url: null,
  report: null,
  created_at: '2024-01-01T00:00:00Z',
  ...overrides,
})

describe('notification rules (s1 §4 "Notifications", s1 §9)', () => {
  it('does not notify mentions of muted statuses or matching mute words', () => {
    const status = makeStatus({ user: 'u1', text: 'Buy CHEAP pills', summary: '' })
    expect(isNotified({ type: 'mention' }, status, ['cheap'])).toBe(false)
    expect(
      isNotified({ type: 'mention' }, { ...status, text: 'hi', summary: 'Cheap' }, ['cheap']),
    ).toBe(false)
    expect(isNotified({ type: 'mention' }, { ...status, text: 'hi', muted: true }, [])).toBe(false)
    expect(isNotified({ type: 'mention' }, { ...status, text: 'hi' }, ['cheap', ' '])).toBe(true)
    expect(isNotified({ type: 'like' }, status, ['cheap'])).toBe(true)
  })

  it('collapses notifications of muted senders', () => {
    expect(isCollapsed({ relationship: { muting: true } as never })).toBe(true)
    expect(isCollapsed({})).toBe(false)
  })

  it('filters disabled types and orders newest first', () => {
    const list = [note('9'), note('10', { type: 'like', status: 's' }), note('8', { type: 'move' })]
    const out = filterNotifications(list, {
      typeEnabled: (type) => type !== 'move',
      statusOf: () => undefined,
      muteWords: [],
    })
    expect(out.map((n) => n.id)).toEqual(['10', '9'])
  })

  it('shows unseen first, then 30 seen; load older reveals 20 or asks to fetch', () => {
    const seen = Array.from({ length: 45 }, (_, i) => note(String(100 - i), { seen: true }))
    const unseen = [note('5'), note('4')]
    const view = displayedNotifications([...seen, ...unseen], 30)
    expect(view.items).toHaveLength(32)
    expect(view.items.slice(0, 2).map((n) => n.id)).toEqual(['5', '4'])
    expect(view.unseen).toBe(2)
    expect(view.hiddenSeen).toBe(15)
    expect(revealOlder(30, 15)).toEqual({ seenLimit: 45, fetch: false })
    expect(revealOlder(30, 40)).toEqual({ seenLimit: 50, fetch: false })
    expect(revealOlder(45, 0)).toEqual({ seenLimit: 65, fetch: true })
  })

  it('counts unseen + chats + announcements for the title and badge', () => {
    const count = attentionCount({ unseenNotifications: 2, unreadChats: 3, unreadAnnouncements: 1 })
    expect(count).toBe(6)
    expect(titleWithCount('Starling', count)).toBe('(6) Starling')
    expect(titleWithCount('(6) Starling', 7)).toBe('(7) Starling')
    expect(titleWithCount('(7) Starling', 0)).toBe('Starling')
    expect(titleWithCount('(1,234) (Draft) notes', 12)).toBe('(12) (Draft) notes')
  })

  it('writes the title count as the language writes numbers, replacing one in another', async () => {
    await initI18n('en')
    expect(titleWithCount('Starling', 1234)).toBe('(1,234) Starling')
    try {
      await setLanguage('fa')
      expect(titleWithCount('(1,234) Starling', 12)).toBe('(۱۲) Starling')
      expect(titleWithCount('(۱٬۲۳۴) Starling', 0)).toBe('Starling')
    } finally {
      await setLanguage('en')
    }
    expect(titleWithCount('(۱۲) Starling', 5)).toBe('(5) Starling')
  })

  it('writes a badge as the language writes numbers, ∞ above 99 when capped (s1 §9)', () => {
    expect(badgeText(99, true)).toBe('99')
    expect(badgeText(100, true)).toBe('∞')
    expect(badgeText(1234, false)).toBe('1,234')
  })
})
