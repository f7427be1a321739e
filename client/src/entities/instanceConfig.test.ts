// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildInstanceConfig } from './instanceConfig'

describe('buildInstanceConfig: custom emoji (s1 §3 "Custom emoji")', () => {
  it('gives each emoji with an image the replacement :name: (no padding; padEmoji adds it)', () => {
    const config = buildInstanceConfig('https://pleroma.example', {
      customEmoji: {
        sprout: { image_url: '/emoji/sprout.png', tags: ['pack:starling'] },
        broken: { image_url: '', tags: [] },
      },
    })
    expect(config.customEmoji).toEqual([
      {
        displayText: 'sprout',
        imageUrl: 'https://pleroma.example/emoji/sprout.png',
        tags: ['pack:starling'],
        replacement: ':sprout:',
      },
    ])
  })
})
