import { applyGreentext, lineClass } from './greentext'

function run(html: string): string {
  const template = document.createElement('template')
  template.innerHTML = html
  applyGreentext(template.content)
  const div = document.createElement('div')
  div.append(template.content)
  return div.innerHTML
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
