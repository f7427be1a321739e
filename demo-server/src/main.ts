/**
 * CLI of the demo instance: `tsx src/main.ts [--hostile] [--activity] [--bench] [--standalone]`.
 * With `--standalone` (or STARLING_STANDALONE=1) it serves only the client build, as a plain
 * static host would (web/standalone.ts), on PORT (default 4001), and nothing else.
 * Environment: PORT (default 4000), HOST (default 127.0.0.1), STARLING_HOSTILE=1 (same as
 * --hostile), STARLING_ACTIVITY=1 (same as --activity: seeded users post, reply and react
 * every 5 to 8 s), STARLING_BENCH=1 (same as --bench: the benchmark reader `bench` with 2,000
 * statuses in its home timeline, seed/bench.ts), STARLING_MALFORMED=1 (same as --malformed:
 * malformed items among the good ones, src/malformed/); the sign-in and instance switches of
 * auth/config.ts (STARLING_PRIVATE=1: a private instance).
 * Serves the client build from ../client/dist and prints the URL and the demo accounts.
 */
import { buildServer } from './app'
import { authConfig } from './auth/config'
import { CAROL_RECOVERY_CODES, CAROL_TOTP_SECRET, DEMO_PASSWORD } from './auth/state'
import { PEOPLE } from './seed/accounts'
import { BENCH_STATUS_COUNT, BENCH_USERNAME } from './seed/bench'
import { PROFILE_PEOPLE } from './seed/profiles'
import { buildStandaloneServer } from './web/standalone'

const args = new Set(process.argv.slice(2))
const hostile = args.has('--hostile') || process.env.STARLING_HOSTILE === '1'
const activity = args.has('--activity') || process.env.STARLING_ACTIVITY === '1'
const bench = args.has('--bench') || process.env.STARLING_BENCH === '1'
const malformed = args.has('--malformed') || process.env.STARLING_MALFORMED === '1'
const standalone = args.has('--standalone') || process.env.STARLING_STANDALONE === '1'
const port = Number(process.env.PORT ?? (standalone ? 4001 : 4000))
const host = process.env.HOST ?? '127.0.0.1'
const shown = host === '0.0.0.0' ? 'localhost' : host

const app = standalone
  ? buildStandaloneServer()
  : buildServer({ hostile, activity, bench, malformed })
try {
  await app.listen({ port, host })
} catch (error) {
  console.error(error)
  process.exit(1)
}

/** What the demo instance prints: its URL, the demo accounts and the switches that are on. */
function instanceBanner(): string {
  const locals = [...PEOPLE, ...PROFILE_PEOPLE]
    .filter((p) => !p.host)
    .map((p) => {
      const notes = [
        p.locked && 'locked',
        p.admin && 'admin',
        p.moderator && 'moderator',
        p.bot && 'bot',
        p.movedTo && 'moved',
        p.deactivated && 'deactivated',
        p.hideNetwork && 'hides followers and follows',
        p.showFavourites && 'public favourites',
      ]
      const extra = notes.filter(Boolean).join(', ')
      return `  ${p.username}${extra ? ` (${extra})` : ''}`
    })
  return [
    `Starling demo instance: http://${shown}:${port}/${hostile ? '  [HOSTILE MODE: XSS test data, tag #xsstest]' : ''}`,
    `Demo accounts (password: ${DEMO_PASSWORD}):`,
    ...locals,
    `carol signs in with two-factor: TOTP secret ${CAROL_TOTP_SECRET}, recovery codes ${CAROL_RECOVERY_CODES.join(' ')}`,
    'dave must reset his password first.',
    ...(authConfig.privateInstance
      ? ['Private instance: visitors cannot read the public timelines or search.']
      : []),
    ...(bench
      ? [`${BENCH_USERNAME} reads ${BENCH_STATUS_COUNT} statuses in its home timeline.`]
      : []),
  ].join('\n')
}

console.info(
  standalone
    ? `Starling stand-alone client: http://${shown}:${port}/ (no instance here: it asks which server to use)`
    : instanceBanner(),
)
