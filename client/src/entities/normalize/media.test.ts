/**
 * The attachment's `blurhash` (PLEROMA-API §6 "Media attachment"): carried into the entity from
 * the real answers in ../shared/fixtures (read in place), null when the server sends none, and
 * null, never a crash, when what it sends is no BlurHash.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { attachmentSchema } from '../../api/schemas/attachment'
import { statusSchema } from '../../api/schemas/status'
import { normalizeAttachment, validBlurhash } from './media'
import { normalizeStatus } from './status'
import { fixturesDir, fixturesPresent } from './testing/malformed'

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(fixturesDir, name), 'utf8'))
const attachment = (raw: Record<string, unknown>) =>
  normalizeAttachment(attachmentSchema.parse({ id: '1', url: 'https://x.example/a.png', ...raw }))

describe('attachment blurhash', () => {
  it.runIf(fixturesPresent)("keeps Pleroma's blurhash, and null where it sent null", () => {
    const raw = fixture('pleroma-status-with-attachments.json')
    const { statuses } = normalizeStatus(statusSchema.parse(raw))
    expect(statuses[0]?.attachments.map((a) => a.blurhash)).toEqual([
      'emLqe9t7~q%M%M-;WBt7ofRj%Moft7ofoft7ayWBj[of-;j[ayofM{',
      null,
      null,
      null,
    ])
  })

  it('is null when the server sends no blurhash (older servers)', () => {
    expect(attachment({})?.blurhash).toBeNull()
    expect(attachment({ blurhash: null })?.blurhash).toBeNull()
  })

  it.each([
    ['a number', 42],
    ['an object', { hash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj' }],
    ['an empty string', ''],
    ['a cut hash', 'LEHV6nWB2yk8pyo0adR*.7kCMdn'],
    ['a hash with a character outside base 83', 'LEHV6nWB2yk8pyo0adR*.7kCMd"j'],
    ['a size digit over 9 x 9', '~EHV6nWB2yk8pyo0adR*.7kCMdnj'],
    ['a script', '<img src=x onerror=alert(1)>'],
  ])('is null, not a crash, for %s', (_, value) => {
    const normalized = attachment({ blurhash: value })
    expect(normalized?.url).toBe('https://x.example/a.png')
    expect(normalized?.blurhash).toBeNull()
  })

  it('accepts every component count from 1 x 1 to 9 x 9', () => {
    expect(validBlurhash('00TSUA')).toBe('00TSUA')
    expect(validBlurhash(`|${'0'.repeat(3 + 2 * 81)}`)).toHaveLength(4 + 2 * 81)
  })
})
