// `npm test`: every check of the project, in order, then one closing line
// "tests: N passed, N failed" summing the unit, component and browser suites.
// Steps: lint + format check, typecheck, client and demo-server unit suites (Vitest), the client
// build, then the browser suite (Playwright in Debian's Chromium, incl. the bundle budget).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { assertChromium } from './chromium.mjs'

const root = new URL('..', import.meta.url).pathname
const out = join(root, 'test-results', 'summary')
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

const failedSteps = []
let passed = 0
let failed = 0

const started = Date.now()

/** Runs one step, inheriting its output, and says how long it took (CI allows 25 minutes). */
function run(name, cmd, args, opts = {}) {
  console.info(`\n=== ${name}: ${cmd} ${args.join(' ')}`)
  const stepStart = Date.now()
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts })
  const seconds = (ms) => Math.round(ms / 1000)
  console.info(
    `=== ${name}: ${seconds(Date.now() - stepStart)} s (${seconds(Date.now() - started)} s in all)`,
  )
  if (result.status !== 0) failedSteps.push(name)
  return result.status === 0
}

function countVitest(file) {
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8'))
  passed += report.numPassedTests ?? 0
  failed += (report.numFailedTests ?? 0) + (report.numPendingTests ?? 0)
}

function countPlaywright(file) {
  if (!existsSync(file)) return
  const { stats } = JSON.parse(readFileSync(file, 'utf8'))
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0)
  failed += (stats.unexpected ?? 0) + (stats.skipped ?? 0)
}

run('lint', 'npx', ['eslint', '.', '--max-warnings', '0'])
run('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn'])
run('typecheck', 'npm', ['run', 'typecheck', '--silent'])
for (const ws of ['client', 'demo-server']) {
  const file = join(out, `${ws}.json`)
  run(
    `unit (${ws})`,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    {
      cwd: join(root, ws),
    },
  )
  countVitest(file)
}
const built = run('build', 'npm', ['run', 'build', '--silent'])
try {
  assertChromium()
  if (built) {
    const file = join(out, 'e2e.json')
    run('browser', 'npx', ['playwright', 'test'], {
      cwd: join(root, 'e2e'),
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    })
    countPlaywright(file)
  }
} catch (error) {
  console.error(error.message)
  failedSteps.push('browser (no Chromium)')
}

if (failedSteps.length) console.error(`\nFailed steps: ${failedSteps.join(', ')}`)
console.info(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(failedSteps.length || failed ? 1 : 0)
