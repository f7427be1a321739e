/**
 * Benchmark: the home timeline of the demo reader `bench` (2,000 statuses, STARLING_BENCH=1,
 * demo-server/src/seed/bench.ts) scrolled from top to bottom at 1280x800 in headless Chromium.
 * Reports the DOM node count and the JS heap (after a forced garbage collection, CDP
 * HeapProfiler.collectGarbage + Runtime.getHeapUsage) at the start, the middle (1,000 statuses
 * loaded and scrolled to) and the end (bottomed out), and the frames over 50 ms while scrolling:
 * requestAnimationFrame deltas and, where Chromium has it, 'long-animation-frame' entries.
 */
import type { Browser, Page } from '@playwright/test'

/** The reader's sign-in name and password (demo-server seed/bench.ts, auth DEMO_PASSWORD). */
const READER = { username: 'bench', password: 'starling' }
/** Statuses in the reader's home (seed/bench.ts BENCH_STATUS_COUNT). */
const STATUS_COUNT = 2000
/** Pixels scrolled per animation frame: a brisk, steady scroll. */
const STEP_PX = 400
/** A frame longer than this (ms) counts as a long frame. */
const LONG_FRAME_MS = 50

/** Figures at one point of the scroll. */
export interface ScrollSnapshot {
  label: 'start' | 'middle' | 'end'
  /** Highest feed position (aria-posinset) in the DOM. */
  position: number
  /** Elements in the document. */
  domNodes: number
  /** Feed cards in the document. */
  cards: number
  /** JS heap in use after a garbage collection (bytes). */
  heapBytes: number
}

/** The whole measurement. */
export interface HomeScrollResult {
  snapshots: ScrollSnapshot[]
  /** Animation frames seen while scrolling. */
  frames: number
  /** Of those, frames whose rAF delta exceeded LONG_FRAME_MS. */
  longFrames: number
  /** 'long-animation-frame' entries over LONG_FRAME_MS while scrolling; null when unsupported. */
  longAnimationFrames: number | null
  /** Wall time of the scroll, loading included (ms). */
  scrollMs: number
}

interface ScrollLeg {
  start: number
  end: number
  deltas: number[]
}

/** Scrolls by STEP_PX a frame until `target` statuses are in the feed or it bottoms out. */
function scrollLeg(page: Page, target: number): Promise<ScrollLeg> {
  return page.evaluate(
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    async ({ target, step }) => {
      const feed = document.querySelector('[role=feed]')
      const start = performance.now()
      const deltas: number[] = []
      let last = start
      for (;;) {
        let furthest = 0
        for (const card of document.querySelectorAll('[role=feed] article[aria-posinset]'))
          furthest = Math.max(furthest, Number(card.getAttribute('aria-posinset')))
        const bottomed =
          feed?.parentElement?.textContent?.includes('No more statuses') === true &&
          window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
        if (furthest >= target || bottomed) break
        if (last - start > 300_000) throw new Error(`stuck at status ${furthest}`)
        window.scrollBy(0, step)
        await new Promise((resolve) => requestAnimationFrame(resolve))
        const now = performance.now()
        deltas.push(now - last)
        last = now
      }
      return { start, end: last, deltas }
    },
    { target, step: STEP_PX },
  )
}

/** Signs `bench` in, scrolls its home to the end and measures (see the module comment). */
export async function benchHomeScroll(browser: Browser, base: string): Promise<HomeScrollResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.addInitScript(() => {
    const loaf: { start: number; duration: number }[] = []
    Object.assign(window, { benchLoaf: loaf })
    if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          loaf.push({ start: entry.startTime, duration: entry.duration })
      }).observe({ type: 'long-animation-frame' })
    } else {
      Object.assign(window, { benchLoaf: null })
    }
  })
  const page = await context.newPage()
  await page.goto(`${base}/login`)
  await page.getByRole('main').getByLabel('Username').fill(READER.username)
  await page.getByRole('main').getByLabel('Password').fill(READER.password)
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(/\/main\/friends$/)
  await page.locator('[role=feed] article').first().waitFor()
  const cdp = await context.newCDPSession(page)

  const snapshot = async (label: ScrollSnapshot['label']): Promise<ScrollSnapshot> => {
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = await cdp.send('Runtime.getHeapUsage')
    const dom = await page.evaluate(() => {
      let position = 0
      const cards = document.querySelectorAll('[role=feed] article[aria-posinset]')
      for (const card of cards)
        position = Math.max(position, Number(card.getAttribute('aria-posinset')))
      return { position, cards: cards.length, domNodes: document.getElementsByTagName('*').length }
    })
    return { label, ...dom, heapBytes: heap.usedSize }
  }

  const snapshots = [await snapshot('start')]
  const legs = [await scrollLeg(page, STATUS_COUNT / 2)]
  snapshots.push(await snapshot('middle'))
  legs.push(await scrollLeg(page, Number.POSITIVE_INFINITY))
  snapshots.push(await snapshot('end'))

  const loaf = await page.evaluate(
    () =>
      (window as unknown as { benchLoaf: { start: number; duration: number }[] | null }).benchLoaf,
  )
  await context.close()
  const deltas = legs.flatMap((leg) => leg.deltas)
  const during = (at: number) => legs.some((leg) => at >= leg.start && at <= leg.end)
  return {
    snapshots,
    frames: deltas.length,
    longFrames: deltas.filter((ms) => ms > LONG_FRAME_MS).length,
    longAnimationFrames:
      loaf === null
        ? null
        : loaf.filter((entry) => entry.duration > LONG_FRAME_MS && during(entry.start)).length,
    scrollMs: legs.reduce((sum, leg) => sum + (leg.end - leg.start), 0),
  }
}

/** Prints the measurement as lines under a heading (bench.ts output style). */
export function printHomeScroll(result: HomeScrollResult): void {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
  console.info(`Home timeline of ${STATUS_COUNT} statuses, scrolled top to bottom (1280x800)`)
  for (const shot of result.snapshots) {
    console.info(
      `  ${shot.label.padEnd(6)} at status ${String(shot.position).padStart(4)}: ` +
        `${shot.domNodes} DOM elements (${shot.cards} cards), JS heap ${mb(shot.heapBytes)}`,
    )
  }
  const loaf =
    result.longAnimationFrames === null
      ? 'long-animation-frame not supported'
      : `${result.longAnimationFrames} long animation frames over ${LONG_FRAME_MS} ms`
  console.info(
    `  frames over ${LONG_FRAME_MS} ms: ${result.longFrames} of ${result.frames} (rAF deltas); ` +
      `${loaf}; scroll took ${(result.scrollMs / 1000).toFixed(1)} s with loading`,
  )
}
