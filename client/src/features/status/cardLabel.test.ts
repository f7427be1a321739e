// @vitest-environment node
import i18next from 'i18next'
import en from '../../i18n/locales/en/status.json'
import { cardLabel, excerpt } from './cardLabel'
import { makeStatus, makeUser } from './testing/factories'

const sprout = {
  shortcode: 'sprout',
  url: 'https://x.example/sprout.png',
  static_url: 'https://x.example/sprout.png',
}
const t = i18next.createInstance()
beforeAll(() => t.init({ lng: 'en', resources: { en: { translation: { status: en } } } }))

describe('excerpt', () => {
  it('keeps short text whole and cuts long text at a word, with an ellipsis', () => {
    expect(excerpt('Just landed', [])).toBe('Just landed')
    expect(excerpt('one two three four', [], 10)).toBe('one two…')
    expect(excerpt('abcdefghijklmno', [], 10)).toBe('abcdefghij…')
    expect(excerpt('', [])).toBe('')
  })
})

describe('cardLabel (who, when, the start of the text)', () => {
  const alice = makeUser({ id: 'A', name: ':sprout: Alice', screen_name: 'alice', emoji: [sprout] })
  const bob = makeUser({ id: 'B', name: ':sprout:', screen_name: 'bob', emoji: [sprout] })

  it('reads the author without emoji codes, the time and the text', () => {
    const status = makeStatus({ user: 'A', text: 'Bread :sprout: is up', emojis: [sprout] })
    expect(cardLabel(t.t, status, alice, '5 minutes ago')).toBe('Alice, 5 minutes ago: Bread is up')
  })

  it('reads a repeater (handle when the name is only emoji), and a warning instead of the text', () => {
    const status = makeStatus({ user: 'A', text: 'spoilers', summary: 'film ending' })
    expect(cardLabel(t.t, status, alice, 'now', bob)).toBe(
      'Alice, now, repeated by bob: content warning: film ending',
    )
  })

  it('reads no excerpt for a post without text', () => {
    expect(cardLabel(t.t, makeStatus({ user: 'A', text: '' }), alice, 'now')).toBe('Alice, now')
  })
})
