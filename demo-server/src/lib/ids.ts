/**
 * Pleroma-style FlakeIds (PLEROMA-API §1.8): 128 bits = 64-bit Unix milliseconds | 48-bit worker
 * id | 16-bit sequence, rendered in base62 (`0-9A-Za-z`, ASCII order) without padding, so ids
 * of the same era are 18 characters long and sort by creation time.
 */

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** Encodes a non-negative bigint in base62 (no padding; `0n` gives "0"). */
export function toBase62(value: bigint): string {
  if (value === 0n) return '0'
  let out = ''
  let rest = value
  while (rest > 0n) {
    out = ALPHABET[Number(rest % 62n)] + out
    rest /= 62n
  }
  return out
}

/**
 * Builds one FlakeId.
 * @param ms creation time in Unix milliseconds
 * @param worker 48-bit worker id (any non-negative integer; masked)
 * @param sequence 16-bit sequence (masked)
 */
export function flakeId(ms: number, worker: number, sequence: number): string {
  const value =
    (BigInt(Math.floor(ms)) << 64n) |
    ((BigInt(worker) & 0xffffffffffffn) << 16n) |
    (BigInt(sequence) & 0xffffn)
  return toBase62(value)
}

/**
 * Orders any two id strings as Pleroma does (§1.8): length first, then code points. Negative
 * when `a` is older than `b`, positive when newer, 0 when equal. Never uses locale collation.
 */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * A FlakeId factory with a fixed worker id and a running sequence, so ids minted for the same
 * millisecond still differ and sort in minting order.
 */
export function createFlakeMinter(worker: number): (ms: number) => string {
  let sequence = 0
  return (ms: number) => flakeId(ms, worker, sequence++)
}
