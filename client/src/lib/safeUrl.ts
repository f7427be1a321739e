/**
 * URL guards for anything taken from server data (s1 §5 "Rich text"; ARCHITECTURE.md
 * "All server HTML goes through RichText"). Only absolute http(s) URLs (and mailto: for
 * links) are ever put into an href or src; everything else (javascript:, data:, relative,
 * unparsable) is refused.
 */

const WEB_PROTOCOLS = new Set(['http:', 'https:'])
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])

function protocolOf(url: unknown): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null
  try {
    return new URL(url).protocol.toLowerCase()
  } catch {
    return null
  }
}

/** True when `url` is an absolute http: or https: URL (for src attributes and media). */
export function isWebUrl(url: unknown): url is string {
  const protocol = protocolOf(url)
  return protocol !== null && WEB_PROTOCOLS.has(protocol)
}

/** True when `url` is an absolute http:, https: or mailto: URL (for href attributes). */
export function isLinkUrl(url: unknown): url is string {
  const protocol = protocolOf(url)
  return protocol !== null && LINK_PROTOCOLS.has(protocol)
}
