/**
 * URL parts from any text (issue 22): these helpers never throw, whatever the text (a lone
 * surrogate makes encodeURIComponent throw URIError; a stray `%` decodeURIComponent).
 */
import { wellFormed } from './wellFormed'

/** encodeURIComponent of the well-formed `text`: never throws (a lone surrogate becomes U+FFFD). */
export function encodePart(text: string): string {
  return encodeURIComponent(wellFormed(text))
}

/** decodeURIComponent that gives `text` back unchanged where it is not valid percent-encoding. */
export function decodePart(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
