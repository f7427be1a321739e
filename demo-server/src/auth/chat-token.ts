/**
 * The shoutbox token, `pleroma.chat_token` of verify_credentials (PLEROMA-API §16): a Phoenix
 * signed token (`Phoenix.Token.sign(endpoint, "user socket", user_id)`), valid 84,600 s. Made as
 * Plug.Crypto makes it: the Erlang term `{user_id, signed_at_ms, max_age_s}` in external term
 * format, then `SFMyNTY.<payload>.<HMAC-SHA256>` (base64url, no padding) under a key derived
 * with PBKDF2 (1000 iterations, 32 bytes) from the secret key base and the salt "user socket".
 * The secret key base is random per process, so a restart makes old tokens invalid.
 */
import { createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto'

/** How long a token is valid, s (Pleroma's UserSocket `max_age`). */
export const CHAT_TOKEN_MAX_AGE_S = 84_600

/** The protected header: base64url of "HS256". */
const PROTECTED = 'SFMyNTY'

const KEY = pbkdf2Sync(randomBytes(64), 'user socket', 1000, 32, 'sha256')

/** Erlang external term format of `{binary, integer, integer}` (non-negative integers). */
function encodeTerm(data: string, signedAt: number, maxAge: number): Buffer {
  const text = Buffer.from(data, 'utf8')
  const length = Buffer.alloc(4)
  length.writeUInt32BE(text.length)
  const head = Buffer.from([131, 104, 3, 109])
  return Buffer.concat([head, length, text, encodeInteger(signedAt), encodeInteger(maxAge)])
}

/** INTEGER_EXT up to 2^31 - 1, SMALL_BIG_EXT above (as term_to_binary chooses). */
function encodeInteger(value: number): Buffer {
  if (value < 256) return Buffer.from([97, value])
  if (value < 2 ** 31) {
    const out = Buffer.alloc(5)
    out[0] = 98
    out.writeInt32BE(value, 1)
    return out
  }
  const digits: number[] = []
  for (let rest = BigInt(value); rest > 0n; rest >>= 8n) digits.push(Number(rest & 0xffn))
  return Buffer.from([110, digits.length, 0, ...digits])
}

/** Reads `{binary, integer, integer}` back; null for any other term. */
function decodeTerm(bytes: Buffer): { data: string; signedAt: number; maxAge: number } | null {
  if (bytes[0] !== 131 || bytes[1] !== 104 || bytes[2] !== 3 || bytes[3] !== 109) return null
  if (bytes.length < 8) return null
  const length = bytes.readUInt32BE(4)
  const data = bytes.subarray(8, 8 + length).toString('utf8')
  let at = 8 + length
  const integers: number[] = []
  while (integers.length < 2 && at < bytes.length) {
    const tag = bytes[at]
    if (tag === 97) {
      integers.push(bytes[at + 1] ?? 0)
      at += 2
    } else if (tag === 98 && at + 5 <= bytes.length) {
      integers.push(bytes.readInt32BE(at + 1))
      at += 5
    } else if (tag === 110) {
      const n = bytes[at + 1] ?? 0
      let value = 0n
      for (let i = n - 1; i >= 0; i--) value = (value << 8n) | BigInt(bytes[at + 3 + i] ?? 0)
      integers.push(Number(value))
      at += 3 + n
    } else return null
  }
  const [signedAt, maxAge] = integers
  if (signedAt === undefined || maxAge === undefined || at !== bytes.length) return null
  return { data, signedAt, maxAge }
}

function signature(text: string): string {
  return createHmac('sha256', KEY).update(text).digest('base64url')
}

/**
 * Signs `accountId` at `now` (Unix ms).
 * @returns the token, `SFMyNTY.<payload>.<signature>`
 */
export function signChatToken(accountId: string, now: number): string {
  const payload = encodeTerm(accountId, now, CHAT_TOKEN_MAX_AGE_S).toString('base64url')
  const text = `${PROTECTED}.${payload}`
  return `${text}.${signature(text)}`
}

/**
 * The account id a token was signed for, or null when it is malformed, signed with another
 * key or older than {@link CHAT_TOKEN_MAX_AGE_S} at `now` (Unix ms).
 */
export function verifyChatToken(token: string, now: number): string | null {
  const [head, payload, sig, extra] = token.split('.')
  if (head !== PROTECTED || !payload || !sig || extra !== undefined) return null
  const expected = Buffer.from(signature(`${head}.${payload}`))
  const given = Buffer.from(sig)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  const term = decodeTerm(Buffer.from(payload, 'base64url'))
  if (!term || term.signedAt + CHAT_TOKEN_MAX_AGE_S * 1000 < now) return null
  return term.data
}
