import { htmlToText, profileText } from './text'

describe('htmlToText', () => {
  it('drops tags, decodes entities and turns breaks into newlines', () => {
    expect(htmlToText('<p>Birds &amp; <b>bread</b></p><p>line<br>two</p>')).toBe(
      'Birds & bread\n\nline\ntwo',
    )
    expect(htmlToText('<a href="https://x.test">x.test</a> &lt;3')).toBe('x.test <3')
  })

  it('keeps text with neither tag nor entity as it is, and gives nothing for nothing', () => {
    expect(htmlToText('  plain, with spaces ')).toBe('  plain, with spaces ')
    expect(htmlToText('')).toBe('')
  })

  it('runs nothing of hostile HTML and reads each fragment apart from the last', async () => {
    const ran = vi.fn()
    vi.stubGlobal('starlingRan', ran)
    expect(htmlToText('<img src=x onerror="starlingRan()">a')).toBe('a')
    expect(htmlToText('<script>starlingRan()</script>')).toBe('starlingRan()')
    expect(htmlToText('<svg><animate onbegin="starlingRan()" attributeName="x"/></svg>b')).toBe('b')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(htmlToText('<i>one</i>')).toBe('one')
    expect(ran).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })
})

describe('profileText', () => {
  it('reads a profile field as htmlToText does, and parses each fragment once', () => {
    const field = '<a href="https://birds.test/@erin" rel="me">birds.test/@erin</a> &amp; more'
    const parsed = vi.spyOn(HTMLTemplateElement.prototype, 'content', 'get')
    expect(profileText(field)).toBe(htmlToText(field))
    const once = parsed.mock.calls.length
    expect(profileText(field)).toBe('birds.test/@erin & more')
    expect(profileText(field)).toBe('birds.test/@erin & more')
    expect(parsed.mock.calls.length).toBe(once)
    parsed.mockRestore()
  })
})
