// What the client's and the demo server's import floors share (issue 10): the rule shapes of
// their depcruise.config.mjs and the cruise their architecture tests run. Paths in rules are
// relative to the workspace (client/ or demo-server/); sources live under src/.
import { cruise } from 'dependency-cruiser'

/** Where sources live in either workspace, as a dependency-cruiser path pattern. */
export const SRC = '^src/'

/**
 * A rule: files matching `from` (tests, matched by `test`, excepted) may import internal files
 * only under `allowed` (path patterns). `doc` names where the floors are described.
 */
export function floorRule(name, from, allowed, { test, doc }) {
  return {
    name: `floor-${name}`,
    severity: 'error',
    comment: `${name} imports only ${allowed.join(', ') || 'nothing internal'} (${doc})`,
    from: { path: from, pathNot: test },
    to: { path: SRC, pathNot: [from, ...allowed] },
  }
}

/** The rule that no import circle exists under src/, product and tests alike. */
export const noCircular = {
  name: 'no-circular',
  severity: 'error',
  comment: 'No import circle, in the product or its tests',
  from: { path: SRC },
  to: { circular: true },
}

/**
 * Cruises `baseDir`/src with `config` (a depcruise.config.mjs) and the workspace's tsconfig;
 * returns each violation as "rule: from -> to" ([] when the floors hold).
 */
export async function floorViolations(config, workspaceDir, baseDir = workspaceDir) {
  const result = await cruise(['src'], {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    tsConfig: { fileName: `${workspaceDir}/tsconfig.json` },
  })
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)
}
