// @vitest-environment node
import { hashtagOf, isHashtagLink, tagFromUrl, tagRoute } from './hashtag'

const plain = { classes: [], rel: [], dataTag: null }

describe('hashtag links (s1 §2 route notes)', () => {
  it('takes the tag from data-tag first', () => {
    const hints = { classes: ['hashtag'], rel: ['tag'], dataTag: 'Cofe' }
    expect(hashtagOf(hints, 'https://host/tag/other')).toBe('Cofe')
  })

  it('takes the tag from a URL ending in tag/{word} or tags/{word}', () => {
    expect(tagFromUrl('https://pleroma.example/tag/cofe')).toBe('cofe')
    expect(tagFromUrl('https://mastodon.example/tags/Caf%C3%A9')).toBe('Café')
    expect(tagFromUrl('https://host/tags/snake_case/')).toBe('snake_case')
    expect(hashtagOf({ ...plain, rel: ['tag'] }, 'https://host/tags/art')).toBe('art')
    expect(hashtagOf({ ...plain, classes: ['mention', 'hashtag'] }, 'https://h/tags/x')).toBe('x')
  })

  it('finds no tag in other URLs', () => {
    expect(tagFromUrl('https://host/tag/two/words')).toBeNull()
    expect(tagFromUrl('https://host/notice/1')).toBeNull()
    expect(tagFromUrl('not a url')).toBeNull()
    expect(tagFromUrl(null)).toBeNull()
    expect(hashtagOf({ ...plain, classes: ['hashtag'] }, 'https://host/search?q=x')).toBeNull()
  })

  it('only treats marked links as hashtags', () => {
    expect(isHashtagLink(plain)).toBe(false)
    expect(hashtagOf(plain, 'https://host/tag/cofe')).toBeNull()
    expect(isHashtagLink({ ...plain, dataTag: 'x' })).toBe(true)
  })

  it('builds the tag-timeline route', () => {
    expect(tagRoute('cofe')).toBe('/tag/cofe')
    expect(tagRoute('a/b')).toBe('/tag/a%2Fb')
  })
})
