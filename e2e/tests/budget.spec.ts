import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { distDir, initialLoad, initialLoadBudgetBytes } from '../lib/bundle'
import { signIn } from '../lib/session'

test('the initial load stays within 150 KB of gzip JS+CSS @desktop-only', () => {
  const { files, gzipBytes } = initialLoad()
  expect(files.some((file) => file.path.endsWith('.js'))).toBe(true)
  expect(gzipBytes).toBeLessThanOrEqual(initialLoadBudgetBytes)
})

test('the scripts of a first screen ask V8 to compile all their functions while they load @desktop-only', () => {
  const hinted = readdirSync(join(distDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .filter((file) =>
      readFileSync(join(distDir, 'assets', file), 'utf8').startsWith(
        '//# allFunctionsCalledOnLoad\n',
      ),
    )
    .map((file) => file.replace(/-[\w-]{8}\.js$/, ''))
  // The entry and the pages a person lands on; not the language catalogues, settings or dialogs.
  expect(hinted.sort()).toEqual([
    'ConversationPage',
    'ProfilePage',
    'RemoteUserPage',
    'TagTimelinePage',
    'index',
    'landing',
    'member',
  ])
})

test('index.html paints the app shell with no script, and the app replaces it (issue 20)', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const still = await context.newPage()
  await still.goto(`${baseURL}/main/public`)
  // The navbar, the sidebar's panels and the page's panel, drawn by HTML and CSS alone.
  const shell = still.locator('#app > .boot-shell')
  await expect(shell.locator('.boot-bar')).toBeVisible()
  await expect(shell.locator('.boot-main .boot-panel')).toBeVisible()
  const panel = await shell.locator('.boot-main .boot-panel').boundingBox()
  expect(panel?.height).toBeGreaterThan(40)
  // No inline script or style under the page's CSP: the only scripts are the early script (it
  // preloads the first screen's chunks), the entry module and the embedded start-up answers (a
  // JSON data block).
  const scripts = await still
    .locator('script')
    .evaluateAll((nodes) =>
      nodes.map((node) => (node as HTMLScriptElement).src || (node as HTMLScriptElement).type),
    )
  expect(scripts.map((s) => s.replace(/^.*\/assets\/(early|index)-[^/]+\.js$/, '$1'))).toEqual([
    'early',
    'index',
    'application/json',
  ])
  // The server wrote the answers in place of Pleroma's placeholder comment, last in the head:
  // after the scripts and the style sheet, which the browser finds before those 100 KB arrive.
  expect(await still.locator('head > :last-child').getAttribute('id')).toBe('initial-results')
  expect(await still.locator('head > link[rel="stylesheet"]').count()).toBe(1)
  expect(await still.locator('style, [style]').count()).toBe(0)
  // A module never holds the first paint back, and the entry says so: Lighthouse counted it,
  // when it came before the first paint, as a render-blocking script (issue 20).
  await expect(still.locator('script[type="module"]')).toHaveAttribute('fetchpriority', 'low')
  await expect(still.locator('script[async]')).toHaveAttribute('fetchpriority', 'low')
  await context.close()

  const page = await browser.newPage()
  const loaded: string[] = []
  const asked: string[] = []
  const workers: string[] = []
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname))
  page.on('request', (request) => {
    asked.push(new URL(request.url()).pathname)
    if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname)
  })
  // Custom emoji that never arrive still hold their square box, so nothing moves when they do.
  await page.route('**/emoji/**', (route) => route.abort())
  await page.goto(`${baseURL}/main/public`)
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible()
  // The early script started itself as a worker, which loads the locale data of Intl's formats
  // off the main thread, and asked for the landing chunk beside the entry, at its low priority.
  expect(workers.filter((path) => /^\/assets\/early-[^/]+\.js$/.test(path))).toHaveLength(1)
  await expect(page.locator('link[rel="modulepreload"][href*="/landing-"]')).toHaveAttribute(
    'fetchpriority',
    'low',
  )
  // The landing's modules come in one chunk (client/chunks.ts), not about 50 (six at a time over
  // HTTP/1.1); a visitor never fetches the member chunk.
  expect(loaded.length).toBeLessThanOrEqual(12)
  expect(loaded.filter((path) => path.includes('/landing-'))).toHaveLength(1)
  expect(loaded.filter((path) => path.includes('/member-'))).toEqual([])
  await expect(page.locator('.boot-shell')).toHaveCount(0)
  const emoji = await page.locator('article img.emoji').first().boundingBox()
  expect(emoji?.width).toBeGreaterThan(20)
  expect(emoji?.width).toBe(emoji?.height)
  // The instance's files that no first screen shows come once the browser is idle, not never.
  await expect
    .poll(() => asked)
    .toEqual(
      expect.arrayContaining([
        '/static/terms-of-service.html',
        '/static/stickers.json',
        '/static/styles.json',
        '/api/pleroma/emoji.json',
      ]),
    )
  await page.close()
})

test('signed in, the home timeline and its sidebar do not move while their parts load (issue 20) @desktop-only', async ({
  page,
}) => {
  await signIn(page, 'alice')
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  // The page's first script asks for the member's verification and the home timeline's first
  // page beside the entry, and the app takes those answers instead of asking again
  // (api/aheadRequests.ts): the script leaves its requests on the window, the app's requests
  // take them (the writes seen here, as how many are left).
  await page.addInitScript(recordAheadWrites)
  const firstCalls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/v1/accounts/verify_credentials') firstCalls.push(url.pathname)
    if (url.pathname === '/api/v1/timelines/home' && !/_id=/.test(url.search))
      firstCalls.push(url.search)
  })
  await page.goto('/main/friends')
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
  await expect(sidebar.getByRole('navigation', { name: 'Navigation' })).toBeVisible()
  await expect(sidebar.getByRole('button', { name: 'Post', exact: true })).toBeVisible()
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible()
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  )
  // Lighthouse's goal is a cumulative layout shift under 0.02.
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.02)
  expect(firstCalls.sort()).toEqual([
    '/api/v1/accounts/verify_credentials',
    '?limit=20&with_muted=true',
  ])
  expect(await aheadWrites(page)).toEqual([1, 2, 3, 2, 1, 0])
})

test("a conversation's status and context are asked for once, by the page's first script (issue 20)", async ({
  page,
  request,
}) => {
  const timeline = await request.get('/api/v1/timelines/public?local=true&limit=40')
  const statuses = (await timeline.json()) as { id: string; replies_count: number }[]
  const found = statuses.find((status) => status.replies_count > 0)
  expect(found).toBeDefined()
  await page.addInitScript(recordAheadWrites)
  const calls: string[] = []
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname
    if (/^\/api\/v1\/statuses\/[^/]+(\/context)?$/.test(path)) calls.push(path)
  })
  await page.goto(`/notice/${found?.id}`)
  await expect(page.getByRole('article').nth(1)).toBeVisible()
  expect(calls.sort()).toEqual([
    `/api/v1/statuses/${found?.id}`,
    `/api/v1/statuses/${found?.id}/context`,
  ])
  expect(await aheadWrites(page)).toEqual([1, 2, 3, 2, 1, 0])
})

/** Records, on the window, how many early requests are left at each write of their holder. */
function recordAheadWrites() {
  let held: unknown[] = []
  const writes: number[] = []
  Object.assign(window, { aheadWrites: writes })
  Object.defineProperty(window, 'starlingAhead', {
    get: () => held,
    set: (value: unknown[]) => {
      writes.push(value.length)
      held = value
    },
  })
}

/** What {@link recordAheadWrites} recorded. */
function aheadWrites(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { aheadWrites: number[] }).aheadWrites)
}
