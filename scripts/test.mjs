// `npm test`: every check of the project, in order, then one closing line
// "tests: N passed, N failed" summing the unit, component and browser suites.
// Steps: lint beside format check + typecheck + the client build + the demo-server unit suite
// (ESLint and the others use one core each, and the machine has two; ESLint takes longest), then
// the client unit suite (Vitest, two workers), then the browser suite (Playwright in Debian's
// Chromium, incl. the bundle budget).
import { spawn } from 'node:child_process'
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

/**
 * Runs one step and says how long it took (CI allows 25 minutes). Its output goes straight
 * through, or with `quiet` is held back and printed whole at the end, so that a step running
 * beside another never interleaves with it. Resolves with true when it passed.
 */
function run(name, cmd, args, { quiet = false, ...opts } = {}) {
  const stepStart = Date.now()
  const seconds = (ms) => Math.round(ms / 1000)
  const header = `\n=== ${name}: ${cmd} ${args.join(' ')}`
  if (!quiet) console.info(header)
  return new Promise((resolve) => {
    const stdio = quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit'
    const child = spawn(cmd, args, { cwd: root, stdio, ...opts })
    const chunks = []
    child.stdout?.on('data', (chunk) => chunks.push(chunk))
    child.stderr?.on('data', (chunk) => chunks.push(chunk))
    child.on('close', (status) => {
      if (quiet) {
        console.info(header)
        process.stdout.write(Buffer.concat(chunks))
      }
      console.info(
        `=== ${name}: ${seconds(Date.now() - stepStart)} s (${seconds(Date.now() - started)} s in all)`,
      )
      if (status !== 0) failedSteps.push(name)
      resolve(status === 0)
    })
  })
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

/** Runs one workspace's Vitest suite and counts its results. */
async function unit(ws) {
  const file = join(out, `${ws}.json`)
  await run(
    `unit (${ws})`,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    { cwd: join(root, ws) },
  )
  countVitest(file)
}

const [, built] = await Promise.all([
  run('lint', 'npx', ['eslint', '.', '--max-warnings', '0'], { quiet: true }),
  (async () => {
    await run('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn'])
    await run('typecheck', 'npm', ['run', 'typecheck', '--silent'])
    const ok = await run('build', 'npm', ['run', 'build', '--silent'])
    // One worker (Vitest's default on two cores) in the time ESLint still needs.
    await unit('demo-server')
    return ok
  })(),
])
await unit('client')
try {
  assertChromium()
  if (built) {
    const file = join(out, 'e2e.json')
    await run('browser', 'npx', ['playwright', 'test'], {
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
