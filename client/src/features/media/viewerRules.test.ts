// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { arrowStep, pinchScale, settleScale, swipeStep, wrapIndex } from './viewerRules'

describe('wrapIndex', () => {
  it('wraps past both ends', () => {
    expect(wrapIndex(4, 1, 5)).toBe(0)
    expect(wrapIndex(0, -1, 5)).toBe(4)
    expect(wrapIndex(2, 1, 5)).toBe(3)
    expect(wrapIndex(0, 1, 0)).toBe(0)
  })
})

describe('swipeStep (a quarter of the window width)', () => {
  it('changes item once the swipe covers a quarter of the width', () => {
    expect(swipeStep(-250, 10, 1000)).toBe(1)
    expect(swipeStep(250, 10, 1000)).toBe(-1)
    expect(swipeStep(-249, 0, 1000)).toBe(0)
  })

  it('ignores mostly vertical swipes', () => {
    expect(swipeStep(-300, 400, 1000)).toBe(0)
  })
})

describe('pinch zoom (min 1, reset under 1.2)', () => {
  it('scales with the finger distance but never below 1', () => {
    expect(pinchScale(1, 100, 250)).toBe(2.5)
    expect(pinchScale(2, 100, 25)).toBe(1)
  })

  it('springs back to 1 under 1.2', () => {
    expect(settleScale(1.19)).toBe(1)
    expect(settleScale(1.2)).toBe(1.2)
  })
})

describe('arrowStep (arrows navigate, towards the next button)', () => {
  it('goes forward with ArrowRight left to right and with ArrowLeft right to left', () => {
    expect(arrowStep('ArrowRight', false)).toBe(1)
    expect(arrowStep('ArrowLeft', false)).toBe(-1)
    expect(arrowStep('ArrowLeft', true)).toBe(1)
    expect(arrowStep('ArrowRight', true)).toBe(-1)
    expect(arrowStep('ArrowUp', false)).toBe(0)
  })
})
