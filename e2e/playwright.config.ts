import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs'

/**
 * Browser journeys in Debian's Chromium against `npm start`'s stack (the demo instance serving
 * the built client). Two demo instances: the normal one and one started with --hostile.
 * Ports: E2E_PORT (default 4310) and E2E_PORT + 1 for the hostile one.
 */
import { baseURL, e2ePort as port, hostileURL, tokenLoginURL } from './lib/servers'

const launchOptions = { executablePath: chromiumPath, args: chromiumArgs }

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
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
    {
      command: 'npm run start -w @starling/demo-server',
      cwd: '..',
      url: `${baseURL}/api/v1/instance`,
      env: { PORT: String(port), HOST: '127.0.0.1', STARLING_TEST_HOOKS: '1' },
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      command: 'npm run start -w @starling/demo-server -- --hostile',
      cwd: '..',
      url: `${hostileURL}/api/v1/instance`,
      env: {
        PORT: String(port + 1),
        HOST: '127.0.0.1',
        STARLING_HOSTILE: '1',
        STARLING_TEST_HOOKS: '1',
      },
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      command: 'npm run start -w @starling/demo-server',
      cwd: '..',
      url: `${tokenLoginURL}/api/v1/instance`,
      env: {
        PORT: String(port + 2),
        HOST: '127.0.0.1',
        STARLING_LOGIN_METHOD: 'token',
        STARLING_TEST_HOOKS: '1',
      },
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
  ],
})
