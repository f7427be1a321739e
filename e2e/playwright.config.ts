import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs'
import {
  baseURL,
  gotosocialURL,
  hasGotosocial,
  hostileURL,
  malformedURL,
  peersDir,
  privateURL,
  standaloneURL,
  tokenLoginURL,
} from './lib/servers'

/**
 * Browser journeys in Debian's Chromium against `npm start`'s stack (the demo instance serving
 * the built client). Five demo instances, all with the test hooks: the normal one on E2E_PORT
 * (default 4310), one started with --hostile on E2E_PORT + 1, one asking for the token login
 * on E2E_PORT + 2, one serving malformed answers (STARLING_MALFORMED=1) on E2E_PORT + 3, and a
 * private one (STARLING_PRIVATE=1) on E2E_PORT + 4.
 *
 * The `gotosocial` project (issue 13) runs the peer journeys (tests/peer-*.spec.ts, which the
 * other projects leave out) against a real GoToSocial from ../shared/peers, started fresh on
 * E2E_PORT + 6 by tools/gotosocial.sh, and the client build served alone (`--standalone`) on
 * E2E_PORT + 5. Without ../shared/peers/gotosocial the project and both servers are left out.
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

const PEER_SPECS = /peer-[^/]*\.spec\.ts$/

/** The stand-alone client server, when the real GoToSocial is there. */
const standaloneServer = {
  command: 'npm run start -w @starling/demo-server -- --standalone',
  cwd: '..',
  url: `${standaloneURL}/`,
  env: { PORT: new URL(standaloneURL).port, HOST: '127.0.0.1' },
  reuseExistingServer: !process.env.CI,
  stdout: 'ignore' as const,
}

/**
 * The real GoToSocial: a fresh one per run (about 12-25 s to start here: a database, two
 * accounts, then the server). Not waited for here, so it starts while the demo instances do;
 * tools/gotosocial-ready.ts (the global set-up) waits for it.
 */
const gotosocialServer = {
  command: `tools/gotosocial.sh '${peersDir}' ${new URL(gotosocialURL).port}`,
  // TERM first, so the script stops GoToSocial and removes its data folder
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  stdout: 'pipe' as const,
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
    // Starling registers a service worker (issue 19) that precaches the initial load: in each of
    // the ~110 fresh contexts that would cost an install on two cores and could serve a
    // previous build's chunks. Only the push/offline journeys (pwa.spec.ts) allow it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // A trace of every journey with screenshots costs about a third more time on this 2-core
    // machine (the screencast), so a trace keeps DOM snapshots only, and E2E_TRACE=1 records the
    // full one when a failure needs it.
    trace: process.env.E2E_TRACE
      ? 'retain-on-failure'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      grepInvert: /@mobile-only/,
      testIgnore: PEER_SPECS,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
      grepInvert: /@desktop-only/,
      testIgnore: PEER_SPECS,
    },
    ...(hasGotosocial
      ? [
          {
            name: 'gotosocial',
            testMatch: PEER_SPECS,
            use: {
              ...devices['Desktop Chrome'],
              viewport: { width: 1280, height: 800 },
              launchOptions,
            },
          },
        ]
      : []),
  ],
  globalSetup: hasGotosocial ? './tools/gotosocial-ready.ts' : undefined,
  webServer: [
    ...(hasGotosocial ? [gotosocialServer] : []),
    demoInstance(baseURL),
    demoInstance(hostileURL, { STARLING_HOSTILE: '1' }),
    demoInstance(tokenLoginURL, { STARLING_LOGIN_METHOD: 'token' }),
    demoInstance(malformedURL, { STARLING_MALFORMED: '1' }),
    demoInstance(privateURL, { STARLING_PRIVATE: '1' }),
    ...(hasGotosocial ? [standaloneServer] : []),
  ],
})
