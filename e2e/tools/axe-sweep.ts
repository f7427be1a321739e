/**
 * An axe walk over the route table for looking, not for CI: `npx tsx e2e/tools/axe-sweep.ts`
 * prints, per route, the page title and the moderate, serious and critical violations (WCAG 2.x
 * A/AA, best practices and axe's experimental rules), first as a visitor, then signed in as
 * LOGIN (default alice, password `starling`). BASE_URL (default http://127.0.0.1:4000) is the
 * running demo instance; ROUTES (comma-separated) replaces the default list; MOBILE=1 uses
 * 390x844 instead of 1280x800.
 */
import AxeBuilder from '@axe-core/playwright'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4000'
const login = process.env.LOGIN ?? 'alice'
const viewport = process.env.MOBILE ? { width: 390, height: 844 } : { width: 1280, height: 800 }
const routes = process.env.ROUTES?.split(',') ?? [
  '/main/public',
  '/main/all',
  '/main/friends',
  '/tag/bread',
  '/bookmarks',
  '/about',
  '/search?query=bread',
  '/who-to-follow',
  '/registration',
  '/password-reset',
  '/login',
  '/users/alice',
  '/users/alice?tab=followers',
  '/announcements',
  '/shout-panel',
  `/users/${login}/interactions`,
  `/users/${login}/dms`,
  '/friend-requests',
  `/${login}/notifications`,
  '/lists',
  '/lists/new',
  '/nav-edit',
  `/users/${login}/chats`,
]
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice', 'experimental']
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
for (const signedIn of [false, true]) {
  const page = await (await browser.newContext({ viewport })).newPage()
  if (signedIn) {
    await page.goto(`${base}/login`)
    await page.getByRole('main').getByLabel('Username').fill(login)
    await page.getByRole('main').getByLabel('Password').fill('starling')
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL(/\/main\/friends$/)
  }
  for (const route of routes) {
    await page.goto(base + route)
    await page.waitForLoadState('networkidle')
    const results = await new AxeBuilder({ page }).withTags(tags).analyze()
    const found = results.violations
      .filter((v) => v.impact === 'moderate' || v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`)
    const who = signedIn ? login : 'visitor'
    console.info(`${who} ${route} "${await page.title()}"\n  ${found.join('\n  ') || 'clean'}`)
  }
  await page.context().close()
}
await browser.close()
