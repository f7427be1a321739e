/**
 * Resolves in a later task, so that the browser may paint and answer input between the steps of
 * a long piece of work (issue 20: Lighthouse counts every task over 50 ms on a phone as blocking).
 * `scheduler.yield()` where the browser has it (Chromium 129+: the rest runs before tasks queued
 * meanwhile), else a 0 ms timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
