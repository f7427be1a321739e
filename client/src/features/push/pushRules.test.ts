// @vitest-environment node
import type { Notification, User } from '../../entities/types'
import type { PreferenceKey } from '../../state/preferences/preferenceDefinitions'
import { applicationServerKey, notificationPath, pushAlerts, subscriptionBody } from './pushRules'

describe('push alerts (s1 §3 "Push alerts")', () => {
  it('maps the chosen notification types to follow, favourite, mention, reblog and move', () => {
    const chosen: Partial<Record<PreferenceKey, boolean>> = {
      'notificationVisibility.follows': true,
      'notificationVisibility.likes': false,
      'notificationVisibility.mentions': true,
      'notificationVisibility.repeats': false,
      'notificationVisibility.moves': true,
      'notificationVisibility.polls': true,
    }
    expect(pushAlerts((key) => chosen[key])).toEqual({
      follow: true,
      favourite: false,
      mention: true,
      reblog: false,
      move: true,
    })
  })
})

describe('subscription payload (s2 §7: JSON subscription and data.alerts)', () => {
  const alerts = { follow: true, favourite: true, mention: true, reblog: false, move: false }

  it('sends the endpoint, the two keys and the alerts', () => {
    const body = subscriptionBody(
      {
        endpoint: 'https://push.example/x',
        expirationTime: null,
        keys: { p256dh: 'P', auth: 'A' },
      },
      alerts,
    )
    expect(body).toEqual({
      subscription: { endpoint: 'https://push.example/x', keys: { p256dh: 'P', auth: 'A' } },
      data: { alerts },
    })
  })

  it('refuses a subscription without keys', () => {
    expect(() => subscriptionBody({ endpoint: 'https://push.example/x' }, alerts)).toThrow()
  })
})

describe('applicationServerKey', () => {
  it('decodes the URL-safe base64 VAPID key to its 65 bytes', () => {
    const raw = new Uint8Array(65).map((_, i) => (i * 37) % 256)
    const key = Buffer.from(raw).toString('base64url')
    expect([...applicationServerKey(key)]).toEqual([...raw])
  })
})

describe('where a clicked notification leads', () => {
  const base: Notification = {
    id: '5',
    type: 'mention',
    seen: false,
    from_profile: 'u1',
    status: 's9',
    target: null,
    emoji: null,
    emoji_url: null,
    report: null,
    created_at: '2025-01-01T00:00:00.000Z',
  }
  const sender = { id: 'u1', screen_name: 'bob' } as User

  it('opens the post, or the profile of who followed', () => {
    expect(notificationPath(base, sender, [])).toBe('/notice/s9')
    expect(notificationPath({ ...base, type: 'follow', status: null }, sender, [])).toBe(
      '/users/bob',
    )
  })
})
