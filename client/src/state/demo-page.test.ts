// The demo instance's own page (demo-server buildServer, PLEROMA-API §2.10) read as the client
// reads it at start-up.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildServer } from '../../../demo-server/src/app'
import { readInitialResults } from './instance'

it("readInitialResults reads the demo page's four start-up answers as their paths answer", async () => {
  const dist = mkdtempSync(join(tmpdir(), 'starling-dist-'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>')
  const app = buildServer({ now: new Date('2025-05-01T12:00:00.000Z'), clientDist: dist })
  try {
    const page = (await app.inject('/main/public')).body
    const embedded = readInitialResults(new DOMParser().parseFromString(page, 'text/html'))
    const answer = async (path: string) => {
      const res = await app.inject(path)
      return path.endsWith('.html') ? res.body : (JSON.parse(res.body) as unknown)
    }
    const paths = [
      '/api/v1/instance',
      '/api/pleroma/frontend_configurations',
      '/nodeinfo/2.0.json',
      '/instance/panel.html',
    ]
    expect(Object.keys(embedded).sort()).toEqual([...paths].sort())
    for (const path of paths) expect(embedded[path]).toEqual(await answer(path))
  } finally {
    await app.close()
    rmSync(dist, { recursive: true, force: true })
  }
})
