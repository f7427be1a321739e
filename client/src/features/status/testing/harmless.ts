/**
 * The hostile-input assertions of ../shared/xss/vectors.json ("Rendering any of these anywhere
 * must run no script, follow no javascript: or data: URL, keep no on* attribute and no style
 * attribute, and keep class only for greentext and cyantext"), for a rendered container.
 */
import richTextStyles from '../../../content/RichText.module.css'
import popoverStyles from '../Popover.module.css'

const URL_ATTRIBUTES = [
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'poster',
  'data',
  'srcset',
  'background',
]
/** Classes the app itself puts on server content: the emoji image, a mention's popover anchor. */
const OWN_CLASSES = new Set(['emoji', richTextStyles.emoji, popoverStyles.inlineAnchor])

/**
 * Fails the test when `container` holds a script, iframe, object, embed, form or foreign SVG, an on*
 * or style attribute, a javascript:/data:/vbscript: URL, or (inside a RichText root marked by
 * `richRoots`) a class other than greentext/cyantext; or when window.__xss was set.
 */
export function expectHarmless(
  container: HTMLElement,
  richRoots: string = richTextStyles.root ?? '',
): void {
  expect(
    container.querySelectorAll(
      'script, iframe, object, embed, form, input, style, math, base, meta, link',
    ),
  ).toHaveLength(0)
  // The only SVG allowed is the app's own decorative icons (lucide-react).
  for (const svg of Array.from(container.querySelectorAll('svg'))) {
    expect(svg.classList.contains('lucide') && svg.getAttribute('aria-hidden') === 'true').toBe(
      true,
    )
  }
  for (const element of Array.from(container.querySelectorAll('*'))) {
    for (const attr of Array.from(element.attributes)) {
      const name = attr.name.toLowerCase()
      expect(name.startsWith('on'), `${name} on <${element.nodeName}>`).toBe(false)
      expect(name, `<${element.nodeName}>`).not.toBe('style')
      if (URL_ATTRIBUTES.includes(name)) {
        expect(attr.value.replace(/[\s\p{Cc}]/gu, '').toLowerCase()).not.toMatch(
          /^(javascript|data|vbscript):/,
        )
      }
    }
    if (
      richRoots &&
      element.closest(`.${CSS.escape(richRoots)}`) &&
      !element.classList.contains(richRoots)
    ) {
      for (const token of Array.from(element.classList)) {
        expect(
          ['greentext', 'cyantext'].includes(token) || OWN_CLASSES.has(token),
          `class ${token}`,
        ).toBe(true)
      }
    }
  }
  expect((window as unknown as { __xss?: unknown }).__xss).toBeUndefined()
}
