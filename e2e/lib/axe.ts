import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * The serious and critical axe violations on the page as it is now (WCAG 2.x A and AA rules
 * plus axe's best practices, and the experimental label-content-name-mismatch: a control's
 * name must hold its visible text, WCAG 2.5.3), as "rule: target" lines so a failure names what to fix.
 * `within` (a CSS selector) checks only that part of the page, e.g. one dialog.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
  const results = await (within ? builder.include(within) : builder).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    )
}
