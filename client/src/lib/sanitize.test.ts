// @vitest-environment jsdom
import { LINK_KIND_ATTR, sanitizeHtml } from './sanitize'

function clean(html: string): HTMLDivElement {
  const div = document.createElement('div')
  div.append(sanitizeHtml(html))
  return div
}

describe('sanitizeHtml (s1 §5 "Rich text")', () => {
  it('strips style and every class but greentext and cyantext', () => {
    const div = clean(
      '<p class="greentext h-card evil" style="color:red">&gt;a</p><span class="cyantext">b</span>',
    )
    expect(div.innerHTML).toBe('<p class="greentext">&gt;a</p><span class="cyantext">b</span>')
  })

  it('marks hashtag and mention links before classes go, keeping data-tag and data-user', () => {
    const div = clean(
      '<a class="hashtag" data-tag="cofe" href="https://h.example/tag/cofe" rel="tag">#cofe</a>' +
        '<a class="u-url mention" data-user="9" href="https://h.example/users/a">@a</a>' +
        '<a href="https://h.example/x" data-other="1">x</a>',
    )
    const [tag, mention, plain] = Array.from(div.querySelectorAll('a'))
    expect(tag?.getAttribute(LINK_KIND_ATTR)).toBe('hashtag')
    expect(tag?.getAttribute('data-tag')).toBe('cofe')
    expect(mention?.getAttribute(LINK_KIND_ATTR)).toBe('mention')
    expect(mention?.getAttribute('data-user')).toBe('9')
    expect(plain?.hasAttribute(LINK_KIND_ATTR)).toBe(false)
    expect(plain?.hasAttribute('data-other')).toBe(false)
  })

  it('drops a forged link kind', () => {
    const div = clean(`<a ${LINK_KIND_ATTR}="mention" href="https://h.example/x">x</a>`)
    expect(div.querySelector('a')?.hasAttribute(LINK_KIND_ATTR)).toBe(false)
  })

  it('keeps only absolute http(s) src and http(s)/mailto href', () => {
    const div = clean(
      '<a href="/relative">r</a><a href="mailto:a@b.example">m</a><img src="data:image/png;base64,AA"><img src="https://h.example/i.png">',
    )
    const links = div.querySelectorAll('a')
    expect(links[0]?.hasAttribute('href')).toBe(false)
    expect(links[1]?.getAttribute('href')).toBe('mailto:a@b.example')
    const images = div.querySelectorAll('img')
    expect(images[0]?.hasAttribute('src')).toBe(false)
    expect(images[1]?.getAttribute('src')).toBe('https://h.example/i.png')
  })

  it('removes forms, inputs, iframes, svg and math entirely', () => {
    const div = clean('<form><input></form><iframe></iframe><svg></svg><math></math><p>ok</p>')
    expect(div.innerHTML).toBe('<p>ok</p>')
  })
})
