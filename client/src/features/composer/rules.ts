/**
 * Pure composer rules (s1 §5 "Post", "Scope selector"; s1 §3 "Subject copy behaviours";
 * s1 §9 constants). No React, no I/O: unit-tested in rules.test.ts.
 */
import type { Visibility } from '../../entities/types'

/** The four scopes, in the selector's order (s1 §3 "Status.visibility"). */
export const SCOPES: readonly Visibility[] = ['public', 'unlisted', 'private', 'direct']

/**
 * Characters left (s1 §5): `textlimit` minus the length of text plus spoiler, counted in
 * Unicode code points. `null` when the instance sets no limit (textlimit 0 or below).
 */
export function charactersLeft(text: string, spoiler: string, textlimit: number): number | null {
  if (!(textlimit > 0)) return null
  return textlimit - [...text].length - [...spoiler].length
}

/** True when posting must be disabled because the text is over the limit (s1 §5). */
export function isOverLimit(text: string, spoiler: string, textlimit: number): boolean {
  const left = charactersLeft(text, spoiler, textlimit)
  return left !== null && left < 0
}

/** Inputs of {@link visibleScopes}. */
export interface ScopeContext {
  minimalScopesMode: boolean
  /** The scope chosen now. */
  current: Visibility
  /** The scope of the replied-to (or edited) status, if any. */
  original?: Visibility | null
  /** The user's default scope. */
  defaultScope: Visibility
}

/**
 * The scopes the selector offers (s1 §5): only direct when the original is direct; else
 * direct always, the others unless minimal scopes mode hides them (a scope equal to the
 * current, original or default one always shows).
 */
export function visibleScopes(ctx: ScopeContext): Visibility[] {
  if (ctx.original === 'direct') return ['direct']
  return SCOPES.filter(
    (scope) =>
      scope === 'direct' ||
      !ctx.minimalScopesMode ||
      scope === ctx.current ||
      scope === ctx.original ||
      scope === ctx.defaultScope,
  )
}

/**
 * The starting scope of a reply (s1 §5): the original's when scopeCopy is on or it is
 * direct, else the user's default.
 */
export function replyScope(original: Visibility, scopeCopy: boolean, defaultScope: Visibility) {
  return scopeCopy || original === 'direct' ? original : defaultScope
}

/**
 * The catalogue key of the warning under the scope selector, or null (s1 §5): private posts
 * from an unlocked account; direct posts go to the first mentioned only with safeDM.
 */
export function scopeWarning(
  scope: Visibility,
  accountLocked: boolean,
  safeDM: boolean,
): string | null {
  if (scope === 'private' && !accountLocked) return 'post_status.account_not_locked_warning'
  if (scope === 'direct') {
    return safeDM ? 'post_status.direct_warning_to_first_only' : 'post_status.direct_warning_to_all'
  }
  return null
}

/**
 * The subject of a reply (s1 §3 "Subject copy behaviours"): `email` adds 're: ' unless the
 * subject already starts with "re" (then as is), `masto` keeps it, anything else (`noop`,
 * `none`) drops it. An empty subject stays empty.
 */
export function replySubject(behavior: string, subject: string): string {
  if (subject.trim() === '') return ''
  if (behavior === 'email') return /^re/i.test(subject) ? subject : `re: ${subject}`
  if (behavior === 'masto') return subject
  return ''
}
