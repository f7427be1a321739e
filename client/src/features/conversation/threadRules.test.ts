import { describe, expect, it } from 'vitest'
import { linearThread } from './threadRules'

describe('linearThread (linear conversation view)', () => {
  it('puts ancestors before and descendants after the focused status, oldest first', () => {
    expect(linearThread('103', ['102', '101'], ['105', '104'])).toEqual([
      '101',
      '102',
      '103',
      '104',
      '105',
    ])
  })

  it('orders by id length first, then code points (PLEROMA-API §1.8)', () => {
    expect(linearThread('AIW4bHoICoZ9CsRTW4', ['12345', '9hptFmUF3ztxYh3Svg'], ['aaa'])).toEqual([
      'aaa',
      '12345',
      '9hptFmUF3ztxYh3Svg',
      'AIW4bHoICoZ9CsRTW4',
    ])
  })

  it('drops duplicates and holds the focused status alone when there is no context', () => {
    expect(linearThread('101', [], [])).toEqual(['101'])
    expect(linearThread('102', ['101', '101'], ['102'])).toEqual(['101', '102'])
  })
})
