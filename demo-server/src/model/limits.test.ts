import { afterAll, describe, expect, it } from 'vitest'
import { buildServer } from '../app'
import { DESCRIPTION_LIMIT, MAX_CHARS, MAX_MEDIA, POLL_LIMITS, UPLOAD_LIMIT } from './limits'
import { imageSize } from './content/image-size'

const app = buildServer({ clientDist: '/nonexistent' })
afterAll(() => app.close())

describe('writing limits', () => {
  it('equal what GET /api/v1/instance announces', async () => {
    const instance = (await app.inject('/api/v1/instance')).json()
    expect(instance).toMatchObject({
      max_toot_chars: MAX_CHARS,
      max_media_attachments: MAX_MEDIA,
      poll_limits: POLL_LIMITS,
      upload_limit: UPLOAD_LIMIT,
      description_limit: DESCRIPTION_LIMIT,
    })
  })
})

describe('imageSize', () => {
  it('reads GIF and JPEG headers and gives up on anything else', () => {
    const gif = Buffer.from('GIF89a\x20\x00\x10\x00', 'latin1')
    expect(imageSize(gif)).toEqual({ width: 32, height: 16 })
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x48,
      0x00, 0x60, 0x03,
    ])
    expect(imageSize(jpeg)).toEqual({ width: 96, height: 72 })
    expect(imageSize(Buffer.from('not an image'))).toBeNull()
  })
})
