/**
 * Well-formed text (issue 22): a lone UTF-16 surrogate (a half of a pair, which JSON can carry
 * as `\ud800`) makes `encodeURIComponent` throw `URIError` and renders as garbage. Every server
 * text is made well-formed when an answer is parsed (api/http, api/streaming); lib/urlPart
 * encodes any text for a URL without throwing.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** `text` with every lone surrogate replaced by U+FFFD (String.prototype.toWellFormed, ES2024). */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD')
}

/** A JSON.parse reviver replacing lone surrogates in every string value. */
function revive(_key: string, value: unknown): unknown {
  return typeof value === 'string' ? wellFormed(value) : value
}

/** An escaped surrogate in JSON text: the only way JSON decoded from UTF-8 carries a lone one. */
const ESCAPED_SURROGATE = /\\u[dD][89a-fA-F]/

/**
 * JSON.parse whose string values are all well-formed (keys are only looked up, never shown); answers without an escaped
 * surrogate take the plain, fast path. @throws SyntaxError as JSON.parse does.
 */
export function parseJson(text: string): unknown {
  return ESCAPED_SURROGATE.test(text) ? (JSON.parse(text, revive) as unknown) : JSON.parse(text)
}
