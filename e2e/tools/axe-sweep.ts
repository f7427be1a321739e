/**
 * An axe walk over the route table for looking, not for CI: `npx tsx e2e/tools/axe-sweep.ts`
 * prints, per route, the page title and the moderate, serious and critical violations (WCAG 2.x
 * A/AA, best practices and axe's experimental rules), first as a visitor, then signed in as
 * LOGIN (default alice, password `starling`), then the same for every modal and popover
 * (tools/axe-overlays.ts). Settings, all by environment:
 * - BASE_URL (default http://127.0.0.1:4000): the running demo instance;
 * - ROUTES: comma-separated, replaces the default list (empty: no routes);
 * - MOBILE=1: 390x844 instead of 1280x800;
 * - THEME: the preset to walk in, as the settings' Theme tab lists it ("Light", "Dusk",
 *   "Follow the system"...; default: the instance's, Dark), chosen by each viewer first;
 * - COLOR_SCHEME=light: the system's preference the page sees (default dark);
 * - OVERLAYS=0: no modals and popovers;
 * - SERIOUS=1: only serious and critical violations (what the journeys fail on, e2e/lib/axe.ts).
 * Texts on a picture, whose contrast axe cannot measure, are listed too ("to review").
 */
import AxeBuilder from '@axe-core/playwright'
import { chromium, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'
import { walkOverlays } from './axe-overlays'
import { fillRoute, findTargets } from './axe-targets'
import { textsOnPictures } from '../lib/axe'
import { choosePreset } from '../lib/settings'

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4000'
const login = process.env.LOGIN ?? 'alice'
const viewport = process.env.MOBILE ? { width: 390, height: 844 } : { width: 1280, height: 800 }
const theme = process.env.THEME
const colorScheme = process.env.COLOR_SCHEME === 'light' ? 'light' : 'dark'
const impacts = process.env.SERIOUS ? ['serious', 'critical'] : ['moderate', 'serious', 'critical']
// Every route of the route table (client/src/state/routing/routeTable.ts) but the root and the
// OAuth callback, which only pass on; {name} parts are filled by tools/axe-targets.ts.
const routes = process.env.ROUTES?.split(',').filter(Boolean) ?? [
  '/main/public',
  '/main/all',
  '/main/friends',
  '/tag/bread',
  '/bookmarks',
  '/notice/{thread}',
  '/about',
  '/search?query=bread',
  '/who-to-follow',
  '/registration',
  '/registration/no-such-token',
  '/password-reset',
  '/login',
  '/users/alice',
  '/users/alice?tab=followers',
  '/users/alice?tab=media',
  '/alice',
  '/users/${remoteId}', // external-user-profile: /users/$ and an account id
  '/remote-users/@{remote}',
  '/remote-users/{remoteHost}/{remoteUser}',
  '/announcements',
  '/shout-panel',
  `/users/${login}/interactions`,
  `/users/${login}/dms`,
  '/friend-requests',
  `/${login}/notifications`,
  '/lists',
  '/lists/new',
  '/lists/{list}',
  '/lists/{list}/edit',
  '/nav-edit',
  `/users/${login}/chats`,
  `/users/${login}/chats/{chat}`,
]
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice', 'experimental']
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })

/**
 * The violations axe finds on `page` (within a CSS selector, if given) as printable lines, then
 * the texts whose contrast axe left for review because they sit on a picture (the wallpaper, a
 * profile's cover): no theme colour is sure to read there, so each is worth a look.
 */
async function violations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(tags)
  const results = await (within ? builder.include(within) : builder).analyze()
  const found = results.violations
    .filter((v) => impacts.includes(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`)
  const overPicture = textsOnPictures(results)
  if (overPicture.length > 0) {
    const first = overPicture[0]?.target.join(' ')
    found.push(`color-contrast on a picture (to review, ${overPicture.length}): ${first}`)
  }
  return found
}

const targets = await findTargets(base, login)
console.info(`${viewport.width}x${viewport.height}, theme ${theme ?? 'default'}, ${colorScheme}`)
for (const signedIn of [false, true]) {
  const page = await (await browser.newContext({ viewport, colorScheme })).newPage()
  const who = signedIn ? login : 'visitor'
  await page.goto(`${base}/about`)
  if (signedIn) {
    await page.goto(`${base}/login`)
    await page.getByRole('main').getByLabel('Username').fill(login)
    await page.getByRole('main').getByLabel('Password').fill('starling')
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL(/\/main\/friends$/)
  }
  if (theme) await choosePreset(page, theme)
  const look = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement)
    return `${style.colorScheme}, panels ${style.getPropertyValue('--panel-bg').trim()}`
  })
  console.info(`${who}: ${look}`)
  for (const route of routes.map((path) => fillRoute(path, targets))) {
    await page.goto(base + route)
    await page.waitForLoadState('networkidle')
    const found = await violations(page)
    console.info(`${who} ${route} "${await page.title()}"\n  ${found.join('\n  ') || 'clean'}`)
  }
  if (process.env.OVERLAYS !== '0') {
    await walkOverlays(page, base, targets, signedIn, async (label, within) => {
      const found = await violations(page, within)
      console.info(`${who} [${label}]\n  ${found.join('\n  ') || 'clean'}`)
    })
  }
  await page.context().close()
}
await browser.close()
