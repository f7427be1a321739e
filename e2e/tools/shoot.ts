/**
 * Screenshots for looking at what we build: `npx tsx e2e/tools/shoot.ts /main/public /about`
 * saves desktop (1280x800) and mobile (390x844) PNGs of each path under screenshots/.
 * BASE_URL (default http://127.0.0.1:4000) is the running demo instance; FULL=1 for full pages;
 * LOGIN=alice signs in first (password `starling`). A path ending in `#settings=Tab name` opens
 * the settings modal on that tab after the page loads (`/about#settings=Security`).
 */
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4000'
const viewports = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } }
mkdirSync('screenshots', { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
for (const path of process.argv.slice(2)) {
  for (const [name, viewport] of Object.entries(viewports)) {
    const page = await browser.newPage({ viewport })
    if (process.env.LOGIN) {
      await page.goto(`${base}/login`)
      await page.getByRole('main').getByLabel('Username').fill(process.env.LOGIN)
      await page.getByRole('main').getByLabel('Password').fill('starling')
      await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
      await page.waitForURL(/\/main\/friends$/)
    }
    page.on('console', (msg) => {
      if (msg.type() === 'error') console.error(`[${name} ${path}] ${msg.text()}`)
    })
    const [pagePath = path, tab] = path.split('#settings=')
    await page.goto(base + pagePath)
    // The app replaces index.html's static shell once it has started (it waits for the shell's
    // first paint, so the network can be idle before it).
    await page.locator('.boot-shell').waitFor({ state: 'detached' })
    await page.waitForLoadState('networkidle')
    if (tab) {
      const settings = page.getByRole('button', { name: 'Settings' }).first()
      if (!(await settings.isVisible())) await page.getByRole('button', { name: 'Menu' }).click()
      await settings.click()
      await page.getByRole('dialog').getByRole('tab', { name: tab }).click()
      await page.getByRole('tabpanel').getByRole('status').waitFor({ state: 'detached' })
      await page.waitForLoadState('networkidle')
    }
    const file = `screenshots/${name}${path.replace(/[^a-z0-9]+/gi, '_')}.png`
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' })
    console.info(file)
    await page.close()
  }
}
await browser.close()
