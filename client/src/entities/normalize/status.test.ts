import { statusSchema } from '../../api/schemas/status'
import { mediaClassOf, normalizePoll } from './media'
import { isLegacyNsfw, normalizeStatus, visibilityOf } from './status'
import { pollSchema } from '../../api/schemas/poll'

describe('status rules', () => {
  it('marks legacy #nsfw statuses nsfw (s1 §3)', () => {
    expect(isLegacyNsfw(['NSFW'], '')).toBe(true)
    expect(isLegacyNsfw([], 'look #Nsfw')).toBe(true)
    expect(isLegacyNsfw(['art'], 'nsfwish')).toBe(false)
    const { statuses } = normalizeStatus(
      statusSchema.parse({ id: '1', account: { id: 'a' }, content: '<p>pic #nsfw</p>' }),
    )
    expect(statuses[0]?.nsfw).toBe(true)
    expect(statuses[0]?.text).toBe('pic #nsfw')
  })

  it('classifies media (s1 §3)', () => {
    expect(mediaClassOf('application/x-shockwave-flash')).toBe('flash')
    expect(mediaClassOf('text/html')).toBe('html')
    expect(mediaClassOf('video/mp4')).toBe('video')
    expect(mediaClassOf(undefined, 'gifv')).toBe('video')
    expect(mediaClassOf('text/plain', 'image')).toBe('unknown')
  })

  it('maps scopes onto the four visibilities', () => {
    expect(visibilityOf('direct')).toBe('direct')
    expect(visibilityOf('local')).toBe('public')
    expect(visibilityOf('list')).toBe('private')
  })

  it('sets expired once expires_at has passed', () => {
    const poll = pollSchema.parse({
      id: 'p',
      expired: false,
      expires_at: '2020-01-01T00:00:00.000Z',
    })
    expect(normalizePoll(poll, Date.parse('2021-01-01'))?.expired).toBe(true)
    expect(normalizePoll(poll, Date.parse('2019-01-01'))?.expired).toBe(false)
  })

  it('drops a status without id or author instead of failing, and says why', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(normalizeStatus(statusSchema.parse({ content: 'x' })).id).toBeNull()
    expect(warn).toHaveBeenCalledWith('Starling: left out status undefined: no usable id')
    warn.mockRestore()
    const odd = normalizeStatus(
      statusSchema.parse({ id: 2, account: { id: 'a' }, tags: 'x', poll: 5 }),
    )
    expect(odd.statuses[0]).toMatchObject({ id: '2', tags: [], poll: null, user: 'a' })
  })
})
