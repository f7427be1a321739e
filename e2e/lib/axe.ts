import type { Page } from '@playwright/test'
import axe, { type AxeResults, type NodeResult, type RunOptions } from 'axe-core'

/** The page's `window` once axe-core's script is in it. */
type WithAxe = Window & { axe?: typeof axe }

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
 * The rules whose outcome depends on the colours alone (text contrast, links told apart from
 * text): enough for a theme preset once another preset passed the whole set on the same page.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/** Options of {@link seriousViolations}. */
export interface AxeOptions {
  /** Only these axe rules (e.g. {@link COLOUR_RULES}) instead of the whole set. */
  rules?: string[] | undefined
}

/**
 * The serious and critical axe violations on the page as it is now (WCAG 2.x A and AA rules
 * plus axe's best practices, and the experimental label-content-name-mismatch: a control's
 * name must hold its visible text, WCAG 2.5.3), as "rule: target" lines so a failure names what
 * to fix, and every text on a picture ({@link textsOnPictures}) as
 * "color-contrast (on a picture): target". `within` (a CSS selector) checks only that part of
 * the page, e.g. one dialog; `options` narrow the rules ({@link AxeOptions}).
 */
export async function seriousViolations(
  page: Page,
  within?: string,
  { rules }: AxeOptions = {},
): Promise<string[]> {
  const options: RunOptions = {
    resultTypes: ['violations', 'incomplete'],
    ...(rules
      ? { runOnly: { type: 'rule', values: rules } }
      : {
          runOnly: {
            type: 'tag',
            values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
          },
          rules: { 'label-content-name-mismatch': { enabled: true } },
        }),
  }
  const results = await runAxe(page, within, options)
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

/**
 * Runs axe-core in the page as it is now, over `within` (the whole document when undefined).
 * Its script goes into a document once and serves every later run there: about 1 s a run
 * here, against 2-5 s through @axe-core/playwright, which puts the script in again and
 * finishes each run in a new blank page. Starling renders no frames, so the page's own
 * document is all there is to check.
 */
async function runAxe(
  page: Page,
  within: string | undefined,
  options: RunOptions,
): Promise<AxeResults> {
  if (!(await page.evaluate(() => typeof (window as WithAxe).axe?.run === 'function'))) {
    await page.evaluate(axe.source)
  }
  return page.evaluate(
    ([selector, runOptions]) => {
      const { axe: inPage } = window as WithAxe
      if (!inPage) throw new Error('axe-core is not in the page')
      return inPage.run(selector ? { include: [[selector]] } : document, runOptions)
    },
    [within, options] as const,
  )
}
