import { describe, expect, it } from 'vitest'
import { compareIds, flakeId } from './ids'

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const decode = (id: string): bigint =>
  [...id].reduce((n, c) => n * 62n + BigInt(ALPHABET.indexOf(c)), 0n)

describe('FlakeIds', () => {
  it('carry the creation time in the top 64 bits, like the PLEROMA-API §1.8 example', () => {
    const ms = Date.parse('2022-04-16T19:22:55.038Z')
    expect(decode('AIW4bHoICoZ9CsRTW4') >> 64n).toBe(BigInt(ms))
    const id = flakeId(ms, 0x1234, 7)
    expect(id).toHaveLength(18)
    expect(decode(id) >> 64n).toBe(BigInt(ms))
  })

  it('compare by length first, then code points', () => {
    expect(compareIds('12345', '9hptFmUF3ztxYh3Svg')).toBeLessThan(0)
    expect(compareIds('AIW4bHoICoZ9CsRTW4', '9hptFmUF3ztxYh3Svg')).toBeGreaterThan(0)
    expect(compareIds('a00000000000000000', 'B00000000000000000')).toBeGreaterThan(0)
    expect(compareIds('x', 'x')).toBe(0)
  })
})
