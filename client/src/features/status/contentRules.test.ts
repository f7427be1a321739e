// @vitest-environment node
import { isLongSubject, isTallPost, muteReason, type MutePreferences } from './contentRules'
import { makeRelationship, makeStatus, makeUser } from './testing/factories'

const prefs = (over: Partial<MutePreferences> = {}): MutePreferences => ({
  muteWords: [],
  muteBotStatuses: false,
  hideFilteredStatuses: false,
  ...over,
})

describe('tall posts (s1 §9: breaks + length/80 > 20)', () => {
  it('is tall with 21 paragraphs and short text', () => {
    expect(isTallPost('<p>a</p>'.repeat(21), 'a'.repeat(21))).toBe(true)
  })
  it('is not tall at exactly 20 (breaks 10 + 800 characters / 80)', () => {
    expect(isTallPost('<p>a</p>'.repeat(10), 'a'.repeat(800))).toBe(false)
    expect(isTallPost('<p>a</p>'.repeat(10), 'a'.repeat(801))).toBe(true)
  })
  it('counts <br> as breaks', () => {
    expect(isTallPost('line<br>'.repeat(21), 'line'.repeat(21))).toBe(true)
    expect(isTallPost('line<br/>'.repeat(20), 'x')).toBe(true)
  })
  it('is tall on length alone above 1600 characters', () => {
    expect(isTallPost('', 'x'.repeat(1601))).toBe(true)
    expect(isTallPost('', 'x'.repeat(1600))).toBe(false)
  })
})

describe('long subjects (s1 §9: over 240 characters)', () => {
  it('collapses only above 240', () => {
    expect(isLongSubject('s'.repeat(240))).toBe(false)
    expect(isLongSubject('s'.repeat(241))).toBe(true)
  })
})

describe('muteReason (s1 §4 mute words, muteBotStatuses, hideFilteredStatuses)', () => {
  const author = makeUser({ id: 'U1' })
  it('matches mute words case-insensitively in the text', () => {
    const status = makeStatus({ user: 'U1', text: 'Talking about the ELECTION today' })
    expect(muteReason(status, author, prefs({ muteWords: ['election'] }), 'ME')).toEqual({
      reasons: ['words'],
      words: ['election'],
      hidden: false,
    })
  })
  it('matches mute words in the subject', () => {
    const status = makeStatus({ user: 'U1', text: 'nothing', summary: 'Spoilers for the Show' })
    expect(muteReason(status, author, prefs({ muteWords: ['spoilers'] }), 'ME')?.words).toEqual([
      'spoilers',
    ])
  })
  it('ignores blank mute words and posts without hits', () => {
    const status = makeStatus({ user: 'U1', text: 'hello' })
    expect(muteReason(status, author, prefs({ muteWords: ['  ', 'bye'] }), 'ME')).toBeNull()
  })
  it('mutes a bot only with muteBotStatuses', () => {
    const bot = makeUser({ id: 'B1', bot: true })
    const status = makeStatus({ user: 'B1' })
    expect(muteReason(status, bot, prefs(), 'ME')).toBeNull()
    expect(muteReason(status, bot, prefs({ muteBotStatuses: true }), 'ME')?.reasons).toEqual([
      'bot',
    ])
  })
  it('gives the muted user and muted conversation reasons, hidden with hideFilteredStatuses', () => {
    const muted = makeUser({
      id: 'M1',
      relationship: {
        id: 'M1',
        following: false,
        followed_by: false,
        requested: false,
        blocking: false,
        muting: true,
        subscribing: false,
        showing_reblogs: true,
        note: '',
      },
    })
    const status = makeStatus({ user: 'M1', thread_muted: true })
    expect(muteReason(status, muted, prefs({ hideFilteredStatuses: true }), 'ME')).toEqual({
      reasons: ['user', 'thread'],
      words: [],
      hidden: true,
    })
  })
  it('mutes a post brought in by a muted repeater (Pleroma-FE does too)', () => {
    const repeater = makeUser({ id: 'R1', relationship: makeRelationship('R1', { muting: true }) })
    const status = makeStatus({ user: 'U1' })
    expect(muteReason(status, author, prefs(), 'ME')).toBeNull()
    expect(muteReason(status, author, prefs(), 'ME', repeater)?.reasons).toEqual(['user'])
  })
  it('never mutes the viewer’s own posts', () => {
    const status = makeStatus({ user: 'ME', text: 'election', thread_muted: true })
    expect(muteReason(status, undefined, prefs({ muteWords: ['election'] }), 'ME')).toBeNull()
  })
})
