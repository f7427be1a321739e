/**
 * One display rule for handles (s1 §3 screen_name_ui: the host converted to Unicode), and its
 * way back for what the server is sent. Pure functions over `punycode` (RFC 3492).
 */
import { toASCII, toUnicode } from 'punycode/'

/**
 * A handle as people read it: `name@xn--vgel-5qa.example` -> `name@vögel.example`; a local
 * `name` as it is. Labels that are not valid Punycode are left as they are.
 */
export function displayHandle(acct: string): string {
  const at = acct.indexOf('@')
  if (at < 0) return acct
  try {
    return `${acct.slice(0, at)}@${toUnicode(acct.slice(at + 1))}`
  } catch {
    return acct
  }
}

/** `@name@host` in typed text, the host made of letters, digits, dots and hyphens (any script). */
const MENTION = /(^|[^\p{L}\p{N}_])@([\p{L}\p{N}_.-]+)@([\p{L}\p{N}.-]*[\p{L}\p{N}])/gu

/**
 * Text with every mention's host back in the form the server knows (Punycode):
 * `@jonas@vögel.example` -> `@jonas@xn--vgel-5qa.example`. ASCII hosts are untouched.
 */
export function mentionsForServer(text: string): string {
  return text.replace(MENTION, (whole, before: string, name: string, host: string) => {
    // eslint-disable-next-line no-control-regex
    if (/^[\x00-\x7f]*$/.test(host)) return whole
    try {
      return `${before}@${name}@${toASCII(host)}`
    } catch {
      return whole
    }
  })
}
