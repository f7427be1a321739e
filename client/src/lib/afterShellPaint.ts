/**
 * Runs `callback` in a task of its own once index.html's static shell is painted: in the next
 * task when a paint is already recorded (a `paint` performance entry) or the page is hidden (a
 * hidden page paints no frames), else after two animation frames (the first paints the shell).
 * What adds a style sheet to <head> before the first paint holds Chromium's paint back; a
 * request sent from a long task leaves only when that task ends (issue 20), hence a task of its
 * own. Callbacks run in the order they were given.
 */
export function afterShellPaint(callback: () => void): void {
  const run = () => void setTimeout(callback, 0)
  if (document.visibilityState === 'hidden' || performance.getEntriesByType('paint').length > 0)
    return run()
  requestAnimationFrame(() => requestAnimationFrame(run))
}
