import { gotosocialURL } from '../lib/servers'

/**
 * Playwright's global set-up when the real GoToSocial is there (playwright.config.ts): waits until
 * it answers `/api/v1/instance`. Its web server is started first and not waited for, so that it
 * starts while the demo instances do (web servers start one after the other); this set-up runs
 * after all of them. GoToSocial answers a request without a User-Agent 418, so this one sends
 * one (Playwright's own URL check does not). Throws when it has not answered within 120 s (its
 * log is in the web server's output).
 */
export default async function waitForGotosocial(): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    const answer = await fetch(`${gotosocialURL}/api/v1/instance`, {
      headers: { 'User-Agent': 'starling-e2e' },
    }).catch(() => null)
    if (answer?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`GoToSocial did not answer at ${gotosocialURL} within 120 s`)
}
