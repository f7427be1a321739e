// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { displayHandle, mentionsForServer } from './handle'

describe('displayHandle (s1 §3 screen_name_ui)', () => {
  it('shows an internationalized host in Unicode', () => {
    expect(displayHandle('jonas@xn--vgel-5qa.example')).toBe('jonas@vögel.example')
  })

  it('keeps local names and ASCII hosts', () => {
    expect(displayHandle('bob')).toBe('bob')
    expect(displayHandle('bob@pleroma.example')).toBe('bob@pleroma.example')
  })
})

describe('mentionsForServer', () => {
  it('sends a mention with the host the server knows', () => {
    expect(mentionsForServer('@jonas@vögel.example hi @bob@pleroma.example and @carol')).toBe(
      '@jonas@xn--vgel-5qa.example hi @bob@pleroma.example and @carol',
    )
  })

  it('leaves e-mail addresses and sentence ends alone', () => {
    expect(mentionsForServer('write to jonas@vögel.example.')).toBe('write to jonas@vögel.example.')
    expect(mentionsForServer('thanks @jonas@vögel.example.')).toBe(
      'thanks @jonas@xn--vgel-5qa.example.',
    )
  })
})
