/**
 * Lighthouse (12.2.3, its default mobile preset and its desktop preset) in Debian's Chromium
 * started by chrome-launcher: performance, FCP, LCP, TBT, CLS, accessibility and best practices
 * of one URL. A run may be given local storage to set first (a kept session): Lighthouse then
 * keeps storage (`disableStorageReset`), and the browser cache is cleared by hand instead, so
 * the load stays cold.
 */
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Config } from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'
import { waitForIdleCpu } from './idle'

/** The figures of one Lighthouse run (scores 0-100, times in ms). */
export interface LighthouseFigures {
  performance: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  accessibility: number
  bestPractices: number
}

/** Which of Lighthouse's presets. */
export type Preset = 'mobile' | 'desktop'

/** Sets `storage` in local storage of `origin` and empties the cache, over CDP. */
async function prepare(
  port: number,
  origin: string,
  storage: Record<string, string>,
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  const context = browser.contexts()[0]
  if (!context) throw new Error('Lighthouse browser has no context')
  const page = await context.newPage()
  await page.goto(`${origin}/api/v1/instance`)
  await page.evaluate((entries) => {
    localStorage.clear()
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
  }, storage)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.clearBrowserCache')
  await page.close()
}

/**
 * Runs `run` with the DevTools port of a fresh headless Chromium, started once the machine is
 * idle (bench/idle.ts) and closed after; with `storage`, that is set in local storage of `url`'s
 * origin first and the cache emptied, so Lighthouse's load is a cold returning visit (it must then
 * be told `disableStorageReset`).
 */
export async function inLighthouseChromium<T>(
  url: string,
  storage: Record<string, string> | undefined,
  run: (port: number) => Promise<T>,
): Promise<T> {
  await waitForIdleCpu()
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  try {
    if (storage) await prepare(chrome.port, new URL(url).origin, storage)
    return await run(chrome.port)
  } finally {
    chrome.kill()
  }
}

/**
 * One Lighthouse run of `url` with `preset` ({@link inLighthouseChromium}); `storage` (local
 * storage of the URL's origin) makes it a returning visit with a kept session. Throws when
 * Lighthouse gives no result.
 */
export async function runLighthouse(
  url: string,
  preset: Preset,
  storage?: Record<string, string>,
): Promise<LighthouseFigures> {
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined
  const result = await inLighthouseChromium(url, storage, (port) =>
    lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: storage !== undefined,
      },
      config,
    ),
  )
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { categories, audits } = result.lhr
  const score = (id: string) => Math.round((categories[id]?.score ?? NaN) * 100)
  const value = (id: string) => audits[id]?.numericValue ?? NaN
  return {
    performance: score('performance'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
  }
}
