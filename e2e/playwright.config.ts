import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs'
import { baseURL, hostileURL, malformedURL, privateURL, tokenLoginURL } from './lib/servers'

/**
 * Browser journeys in Debian's Chromium against `npm start`'s stack (the demo instance serving
 * the built client). Four demo instances, all with the test hooks: the normal one on E2E_PORT
 * (default 4310), one started with --hostile on E2E_PORT + 1, one asking for the token login
 * on E2E_PORT + 2, one serving malformed answers (STARLING_MALFORMED=1) on E2E_PORT + 3, and a
 * private one (STARLING_PRIVATE=1) on E2E_PORT + 4.
 */

const launchOptions = { executablePath: chromiumPath, args: chromiumArgs }

/** A demo instance on `url`'s port with the test hooks and the given extra environment. */
function demoInstance(url: string, env: Record<string, string> = {}) {
  return {
    command: 'npm run start -w @starling/demo-server',
    cwd: '..',
    url: `${url}/api/v1/instance`,
    env: { PORT: new URL(url).port, HOST: '127.0.0.1', STARLING_TEST_HOOKS: '1', ...env },
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore' as const,
  }
}

export default defineConfig({
  testDir: './tests',
  // Journeys take 8-25 s with two at a time on a 2-core host, where one page load can take 10 s:
  // the margins are for that, not for waiting on purpose.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      grepInvert: /@mobile-only/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
      grepInvert: /@desktop-only/,
    },
  ],
  webServer: [
    demoInstance(baseURL),
    demoInstance(hostileURL, { STARLING_HOSTILE: '1' }),
    demoInstance(tokenLoginURL, { STARLING_LOGIN_METHOD: 'token' }),
    demoInstance(malformedURL, { STARLING_MALFORMED: '1' }),
    demoInstance(privateURL, { STARLING_PRIVATE: '1' }),
  ],
})
