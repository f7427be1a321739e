// @vitest-environment node
// The import floors of docs/ARCHITECTURE.md "Layers" (issue 10), checked with dependency-cruiser
// over the real source, and over a small fixture tree that breaks each kind of rule, so this
// test fails if the rules stop catching what they are for.
import { resolve } from 'node:path'
import config from '../depcruise.config.mjs'
import { floorViolations } from '../../scripts/floors.mjs'

const clientDir = resolve(__dirname, '..')

const violations = (baseDir: string) => floorViolations(config, clientDir, baseDir)

describe('import floors (issue 10)', () => {
  it('the client has no import running up a floor, across a feature, or in a circle', async () => {
    expect(await violations(clientDir)).toEqual([])
  }, 60_000)

  it('reports a forbidden import, a feature internal reached from another feature, and a circle', async () => {
    const found = await violations(`${clientDir}/test-fixtures/floors`)
    expect(found).toEqual(
      expect.arrayContaining([
        'floor-lib: src/lib/helper.ts -> src/features/a/internal.ts',
        'feature-through-index: src/features/b/reader.ts -> src/features/a/internal.ts',
        expect.stringMatching(/^no-circular: src\/features\/b\/circle(Back)?\.ts -> /),
      ]),
    )
  }, 60_000)
})
