// @vitest-environment jsdom
import { SANITIZED_KEPT, sanitizedFragment } from './sanitizedHtml'

const text = (fragment: DocumentFragment) => {
  const box = document.createElement('div')
  box.append(fragment.cloneNode(true))
  return box.innerHTML
}

describe('sanitized HTML, once per text (issue 20)', () => {
  it('sanitizes a text once: the same HTML gives the same fragment', () => {
    const html = '<p>Hello <script>alert(1)</script><b>world</b></p>'
    const first = sanitizedFragment(html, false)
    expect(text(first)).toBe('<p>Hello <b>world</b></p>')
    expect(sanitizedFragment(html, false)).toBe(first)
  })

  it('sanitizes an edited text afresh', () => {
    const before = sanitizedFragment('<p>first version</p>', false)
    const after = sanitizedFragment('<p>edited <img src="x" onerror="alert(1)"></p>', false)
    expect(after).not.toBe(before)
    expect(text(after)).toBe('<p>edited <img></p>')
    expect(text(before)).toBe('<p>first version</p>')
  })

  it('keeps the greentext form apart from the plain one', () => {
    const html = '<p>&gt;implying<br>plain</p>'
    const green = sanitizedFragment(html, true)
    const plain = sanitizedFragment(html, false)
    expect(green).not.toBe(plain)
    expect(green.querySelector('.greentext')?.textContent).toBe('>implying')
    expect(plain.querySelector('.greentext')).toBeNull()
  })

  it(`keeps the last ${SANITIZED_KEPT} texts, the least recently used going first`, () => {
    const oldest = sanitizedFragment('<p>post 0</p>', false)
    const used = sanitizedFragment('<p>post 1</p>', false)
    for (let n = 2; n <= SANITIZED_KEPT; n++) sanitizedFragment(`<p>post ${n}</p>`, false)
    expect(sanitizedFragment('<p>post 1</p>', false)).toBe(used)
    sanitizedFragment('<p>one more</p>', false)
    expect(sanitizedFragment('<p>post 1</p>', false)).toBe(used)
    expect(sanitizedFragment('<p>post 0</p>', false)).not.toBe(oldest)
  })
})
