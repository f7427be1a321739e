/**
 * OAuth scopes (PLEROMA-API §1.3): top-level `read`, `write`, `follow`, `push`, `admin`; a scope
 * grants every scope below it on `:` boundaries (`admin` grants `admin:read:accounts`).
 */

/** Splits a scope parameter (space and/or comma separated; array values joined). Empty → []. */
export function parseScopes(value: unknown): string[] {
  const text = Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : ''
  return [...new Set(text.split(/[\s,]+/).filter((s) => s.length > 0))]
}

/** True when `granted` holds `wanted` itself or one of its `:`-prefix parents. */
export function grants(granted: readonly string[], wanted: string): boolean {
  return granted.some((g) => g === wanted || wanted.startsWith(`${g}:`))
}

/**
 * True when the token's scopes satisfy an any-of requirement (`['follow', 'write:follows']` =
 * either). An empty requirement is always satisfied.
 */
export function satisfies(granted: readonly string[], anyOf: readonly string[]): boolean {
  return anyOf.length === 0 || anyOf.some((s) => grants(granted, s))
}

/** True when every requested scope is granted by the app's scopes (hierarchy applies). */
export function isSubset(requested: readonly string[], allowed: readonly string[]): boolean {
  return requested.every((s) => grants(allowed, s))
}

/** Pleroma's message for a missing scope: `Insufficient permissions: follow | write:follows.` */
export function insufficientMessage(anyOf: readonly string[]): string {
  return `Insufficient permissions: ${anyOf.join(' | ')}.`
}
