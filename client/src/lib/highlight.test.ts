// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { findHighlight, highlightStyle, withHighlight } from './highlight'

describe('user highlight (s1 §3 User.highlight)', () => {
  it('styles each type: solid tint, striped stripes, side bar, disabled nothing', () => {
    expect(highlightStyle({ color: '#ff8000', type: 'solid' })).toEqual({
      backgroundColor: 'rgba(255, 128, 0, 0.2)',
    })
    expect(highlightStyle({ color: '#ff8000', type: 'striped' })).toEqual({
      backgroundImage:
        'repeating-linear-gradient(135deg, rgba(255, 128, 0, 0.1), rgba(255, 128, 0, 0.1) 20px, rgba(255, 128, 0, 0.2) 20px, rgba(255, 128, 0, 0.2) 40px)',
    })
    expect(highlightStyle({ color: '#FF8000', type: 'side' })).toEqual({
      borderInlineStart: '4px solid rgb(255, 128, 0)',
    })
    expect(highlightStyle({ color: '#ff8000', type: 'disabled' })).toBeUndefined()
    expect(highlightStyle(null)).toBeUndefined()
    expect(highlightStyle({ color: 'red; x: y', type: 'solid' })).toBeUndefined()
  })

  it('keeps one entry per screen name in the preference', () => {
    let entries = withHighlight([], 'bob', { color: '#00FF00', type: 'solid' })
    entries = withHighlight(entries, 'carol@example.org', { color: '#0000ff', type: 'side' })
    entries = withHighlight(entries, 'bob', { color: '#00ff00', type: 'striped' })
    expect(entries).toEqual(['carol@example.org side #0000ff', 'bob striped #00ff00'])
    expect(findHighlight(entries, 'bob')).toEqual({ color: '#00ff00', type: 'striped' })
    expect(findHighlight(entries, 'dave')).toBeNull()
    expect(findHighlight(['bob weird #00ff00', 'bob side nope'], 'bob')).toBeNull()
    expect(withHighlight(entries, 'bob', null)).toEqual(['carol@example.org side #0000ff'])
    expect(
      withHighlight(entries, 'carol@example.org', { color: '#ffffff', type: 'disabled' }),
    ).toEqual(['bob striped #00ff00'])
  })
})
