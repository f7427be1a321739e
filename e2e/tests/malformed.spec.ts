import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { malformedURL } from '../lib/servers'

/**
 * Issue 22 in the browser: the demo instance started with STARLING_MALFORMED=1 mixes malformed
 * items into the public timeline, conversations and profiles (demo-server/src/malformed). The
 * good posts all show, the bad ones show one line or nothing, no page error, paging goes on.
 */

type Item = { id?: unknown; account?: { id?: unknown } | null; reblog?: { id?: unknown } | null }

/** The client's usable-id rule (client/src/lib/pageIds.ts), two characters at least here. */
const USABLE = /^[0-9A-Za-z_.:-]{2,64}$/

/** The ids the client must show for an answer's items: the good ones (a repeat shows its post). */
function goodIds(items: unknown[]): string[] {
  return items.flatMap((raw) => {
    const item = raw as Item | null
    if (!item || typeof item !== 'object' || typeof item.id !== 'string') return []
    if (!USABLE.test(item.id) || typeof item.account?.id !== 'string') return []
    if (!USABLE.test(item.account.id)) return []
    if (item.reblog) return typeof item.reblog.id === 'string' ? [item.reblog.id] : []
    return [item.id]
  })
}

async function getJson(request: APIRequestContext, path: string): Promise<unknown> {
  const answer = await request.get(`${malformedURL}${path}`)
  expect(answer.ok()).toBe(true)
  return answer.json()
}

/** Collects uncaught page errors; every journey ends with none. */
function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Every post in the DOM at once: virtual scrolling off in the settings. */
async function keepAllPosts(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click()
  await page.getByRole('checkbox', { name: /Keep only visible posts/ }).uncheck()
  await page.getByRole('button', { name: 'Close settings' }).click()
}

async function expectShown(page: Page, ids: string[]): Promise<void> {
  expect(ids.length).toBeGreaterThan(0)
  for (const id of ids) {
    await expect(page.locator(`article[data-status-id="${id}"]`).first()).toBeAttached()
  }
  await expect(page.getByText('Something went wrong.')).toHaveCount(0)
}

test.describe('malformed answers on the demo instance', () => {
  test.use({ baseURL: malformedURL })

  test('the public timeline shows every good post and loads older pages @desktop-only', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page)
    const first = (await getJson(request, '/api/v1/timelines/public?local=true&limit=20')) as Item[]
    await page.goto('/main/public')
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible()
    await keepAllPosts(page)
    await expectShown(page, goodIds(first))
    const oldest = goodIds(first).at(-1) ?? ''
    const older = (await getJson(
      request,
      `/api/v1/timelines/public?local=true&limit=20&max_id=${oldest}`,
    )) as Item[]
    const before = await page.locator('article[data-status-id]').count()
    // At the bottom the timeline loads older pages by itself (footer within 750 px, s1 §9).
    await page.mouse.wheel(0, 100_000)
    await expect.poll(() => page.locator('article[data-status-id]').count()).toBeGreaterThan(before)
    await expectShown(page, goodIds(older).slice(0, 5))
    expect(errors).toEqual([])
  })

  test('a conversation shows its good posts @desktop-only', async ({ page, request }) => {
    const errors = watchErrors(page)
    const timeline = (await getJson(request, '/api/v1/timelines/public?limit=40')) as Item[]
    let focus = ''
    let context: { ancestors: unknown[]; descendants: unknown[] } = {
      ancestors: [],
      descendants: [],
    }
    for (const id of goodIds(timeline)) {
      context = (await getJson(request, `/api/v1/statuses/${id}/context`)) as typeof context
      if (goodIds([...context.ancestors, ...context.descendants]).length >= 2) {
        focus = id
        break
      }
    }
    expect(focus).not.toBe('')
    await page.goto(`/notice/${focus}`)
    await expectShown(page, [focus, ...goodIds([...context.ancestors, ...context.descendants])])
    expect(errors).toEqual([])
  })

  test('a profile shows its good posts @desktop-only', async ({ page, request }) => {
    const errors = watchErrors(page)
    const timeline = (await getJson(request, '/api/v1/timelines/public?local=true')) as {
      account: { id: string; acct: string }
    }[]
    const author = timeline.find((s) => s?.account?.acct && !s.account.acct.includes('@'))?.account
    expect(author).toBeDefined()
    const statuses = (await getJson(
      request,
      `/api/v1/accounts/${author?.id}/statuses?limit=20`,
    )) as Item[]
    await page.goto(`/users/${author?.acct}`)
    await expectShown(page, goodIds(statuses).slice(0, 5))
    expect(errors).toEqual([])
  })
})
