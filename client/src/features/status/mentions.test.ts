import { splitLeadingMentions } from './mentions'
import { makeMention, makeUser } from './testing/factories'

const bob = makeUser({ id: 'B', screen_name: 'bob' })
const eve = makeUser({ id: 'E', screen_name: 'eve@remote.example' })
const link = (url: string, name: string) =>
  `<span class="h-card"><a class="u-url mention" href="${url}">@<span>${name}</span></a></span>`

describe('splitLeadingMentions (s1 §4 mention line; DECISIONS)', () => {
  it('takes the mentions that open the post out of the body', () => {
    const html = `<p>${link(bob.statusnet_profile_url, 'bob')} ${link(eve.statusnet_profile_url, 'eve')} hello ${link(bob.statusnet_profile_url, 'bob')}</p>`
    const split = splitLeadingMentions(html, [makeMention(bob), makeMention(eve)])
    expect(split.mentions.map((m) => m.mention?.id)).toEqual(['B', 'E'])
    expect(split.html.startsWith('<p>hello ')).toBe(true)
    expect(split.html).toContain('mention')
  })

  it('leaves a post that starts with text untouched', () => {
    const html = `<p>hi ${link(bob.statusnet_profile_url, 'bob')}</p>`
    expect(splitLeadingMentions(html, [makeMention(bob)])).toEqual({ html, mentions: [] })
  })

  it('keeps unknown mention links (class mention) with their text and URL', () => {
    const split = splitLeadingMentions(`${link('https://x.example/@zed', 'zed')}<br>text`, [])
    expect(split.mentions).toEqual([{ mention: null, text: '@zed', url: 'https://x.example/@zed' }])
    expect(split.html).toBe('text')
  })

  it('does not take hashtags', () => {
    const html = '<p><a class="hashtag" href="https://p.example/tag/cats">#cats</a> meow</p>'
    expect(splitLeadingMentions(html, []).mentions).toEqual([])
  })
})
