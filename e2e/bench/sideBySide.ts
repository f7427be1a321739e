/**
 * Starling and Pleroma-FE side by side (issue 20; DESIGN.md "Budgets"): interleaved pairs of cold
 * loads of one path (a new browser context each, Starling first in even pairs, Pleroma-FE first
 * in odd ones), each giving the first paint and first contentful paint (the browser's paint
 * timing: Starling's static shell, Pleroma-FE's splash), the first post in the DOM and the API
 * calls (fetch and XHR) started before it, all in ms from navigation start.
 */
import type { Browser } from '@playwright/test'
import { waitForIdleCpu } from './idle'

/** One cold load. */
export interface LoadFigures {
  firstPaintMs: number
  firstContentfulPaintMs: number
  firstPostMs: number
  apiCallsBeforeFirstPost: number
}

/** A client under test: its origin and the selector of a rendered post. */
export interface Contender {
  name: string
  base: string
  post: string
}

/** Starling's post in a timeline, and Pleroma-FE's (its `Status` component with content). */
export const STARLING_POST = '[role=feed] article'
export const PLEROMA_FE_POST = '.Status .status-container'

/** One cold load of `path` on `contender` in a fresh context at 1280x800. */
async function coldLoad(
  browser: Browser,
  contender: Contender,
  path: string,
): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.addInitScript((selector: string) => {
    new MutationObserver((_, observer) => {
      if (document.querySelector(selector)) {
        Object.assign(window, { firstPostAt: performance.now() })
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })
  }, contender.post)
  const page = await context.newPage()
  await page.goto(contender.base + path)
  await page.locator(contender.post).first().waitFor({ timeout: 60_000 })
  // No helper functions inside: tsx would wrap them in a `__name` the page does not have.
  const [at, paints, calls] = await page.evaluate(() => [
    (window as unknown as { firstPostAt: number }).firstPostAt,
    performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime] as const),
    performance
      .getEntriesByType('resource')
      .filter((entry) =>
        ['fetch', 'xmlhttprequest'].includes((entry as PerformanceResourceTiming).initiatorType),
      )
      .map((entry) => entry.startTime),
  ])
  const paint = (name: string) => paints.find(([entry]) => entry === name)?.[1] ?? NaN
  const figures: LoadFigures = {
    firstPaintMs: paint('first-paint'),
    firstContentfulPaintMs: paint('first-contentful-paint'),
    firstPostMs: at,
    apiCallsBeforeFirstPost: calls.filter((start) => start < at).length,
  }
  await context.close()
  return figures
}

/** The median of `values` (the upper one of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

/**
 * Per contender, the figures of each of `pairs` interleaved cold loads of `path`. Each pair starts
 * once the machine is idle (bench/idle.ts): a pair's two loads then meet the same machine, and
 * the first paint of neither waits for work left over from before (at a load average of 7.8,
 * Starling's median first paint came after Pleroma-FE's; at 4.6, before it).
 */
export async function interleavedPairs(
  browser: Browser,
  contenders: readonly [Contender, Contender],
  path: string,
  pairs: number,
): Promise<[LoadFigures[], LoadFigures[]]> {
  const runs: [LoadFigures[], LoadFigures[]] = [[], []]
  for (let pair = 0; pair < pairs; pair += 1) {
    const order = pair % 2 === 0 ? [0, 1] : [1, 0]
    await waitForIdleCpu()
    for (const index of order)
      runs[index as 0 | 1].push(await coldLoad(browser, contenders[index as 0 | 1], path))
  }
  return runs
}

/** The median of one figure over loads. */
export function medianOf(runs: readonly LoadFigures[], figure: keyof LoadFigures): number {
  return median(runs.map((run) => run[figure]))
}
