/**
 * Greentext (Pleroma-FE's `greentext` option, s1 §5 "Rich text" keeps the classes): a line of
 * a post whose text starts with `>` is wrapped in `<span class="greentext">`, one starting with
 * `<` in `<span class="cyantext">`. Lines are separated by `<br>` and by block elements
 * (p, div, li, blockquote, pre, headings), whose own lines are handled recursively.
 */

const BLOCKS = new Set([
  'P',
  'DIV',
  'LI',
  'UL',
  'OL',
  'BLOCKQUOTE',
  'PRE',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
])

/** `greentext`, `cyantext` or null for the plain text of one line. */
export function lineClass(text: string): 'greentext' | 'cyantext' | null {
  const start = text.trimStart()
  if (start.startsWith('>')) return 'greentext'
  if (start.startsWith('<')) return 'cyantext'
  return null
}

function wrapLine(parent: Node, line: ChildNode[]): void {
  const first = line[0]
  if (!first) return
  const text = line.map((node) => node.textContent ?? '').join('')
  const kind = lineClass(text)
  if (!kind) return
  const doc = parent.ownerDocument ?? document
  const span = doc.createElement('span')
  span.className = kind
  parent.insertBefore(span, first)
  for (const node of line) span.appendChild(node)
}

/**
 * Wraps greentext and cyantext lines of `root` in place (a sanitized fragment or element).
 * Code blocks (`<pre>`) are left alone.
 */
export function applyGreentext(root: ParentNode & Node): void {
  let line: ChildNode[] = []
  for (const child of Array.from(root.childNodes)) {
    const name = child instanceof Element ? child.nodeName : ''
    if (name === 'BR' || BLOCKS.has(name)) {
      wrapLine(root, line)
      line = []
      if (child instanceof Element && BLOCKS.has(name) && name !== 'PRE') applyGreentext(child)
      continue
    }
    line.push(child)
  }
  wrapLine(root, line)
}
