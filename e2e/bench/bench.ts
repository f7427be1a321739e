/**
 * `npm run bench`: Starling's performance figures (DESIGN.md "Budgets"), printed as a table.
 * - initial load: the JS+CSS gzip bytes index.html pulls before any lazy import, file by file;
 * - first post: ms from navigation start to the first post (`[role=feed] article`) on /main/public,
 *   median of 5 cold loads (a new browser context each time) in headless Chromium;
 * - home timeline of 2,000 statuses (homeScroll.ts): DOM nodes and JS heap at the start, middle
 *   and end of a scroll from top to bottom, and the frames over 50 ms during it;
 * - composer (composer.ts): keystroke-to-paint latency with a 4,000-character draft and the emoji
 *   picker open, median and p95 of 50 keys.
 * - side by side with Pleroma-FE (sideBySide.ts, lighthouse.ts): its build served at its own origin
 *   (BENCH_PORT + 1, peerFront.ts) in front of the same demo instance; first paint, first post and
 *   API calls before it over BENCH_PAIRS (default 5) interleaved pairs of cold loads, as medians
 *   and the median of the pairs' ratios; Lighthouse mobile and desktop on /main/public and on a
 *   conversation as a visitor, and on /main/friends signed in (Starling only: Lighthouse is given
 *   Starling's kept session in local storage; Pleroma-FE keeps its own elsewhere), each
 *   BENCH_LIGHTHOUSE_RUNS times (default 5, the two builds alternating): the run of median
 *   performance is shown, with the range of the performance scores (one run on this machine
 *   varies by 10-20 points, and total blocking time by 2-4 times; Lighthouse's own advice is
 *   the median of five runs).
 * Starts the demo instance on BENCH_PORT (default 4320) serving client/dist, with STARLING_BENCH=1
 * (the reader `bench`, demo-server/src/seed/bench.ts); run `npm run build` first. Prints the load
 * average beside the side-by-side figures (the machine may be shared).
 */
import { spawn } from 'node:child_process'
import { loadavg } from 'node:os'
import { chromium, type Browser } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'
import { initialLoad, initialLoadBudgetBytes } from '../lib/bundle'
import { DRAFT_LENGTH, measureComposerLatency } from './composer'
import { benchHomeScroll, printHomeScroll } from './homeScroll'
import { keptSession } from './keptSession'
import { runLighthouse, type LighthouseFigures, type Preset } from './lighthouse'
import { startPeerFront } from './peerFront'
import {
  interleavedPairs,
  median,
  medianOf,
  PLEROMA_FE_POST,
  STARLING_POST,
  type Contender,
  type LoadFigures,
} from './sideBySide'

const port = Number(process.env.BENCH_PORT ?? 4320)
const base = `http://127.0.0.1:${port}`
const peerBase = `http://127.0.0.1:${port + 1}`
const pairs = Number(process.env.BENCH_PAIRS ?? 5)
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)
const load1 = () => `load ${loadavg()[0]?.toFixed(2)}`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`demo instance did not answer at ${url}`)
}

/** Ends the demo instance's process group; an instance that has already ended is fine. */
function stopServer(pid: number | undefined): void {
  if (pid === undefined) return
  try {
    process.kill(-pid, 'SIGTERM')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
  }
}

const STARLING: Contender = { name: 'Starling', base, post: STARLING_POST }
const PLEROMA_FE: Contender = { name: 'Pleroma-FE', base: peerBase, post: PLEROMA_FE_POST }

/** The first public status with replies: a conversation to open. */
async function conversationPath(): Promise<string> {
  const answer = await fetch(`${base}/api/v1/timelines/public?local=true&limit=40`)
  const statuses = (await answer.json()) as { id: string; replies_count: number }[]
  const found = statuses.find((status) => status.replies_count > 0) ?? statuses[0]
  if (!found) throw new Error('The demo instance has no public status')
  return `/notice/${found.id}`
}

const ms = (value: number) => `${value.toFixed(0)} ms`
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a')

/** Per-pair ratios of one figure (Starling over Pleroma-FE), their median. */
function pairRatio(runs: [LoadFigures[], LoadFigures[]], figure: keyof LoadFigures): string {
  const ratios = runs[0].map((run, index) => run[figure] / (runs[1][index]?.[figure] ?? NaN))
  return median(ratios.filter(Number.isFinite)).toFixed(2)
}

/** The run of median performance among `runs` (the lower middle one of an even count). */
function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((x, y) => x.performance - y.performance)
  const middle = sorted[Math.floor((sorted.length - 1) / 2)]
  if (!middle) throw new Error('No Lighthouse run')
  return middle
}

function lighthouseRow(label: string, a: LighthouseFigures[], b?: LighthouseFigures[]): string {
  const cell = (runs: LighthouseFigures[]) => {
    const f = medianRun(runs)
    const scores = runs.map((run) => run.performance)
    const range = runs.length > 1 ? ` (${Math.min(...scores)}-${Math.max(...scores)})` : ''
    return `${f.performance}${range} | ${ms(f.fcpMs)} | ${ms(f.lcpMs)} | ${ms(f.tbtMs)} | ${f.cls.toFixed(3)} | ${f.accessibility} | ${f.bestPractices}`
  }
  return `| ${label} | ${cell(a)} | ${b ? cell(b) : 'n/a | | | | | |'} |`
}

/** The side-by-side section: pairs of cold loads, then Lighthouse; prints the tables. */
async function sideBySide(browser: Browser): Promise<void> {
  const stopPeer = await startPeerFront(port + 1, base)
  try {
    console.info(
      `\nSide by side with Pleroma-FE (${peerBase}), ${pairs} interleaved pairs of cold loads of /main/public (${load1()})`,
    )
    const runs = await interleavedPairs(browser, [STARLING, PLEROMA_FE], '/main/public', pairs)
    console.info('| figure | Starling | Pleroma-FE | ratio of medians | median of pair ratios |')
    console.info('| --- | --- | --- | --- | --- |')
    const figures: [keyof LoadFigures, string][] = [
      ['firstPaintMs', 'first paint'],
      ['firstContentfulPaintMs', 'first contentful paint'],
      ['firstPostMs', 'first post'],
      ['apiCallsBeforeFirstPost', 'API calls before first post'],
    ]
    for (const [figure, label] of figures) {
      const [a, b] = [medianOf(runs[0], figure), medianOf(runs[1], figure)]
      const show = figure === 'apiCallsBeforeFirstPost' ? String : ms
      console.info(
        `| ${label} | ${show(a)} | ${show(b)} | ${ratio(a, b)} | ${pairRatio(runs, figure)} |`,
      )
    }
    const conversation = await conversationPath()
    const session = await keptSession(base, 'alice')
    console.info(
      `\nLighthouse 12.2.3, the run of median performance of ${lighthouseRuns} (performance (range) | FCP | LCP | TBT | CLS | accessibility | best practices)`,
    )
    console.info('| page, preset | Starling | | | | | | | Pleroma-FE | | | | | | |')
    console.info(
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    )
    for (const preset of ['mobile', 'desktop'] as Preset[]) {
      for (const path of ['/main/public', conversation]) {
        const ours: LighthouseFigures[] = []
        const theirs: LighthouseFigures[] = []
        for (let run = 0; run < lighthouseRuns; run++) {
          ours.push(await runLighthouse(base + path, preset))
          theirs.push(await runLighthouse(peerBase + path, preset))
        }
        console.info(lighthouseRow(`${path} ${preset} (${load1()})`, ours, theirs))
      }
      const home: LighthouseFigures[] = []
      for (let run = 0; run < lighthouseRuns; run++)
        home.push(await runLighthouse(`${base}/main/friends`, preset, session))
      console.info(lighthouseRow(`/main/friends signed in ${preset} (${load1()})`, home))
    }
  } finally {
    await stopPeer()
  }
}

async function main(): Promise<void> {
  const load = initialLoad()
  console.info('Initial load (before any lazy import)')
  for (const file of load.files)
    console.info(`  ${file.path}  ${kb(file.bytes)} raw, ${kb(file.gzipBytes)} gzip`)
  console.info(`  total ${kb(load.gzipBytes)} gzip (budget ${kb(initialLoadBudgetBytes)})`)

  const server = spawn('npx', ['tsx', 'src/main.ts'], {
    cwd: new URL('../../demo-server', import.meta.url).pathname,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STARLING_BENCH: '1' },
    // Its errors reach this terminal: a crash of the instance must not pass for a client failure.
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so the server under npx and tsx ends with it (see `finally`).
    detached: true,
  })
  try {
    await waitForServer(`${base}/api/v1/instance`, 30_000)
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
    const times: number[] = []
    for (let run = 0; run < 5; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      // Record, inside the page, the moment the first post is in the DOM.
      await context.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.querySelector('[role=feed] article')) {
            Object.assign(window, { firstPostAt: performance.now() })
            observer.disconnect()
          }
        }).observe(document, { childList: true, subtree: true })
      })
      const page = await context.newPage()
      await page.goto(`${base}/main/public`)
      await page.locator('[role=feed] article').first().waitFor()
      times.push(
        await page.evaluate(() => (window as unknown as { firstPostAt: number }).firstPostAt),
      )
      await context.close()
    }
    console.info(
      `First post on /main/public: median ${median(times).toFixed(0)} ms of 5 cold loads`,
    )
    console.info(`  runs: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms`)
    await sideBySide(browser)
    printHomeScroll(await benchHomeScroll(browser, base))
    const typing = await measureComposerLatency(browser, base)
    console.info(
      `Composer keystroke to paint (${DRAFT_LENGTH}-char draft, emoji picker open): median ${typing.medianMs.toFixed(1)} ms, p95 ${typing.p95Ms.toFixed(1)} ms of ${typing.samplesMs.length} keys`,
    )
    await browser.close()
  } finally {
    stopServer(server.pid)
  }
}

await main()
