// The import floors of docs/demo-server.md "Floors" (issue 10), checked with dependency-cruiser
// over the real source, and over a small fixture tree that breaks each kind of rule, so this
// test fails if the rules stop catching what they are for.
import { cruise, type ICruiseResult } from 'dependency-cruiser'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import config from '../depcruise.config.mjs'

const serverDir = resolve(import.meta.dirname, '..')

async function violations(baseDir: string): Promise<string[]> {
  const result = await cruise(['src'], {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    tsConfig: { fileName: `${serverDir}/tsconfig.json` },
  })
  const output = result.output as ICruiseResult
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)
}

describe('import floors (issue 10)', () => {
  it('the demo server has no import running up a floor or in a circle', async () => {
    expect(await violations(serverDir)).toEqual([])
  }, 60_000)

  it('reports an upward import and a circle', async () => {
    const found = await violations(`${serverDir}/test-fixtures/floors`)
    expect(found).toEqual(
      expect.arrayContaining([
        'floor-model: src/model/store.ts -> src/resources/route.ts',
        expect.stringMatching(/^no-circular: src\/serialize\/circle(Back)?\.ts -> /),
      ]),
    )
  }, 60_000)
})
