import { expect, test } from '@playwright/test'
import { gtsGet, gtsPost, gtsToken, type GtsStatus } from '../lib/gotosocial'
import { gotosocialURL, hasGotosocial, NO_GOTOSOCIAL, standaloneURL } from '../lib/servers'

// The plumbing of the `gotosocial` project (issue 13): the real GoToSocial answers, the client
// build is served alone under the stand-alone CSP, and a real user token works. The journeys
// through the client build on these.
test.skip(!hasGotosocial, NO_GOTOSOCIAL)

test.describe('the real GoToSocial and the stand-alone client', () => {
  test('GoToSocial answers as itself and hides its public timeline from visitors', async ({
    request,
  }) => {
    const instance = await request.get(`${gotosocialURL}/api/v1/instance`)
    expect(instance.ok()).toBe(true)
    const body = (await instance.json()) as { version: string; urls: { streaming_api: string } }
    expect(body.version).toMatch(/^0\.19\./)
    // its own host, and `wss:` even when it is served over plain http (start.sh)
    expect(body.urls.streaming_api).toBe(`wss://${new URL(gotosocialURL).host}`)
    const visitor = await request.get(`${gotosocialURL}/api/v1/timelines/public`)
    expect(visitor.status()).toBe(401)
    expect(await visitor.json()).toEqual({ error: 'Unauthorized: token not supplied' })
  })

  test('the stand-alone page loads under a CSP that lets it call any server', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    const answer = await page.goto(`${standaloneURL}/main/public`)
    expect(answer?.status()).toBe(200)
    const csp = (await answer?.allHeaders())?.['content-security-policy'] ?? ''
    const directives = csp.split('; ')
    expect(directives).toContain("connect-src 'self' http: https: ws: wss:")
    expect(directives).toContain("img-src 'self' data: blob: http: https:")
    expect(directives).toContain("media-src 'self' http: https:")
    expect(directives).toContain("script-src 'self'")
    await expect(page.getByRole('main')).toBeVisible()
    const instance = await page.request.get(`${standaloneURL}/api/v1/instance`)
    expect(instance.status()).toBe(404)
    expect(violations).toEqual([])
  })

  test("bob's token from GoToSocial's own sign-in posts, and the post reads back", async ({
    playwright,
    request,
  }) => {
    const token = await gtsToken(playwright.request, 'bob')
    const me = await gtsGet<{ acct: string }>(request, token, '/api/v1/accounts/verify_credentials')
    expect(me.acct).toBe('bob')
    const text = `Plumbing check ${Date.now()}`
    const posted = await gtsPost(request, token, { status: text, visibility: 'public' })
    const read = await gtsGet<GtsStatus>(request, token, `/api/v1/statuses/${posted.id}`)
    expect(read.account.acct).toBe('bob')
    expect(read.content).toContain(text)
    const home = await gtsGet<GtsStatus[]>(request, token, '/api/v1/timelines/home')
    expect(home.map((status) => status.id)).toContain(posted.id)
  })
})
