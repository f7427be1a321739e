// @vitest-environment jsdom
/**
 * Issue 22 in jsdom: a sample of generated malformed answers (entities/normalize/testing/
 * malformed, seeded by every fixture of ../shared/fixtures) renders through the post card, the
 * notification and the user card: no part throws (no one-line fallback shows), no script or
 * script URL is rendered. Regression cases of failing seeds are plain tests below.
 */
import fc from 'fast-check'
import type { ReactElement } from 'react'
import { accountSchema } from '../../api/schemas/account'
import { items } from '../../api/schemas/items'
import { notificationSchema } from '../../api/schemas/notification'
import { statusSchema } from '../../api/schemas/status'
import { normalizeNotifications } from '../../entities/normalize/notification'
import { normalizeStatuses } from '../../entities/normalize/status'
import { normalizeUser } from '../../entities/normalize/user'
import {
  FUZZ_SEED,
  fixturesPresent,
  loadSeeds,
  malformed,
} from '../../entities/normalize/testing/malformed'
import { entities } from '../../state/entities'
import { NotificationItem } from '../notifications'
import { UserCard } from '../user-card'
import { StatusCard } from './StatusCard'
import { expectHarmless } from './testing/harmless'
import { makeStatus, makeUser } from './testing/factories'
import { renderWithApp, resetWorld, setUpI18n, store } from './testing/render'

const seeds = loadSeeds()

/** Renders `ui`, then checks that nothing threw and nothing harmful is in the DOM. */
function expectShownSafely(ui: ReactElement): void {
  const { container, unmount } = renderWithApp(ui)
  expect(container.querySelector('[data-part-error]')).toBeNull()
  // The app's own styles (avatar sizes, the user card's checked cover URL) carry no script.
  for (const styled of container.querySelectorAll('[style]')) {
    expect(styled.getAttribute('style')).not.toMatch(/javascript:|expression\(|url\((?!"https?:)/i)
    styled.removeAttribute('style')
  }
  expectHarmless(container)
  unmount()
}

beforeAll(setUpI18n)
beforeEach(() => {
  resetWorld()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe.skipIf(!fixturesPresent)('malformed answers render safely (issue 22)', () => {
  it('post cards', () => {
    for (const odd of fc.sample(malformed(seeds.statuses), { seed: FUZZ_SEED, numRuns: 150 })) {
      const { batch, ids } = normalizeStatuses(items(statusSchema, 'status').parse([odd]))
      entities().getState().importBatch(batch)
      for (const id of ids) expectShownSafely(<StatusCard statusId={id} />)
    }
  }, 60_000)

  it('notifications', () => {
    for (const odd of fc.sample(malformed(seeds.notifications), { seed: FUZZ_SEED, numRuns: 80 })) {
      const { batch, notifications } = normalizeNotifications(
        items(notificationSchema, 'notification').parse([odd]),
      )
      entities().getState().importBatch(batch)
      for (const n of notifications) expectShownSafely(<NotificationItem notification={n} />)
    }
  }, 60_000)

  it('user cards', () => {
    for (const odd of fc.sample(malformed(seeds.accounts), { seed: FUZZ_SEED, numRuns: 100 })) {
      const user = normalizeUser(accountSchema.parse(odd))
      if (user) expectShownSafely(<UserCard user={user} />)
    }
  }, 60_000)
})

describe('a part that throws (issue 22)', () => {
  it('shows "this post could not be shown" with the post link, and the rest goes on', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const author = makeUser({ id: 'AAAAauthor' })
    const broken = makeStatus({ id: 'AAAAbroken', user: author.id })
    // A shape no normalizer makes, standing in for any unforeseen bug while rendering.
    Object.assign(broken, { attachments: null, emoji_reactions: null, tags: null })
    const fine = makeStatus({
      id: 'AAAAfine',
      user: author.id,
      text: 'all fine',
      raw_html: 'all fine',
    })
    store([broken, fine], [author])
    const { getByText, getByRole } = renderWithApp(
      <>
        <StatusCard statusId="AAAAbroken" />
        <StatusCard statusId="AAAAfine" />
      </>,
    )
    expect(getByText('This post could not be shown.')).toBeInTheDocument()
    expect(getByRole('link', { name: 'Open the post' })).toHaveAttribute(
      'href',
      '/notice/AAAAbroken',
    )
    expect(getByText('all fine')).toBeInTheDocument()
    expect(error).toHaveBeenCalledWith(
      'Starling: post AAAAbroken could not be shown',
      expect.anything(),
      expect.anything(),
    )
  })
})
