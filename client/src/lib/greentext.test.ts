import { applyGreentext, lineClass } from './greentext'

/** Parses trusted test HTML into an inert document (nothing reaches the page), marks it, returns it. */
function run(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body
  applyGreentext(body)
  return body.innerHTML
}

describe('greentext', () => {
  it('classifies lines by their first character', () => {
    expect(lineClass('  >implying')).toBe('greentext')
    expect(lineClass('<cyan')).toBe('cyantext')
    expect(lineClass('plain > text')).toBeNull()
  })

  it('wraps each line between <br> and inside paragraphs', () => {
    expect(run('<p>&gt;one<br>two<br>&lt;three <a href="https://x.example">x</a></p>')).toBe(
      '<p><span class="greentext">&gt;one</span><br>two<br><span class="cyantext">&lt;three <a href="https://x.example">x</a></span></p>',
    )
  })

  it('leaves code blocks alone', () => {
    expect(run('<pre>&gt;quoted</pre>')).toBe('<pre>&gt;quoted</pre>')
  })
})
