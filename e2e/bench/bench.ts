/**
 * `npm run bench`: Starling's performance figures (DESIGN.md "Budgets"), printed as a table.
 * - initial load: the JS+CSS gzip bytes index.html pulls before any lazy import, file by file;
 * - first post: ms from navigation start to the first post (`[role=feed] article`) on /main/public,
 *   median of 5 cold loads (a new browser context each time) in headless Chromium;
 * - home timeline of 2,000 statuses (homeScroll.ts): DOM nodes and JS heap at the start, middle
 *   and end of a scroll from top to bottom, and the frames over 50 ms during it;
 * - composer (composer.ts): keystroke-to-paint latency with a 4,000-character draft and the emoji
 *   picker open, median and p95 of 50 keys.
 * Starts the demo instance on BENCH_PORT (default 4320) serving client/dist, with STARLING_BENCH=1
 * (the reader `bench`, demo-server/src/seed/bench.ts); run `npm run build` first.
 */
import { spawn } from 'node:child_process'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'
import { initialLoad, initialLoadBudgetBytes } from '../lib/bundle'
import { DRAFT_LENGTH, measureComposerLatency } from './composer'
import { benchHomeScroll, printHomeScroll } from './homeScroll'

const port = Number(process.env.BENCH_PORT ?? 4320)
const base = `http://127.0.0.1:${port}`
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
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
