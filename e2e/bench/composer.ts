/**
 * Composer benchmark (issue 5 "Benchmark"): keystroke-to-paint latency in the post form with a
 * 4,000-character draft and the emoji picker open. Signs in as alice (desktop, 1280x800), puts
 * the draft in the status field, opens the picker, then types {@link KEYSTROKES} characters one
 * at a time. Inside the page, a capturing keydown listener notes performance.now(); the input
 * event that follows asks for the next animation frame, and that frame's time minus the keydown
 * time is one sample (ms): the frame that paints the typed character.
 */
import type { Browser } from '@playwright/test'

/** How many characters are typed and measured. */
export const KEYSTROKES = 50
/** The draft's length (characters) before typing. */
export const DRAFT_LENGTH = 4000

/** Median and 95th percentile (nearest rank) of the samples, and the samples, all in ms. */
export interface ComposerLatency {
  medianMs: number
  p95Ms: number
  samplesMs: number[]
}

type Probe = { samples: number[] }

/** Nearest-rank percentile `p` (0-100) of `values`; NaN when empty. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

/**
 * Measures the composer's keystroke-to-paint latency against the demo instance at `base`
 * (password `starling`). Throws when sign-in or the composer does not appear (Playwright
 * time-outs).
 */
export async function measureComposerLatency(
  browser: Browser,
  base: string,
): Promise<ComposerLatency> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    await page.goto(`${base}/login`)
    const main = page.getByRole('main')
    await main.getByLabel('Username').fill('alice')
    await main.getByLabel('Password').fill('starling')
    await main.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL(/\/main\/friends$/)

    const form = page.getByRole('form', { name: 'Post a new status' })
    const field = form.getByRole('textbox', { name: 'Post text' })
    const words = 'the starlings gather over the reeds at dusk '
    await field.fill(words.repeat(Math.ceil(DRAFT_LENGTH / words.length)).slice(0, DRAFT_LENGTH))
    await form.getByRole('button', { name: 'Emoji' }).click()
    await form.getByRole('dialog', { name: 'Emoji picker' }).getByRole('button').first().waitFor()
    await field.focus()
    await field.press('End')

    await page.evaluate(() => {
      const probe: Probe = { samples: [] }
      let downAt: number | null = null
      document.addEventListener('keydown', () => (downAt = performance.now()), true)
      document.addEventListener(
        'input',
        () => {
          const start = downAt
          if (start === null) return
          downAt = null
          requestAnimationFrame(() => probe.samples.push(performance.now() - start))
        },
        true,
      )
      Object.assign(window, { composerProbe: probe })
    })
    const typed = 'a quiet murmuration settles in the old oak trees'.padEnd(KEYSTROKES, '.')
    for (const [index, char] of [...typed.slice(0, KEYSTROKES)].entries()) {
      await page.keyboard.press(char === ' ' ? 'Space' : char)
      await page.waitForFunction(
        (count) =>
          (window as unknown as { composerProbe: Probe }).composerProbe.samples.length >= count,
        index + 1,
      )
    }
    const samples = await page.evaluate(
      () => (window as unknown as { composerProbe: Probe }).composerProbe.samples,
    )
    return { medianMs: percentile(samples, 50), p95Ms: percentile(samples, 95), samplesMs: samples }
  } finally {
    await context.close()
  }
}
