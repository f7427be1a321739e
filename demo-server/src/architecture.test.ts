// The import floors of docs/demo-server.md "Floors" (issue 10), checked with dependency-cruiser
// over the real source, and over a small fixture tree that breaks each kind of rule, so this
// test fails if the rules stop catching what they are for.
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import config from '../depcruise.config.mjs'
import { floorViolations } from '../../scripts/floors.mjs'

const serverDir = resolve(import.meta.dirname, '..')

const violations = (baseDir: string) => floorViolations(config, serverDir, baseDir)

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
