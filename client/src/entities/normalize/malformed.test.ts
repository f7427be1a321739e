/**
 * Issue 22, property-based: generated malformed answers (entities/normalize/testing/malformed:
 * every fixture of ../shared/fixtures as a seed, 1-4 odd values anywhere in its tree) go
 * through the schemas and normalizers; none throws, the good parts are kept, and every id that
 * comes out is usable. Over 10,000 cases per run (statuses, accounts and notifications are
 * slowest, parsing HTML in the DOM: fewer of them), with a fixed seed fast-check prints on failure.
 */
import fc from 'fast-check'
import { accountSchema } from '../../api/schemas/account'
import { cardSchema } from '../../api/schemas/card'
import {
  frontendConfigurationsSchema,
  instanceSchema,
  nodeinfoSchema,
} from '../../api/schemas/instance'
import { items } from '../../api/schemas/items'
import { notificationSchema } from '../../api/schemas/notification'
import { pollSchema } from '../../api/schemas/poll'
import { statusSchema } from '../../api/schemas/status'
import { isUsableId } from '../../lib/pageIds'
import { buildInstanceConfig } from '../instanceConfig'
import type { NormalizedBatch } from '../types'
import { normalizeCard, normalizePoll } from './media'
import { normalizeNotifications } from './notification'
import { normalizeStatuses } from './status'
import { normalizeUser } from './user'
import { FUZZ_SEED, fixturesPresent, loadSeeds, malformed } from './testing/malformed'

const seeds = loadSeeds()
if (!fixturesPresent)
  console.warn('Malformed-answer properties skipped: ../shared/fixtures is absent.')

/** Every id of a batch is usable, and every status's author is in it. */
function expectSound(batch: NormalizedBatch): void {
  const users = new Set(batch.users.map((u) => u.id))
  for (const user of batch.users) expect(isUsableId(user.id)).toBe(true)
  for (const status of batch.statuses) {
    expect(isUsableId(status.id)).toBe(true)
    expect(users.has(status.user)).toBe(true)
  }
}

const run = (numRuns: number) => ({ seed: FUZZ_SEED, numRuns, endOnFailure: true })

describe.skipIf(!fixturesPresent)('malformed answers (issue 22)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('has seeds of every kind', () => {
    for (const pool of Object.values(seeds)) expect(pool.length).toBeGreaterThan(0)
  })

  it('a page with a malformed status keeps the good one beside it', () => {
    const good = { id: 'AAAAgood', account: { id: 'goodauthor', acct: 'good' }, content: '' }
    fc.assert(
      fc.property(malformed(seeds.statuses), (odd) => {
        const page = normalizeStatuses(items(statusSchema, 'status').parse([odd, good]))
        expectSound(page.batch)
        expect(page.ids).toContain('AAAAgood')
      }),
      run(400),
    )
  }, 60_000)

  it('malformed accounts normalize or are left out', () => {
    fc.assert(
      fc.property(malformed(seeds.accounts), (odd) => {
        const user = normalizeUser(accountSchema.parse(odd))
        if (user) expect(isUsableId(user.id)).toBe(true)
      }),
      run(500),
    )
  }, 60_000)

  it('malformed notifications normalize or are left out', () => {
    fc.assert(
      fc.property(malformed(seeds.notifications), (odd) => {
        const { batch, notifications } = normalizeNotifications(
          items(notificationSchema, 'notification').parse([odd]),
        )
        expectSound(batch)
        for (const n of notifications) expect(isUsableId(n.id)).toBe(true)
      }),
      run(200),
    )
  }, 60_000)

  it('malformed polls and cards normalize or are left out', () => {
    fc.assert(
      fc.property(malformed(seeds.polls), malformed(seeds.cards), (poll, card) => {
        const p = normalizePoll(pollSchema.parse(poll))
        if (p) expect(p.options.every((o) => Number.isFinite(o.votes_count))).toBe(true)
        normalizeCard(cardSchema.parse(card))
      }),
      run(7500),
    )
  }, 60_000)

  it('malformed start-up documents fall back to the s1 §3 defaults', () => {
    fc.assert(
      fc.property(
        malformed(seeds.instances),
        malformed(seeds.nodeinfos),
        malformed(seeds.frontends),
        (instance, nodeinfo, frontend) => {
          const config = buildInstanceConfig('https://pleroma.example', {
            instance: instanceSchema.parse(instance),
            nodeinfo: nodeinfoSchema.parse(nodeinfo),
            frontendConfig: frontendConfigurationsSchema.parse(frontend).pleroma_fe,
          })
          expect(typeof config.name).toBe('string')
          for (const n of [config.textlimit, ...Object.values(config.pollLimits)]) {
            expect(Number.isFinite(n) && n >= 0).toBe(true)
          }
        },
      ),
      run(1200),
    )
  }, 60_000)
})
