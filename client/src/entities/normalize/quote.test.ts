/**
 * Quoted posts (issue 13): Pleroma's `pleroma.quote` (the real answer in ../shared/fixtures,
 * read in place), Mastodon 4.5's `quote: {state, quoted_status}` and Fedibird's `quote` status
 * become the `quote` id of the quoting status, with the quoted one stored beside it.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { statusSchema } from '../../api/schemas/status'
import { normalizeStatus } from './status'

const dir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../shared/fixtures',
)
const present = existsSync(dir)
if (!present) console.warn(`Quote fixture test skipped: ${dir} is absent.`)

const account = (id: string) => ({ id, username: id, acct: id })
const post = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  content: `<p>post ${id}</p>`,
  created_at: '2025-10-01T10:00:00.000Z',
  visibility: 'public',
  account: account(`u${id}`),
  ...extra,
})
const read = (raw: unknown) => normalizeStatus(statusSchema.parse(raw))
const quoteOf = (raw: unknown) => {
  const { id, statuses } = read(raw)
  return { quote: statuses.find((s) => s.id === id)?.quote, ids: statuses.map((s) => s.id) }
}

describe('quote posts', () => {
  it.runIf(present)("reads Pleroma's pleroma.quote from the real answer", () => {
    const raw: unknown = JSON.parse(readFileSync(path.join(dir, 'pleroma-quote-post.json'), 'utf8'))
    expect(quoteOf(raw)).toEqual({
      quote: 'AFmFLcd6XYVdjWCrOS',
      ids: expect.arrayContaining(['AFmFLcd6XYVdjWCrOS', 'AFmFMSpITT9xcOJKcK']) as string[],
    })
  })

  it("reads Mastodon 4.5's accepted quote, and no quote in any other state", () => {
    const accepted = post('2', { quote: { state: 'accepted', quoted_status: post('1') } })
    expect(quoteOf(accepted)).toEqual({ quote: '1', ids: ['1', '2'] })
    const pending = post('2', { quote: { state: 'pending', quoted_status: null } })
    expect(quoteOf(pending)).toEqual({ quote: null, ids: ['2'] })
    const revoked = post('2', { quote: { state: 'revoked', quoted_status: post('1') } })
    expect(quoteOf(revoked).quote).toBeNull()
  })

  it("reads Fedibird's quote status; a post without one, or quoting itself, has none", () => {
    expect(quoteOf(post('2', { quote: post('1') }))).toEqual({ quote: '1', ids: ['1', '2'] })
    expect(quoteOf(post('2')).quote).toBeNull()
    expect(quoteOf(post('2', { quote: post('2') })).quote).toBeNull()
  })
})
