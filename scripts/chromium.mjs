// Where the browser tests find Chromium, and the flags it needs on this kind of machine
// (root, no GPU, closed network). Nothing ever downloads a browser.
import { existsSync } from 'node:fs'

/** Path of the Chromium executable: STARLING_CHROMIUM or Debian's /usr/bin/chromium. */
export const chromiumPath = process.env.STARLING_CHROMIUM ?? '/usr/bin/chromium'

/** Launch flags: no sandbox (root), no GPU, and no background calls to hosts we cannot reach. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Throws with install instructions when Chromium is missing. */
export function assertChromium() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `No Chromium at ${chromiumPath}. Install Debian's: sudo apt-get update && sudo apt-get install -y chromium ` +
        '(or set STARLING_CHROMIUM to a Chromium executable).',
    )
  }
}
