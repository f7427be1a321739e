/**
 * Well-formed text (issue 22): a lone UTF-16 surrogate (a half of a pair, which JSON can carry
 * as `\ud800`) makes `encodeURIComponent` throw `URIError` and renders as garbage. Every server
 * text is made well-formed when an answer is parsed (api/http, api/streaming); the URL helpers
 * here never throw on odd text.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** `text` with every lone surrogate replaced by U+FFFD (String.prototype.toWellFormed, ES2024). */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD')
}

/** encodeURIComponent of the well-formed `text`: never throws (a lone surrogate becomes U+FFFD). */
export function encodePart(text: string): string {
  return encodeURIComponent(wellFormed(text))
}

/** A JSON.parse reviver replacing lone surrogates in every string value and key. */
function revive(_key: string, value: unknown): unknown {
  if (typeof value === 'string') return wellFormed(value)
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const key of Object.keys(value)) {
      const fixed = wellFormed(key)
      if (fixed !== key) {
        const record = value as Record<string, unknown>
        record[fixed] = record[key]
        delete record[key]
      }
    }
  }
  return value
}

/** An escaped surrogate in JSON text: the only way JSON decoded from UTF-8 carries a lone one. */
const ESCAPED_SURROGATE = /\\u[dD][89a-fA-F]/

/**
 * JSON.parse whose strings (values and keys) are all well-formed; answers without an escaped
 * surrogate take the plain, fast path. @throws SyntaxError as JSON.parse does.
 */
export function parseJson(text: string): unknown {
  return ESCAPED_SURROGATE.test(text) ? (JSON.parse(text, revive) as unknown) : JSON.parse(text)
}

/** decodeURIComponent that gives `text` back unchanged where it is not valid percent-encoding. */
export function decodePart(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
