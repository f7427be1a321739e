import { describe, expect, it } from 'vitest'
import type { Attachment, ChatMessage } from '../../entities/types'
import { chatItems, dateLabel, messageTime, previewOf } from './chatItems'

function message(id: string, account: string, created: string, content = 'hi'): ChatMessage {
  return {
    id,
    chat_id: 'c',
    account_id: account,
    content,
    attachment: null,
    emojis: [],
    created_at: created,
  }
}

function attachment(type: Attachment['type']): Attachment {
  return {
    id: 'm',
    type,
    mimetype: '',
    url: 'u',
    large_thumb_url: 'u',
    description: '',
    meta: {},
    blurhash: null,
  }
}

describe('the chat view rows (s1 §2 "Chat view")', () => {
  it('puts a date separator before each day and marks the head of each run by one author', () => {
    const rows = chatItems(
      [
        message('1', 'bob', '2024-05-01T09:00:00'),
        message('2', 'bob', '2024-05-01T09:01:00'),
        message('3', 'me', '2024-05-01T09:02:00'),
        message('4', 'me', '2024-05-02T08:00:00'),
        message('5', 'bob', '2024-05-02T08:01:00'),
      ],
      'me',
    )
    expect(
      rows.map((r) =>
        r.kind === 'date' ? 'date' : `${r.message.id}${r.head ? '*' : ''}${r.own ? 'o' : ''}`,
      ),
    ).toEqual(['date', '1*', '2', '3*o', 'date', '4*o', '5*'])
  })

  it('labels today "today" and other days with day and month', () => {
    const now = new Date('2024-05-02T12:00:00')
    expect(dateLabel(new Date('2024-05-02T00:10:00'), now, 'en')).toBe('today')
    expect(dateLabel(new Date('2024-04-16T19:22:54'), now, 'en')).toBe('Apr 16')
    expect(dateLabel(new Date('2024-04-16T19:22:54'), now, 'de')).toBe('16. Apr.')
  })

  it("shows times as 24 h HH:MM in the language's digits", () => {
    expect(messageTime('2024-05-02T19:05:00', 'en')).toBe('19:05')
    expect(messageTime('2024-05-02T07:30:00', 'en')).toBe('07:30')
    expect(messageTime('2024-05-02T07:30:00', 'fa')).toBe('۰۷:۳۰')
    expect(messageTime('not a date', 'en')).toBe('')
  })
})

describe('the chat list preview (s1 §2 "Chat list")', () => {
  it('prefixes own messages and summarises attachments without text by their kind', () => {
    const own = previewOf(message('1', 'me', ''), 'me')
    expect(own).toEqual({ own: true, text: 'hi', attachment: null })
    const html = message('4', 'bob', '', 'a &lt;b&gt;<br>c <a href="x">link</a>')
    expect(previewOf(html, 'me').text).toBe('a <b> c link')
    const kinds = (['image', 'video', 'audio', 'unknown'] as const).map(
      (type) =>
        previewOf({ ...message('2', 'bob', '', ''), attachment: attachment(type) }, 'me')
          .attachment,
    )
    expect(kinds).toEqual(['image', 'video', 'audio', 'file'])
    const withText = { ...message('3', 'bob', '', 'look'), attachment: attachment('image') }
    expect(previewOf(withText, 'me').attachment).toBeNull()
  })
})
