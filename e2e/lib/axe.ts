import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** What an axe run answers (axe-core's AxeResults, through @axe-core/playwright). */
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>
type NodeResult = AxeResults['incomplete'][number]['nodes'][number]

/** Why axe leaves a text's contrast for review when the text sits on a picture or gradient. */
const ON_PICTURE = ['bgImage', 'bgGradient', 'imgNode']

/**
 * The texts of `results` whose contrast axe could not measure because they sit on a picture (the
 * wallpaper, a profile's cover) or a gradient: no theme colour is sure to read there, in Light
 * or Dark, so Starling keeps text on panels. axe lists them as "incomplete", not as violations.
 */
export function textsOnPictures(results: AxeResults): NodeResult[] {
  return results.incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes)
    .filter((node) =>
      node.any.some((check) => {
        const data = check.data as { messageKey?: string } | null
        return ON_PICTURE.includes(data?.messageKey ?? '')
      }),
    )
}

/**
 * The serious and critical axe violations on the page as it is now (WCAG 2.x A and AA rules
 * plus axe's best practices, and the experimental label-content-name-mismatch: a control's
 * name must hold its visible text, WCAG 2.5.3), as "rule: target" lines so a failure names what
 * to fix, and every text on a picture ({@link textsOnPictures}) as
 * "color-contrast (on a picture): target". `within` (a CSS selector) checks only that part of
 * the page, e.g. one dialog.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
  const results = await (within ? builder.include(within) : builder).analyze()
  return [
    ...results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
      ),
    ...textsOnPictures(results).map(
      (node) => `color-contrast (on a picture): ${node.target.join(' ')}`,
    ),
  ]
}
