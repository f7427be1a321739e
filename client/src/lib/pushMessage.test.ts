// @vitest-environment node
import { pushOpenPath, readPushMessage } from './pushMessage'

const ICON = '/static/icons/icon-192.png'

describe('readPushMessage (PLEROMA-API §3.6 payload)', () => {
  it('shows the title, body and sender avatar of a Pleroma payload', () => {
    const shown = readPushMessage(
      {
        title: 'New Mention',
        body: '@bob: hello',
        icon: 'https://x.example/a.png',
        notification_id: '17',
        notification_type: 'mention',
        access_token: 'secret',
      },
      'Starling',
      ICON,
    )
    expect(shown).toEqual({
      title: 'New Mention',
      options: {
        body: '@bob: hello',
        icon: 'https://x.example/a.png',
        tag: 'notification-17',
        data: { notificationId: '17' },
      },
    })
  })

  it('shows only the generic words and the app icon when the contents are hidden', () => {
    expect(readPushMessage({ body: 'New Mention', notification_id: 4 }, 'Starling', ICON)).toEqual({
      title: 'New Mention',
      options: { body: '', icon: ICON, tag: 'notification-4', data: { notificationId: '4' } },
    })
  })

  it('never throws on a message it cannot read', () => {
    expect(readPushMessage('garbage', 'Starling', ICON)).toEqual({
      title: 'Starling',
      options: { body: '', icon: ICON, data: { notificationId: null } },
    })
  })
})

describe('pushOpenPath', () => {
  it('carries the notification id into the app', () => {
    expect(pushOpenPath('17')).toBe('/main/friends?push-notification=17')
    expect(pushOpenPath(null)).toBe('/main/friends')
  })
})
