/**
 * What Lighthouse's simulated phone (Lantern) would give if some requests were smaller or absent,
 * computed from one recorded load instead of measured across builds (issue 20). Lantern prices a
 * recorded trace and network log; this tool edits the log and prices it again, so the answer is
 * exact for that recording and free of the run-to-run noise of separate loads.
 *
 *   npx tsx e2e/tools/lantern.ts gather URL DIR [--as USERNAME]
 *     one cold load of URL with Lighthouse's mobile preset; saves its artifacts in DIR; with
 *     `--as`, a returning visit of that demo account (its kept session set first)
 *   npx tsx e2e/tools/lantern.ts price DIR ['{"scale":{"index-":0.9},"drop":"avatar-"}'] [--chain]
 *     FCP, LCP (ms) and performance of DIR's load as recorded, then with every request whose URL
 *     matches a `scale` pattern (a regular expression) that many times its transfer size, and
 *     without the requests matching `drop`; `--chain` lists the nodes of both LCP graphs
 *     (network: simulated start-end ms, bytes, priority, URL; CPU tasks of 20 ms or more).
 *
 * Needs the demo instance running for `gather` (BASE_URL is not used: give the whole URL).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js'
import lighthouse from 'lighthouse'
import { keptSession } from '../bench/keptSession'
import { inLighthouseChromium } from '../bench/lighthouse'

/** The edit: transfer-size factors by URL pattern, and a pattern of requests to leave out. */
interface Edit {
  scale?: Record<string, number>
  drop?: string
}

interface DevtoolsEvent {
  method: string
  params: { requestId?: string; request?: { url: string }; encodedDataLength?: number }
}

const LOG = 'defaultPass.devtoolslog.json'

/** Lighthouse's simulated FCP and LCP (ms) and performance (0-100) of the artifacts in `dir`. */
async function price(dir: string): Promise<string> {
  // Lighthouse refuses to price with other settings than the recording's.
  const { settings } = JSON.parse(readFileSync(join(dir, 'artifacts.json'), 'utf8')) as {
    settings: { disableStorageReset: boolean }
  }
  const result = await lighthouse('http://unused/', {
    auditMode: dir,
    onlyCategories: ['performance'],
    disableStorageReset: settings.disableStorageReset,
    logLevel: 'error',
  })
  if (!result) throw new Error(`Lighthouse priced nothing in ${dir}`)
  const { audits, categories } = result.lhr
  const ms = (id: string) => `${(audits[id]?.numericValue ?? NaN).toFixed(0)} ms`
  const score = Math.round((categories.performance?.score ?? NaN) * 100)
  return `FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, performance ${score}`
}

/** A copy of `dir` whose network log has `edit` applied; the caller removes it. */
function edited(dir: string, edit: Edit): string {
  const copy = mkdtempSync(join(tmpdir(), 'lantern-'))
  cpSync(dir, copy, { recursive: true })
  const log = JSON.parse(readFileSync(join(copy, LOG), 'utf8')) as DevtoolsEvent[]
  const urls = new Map<string, string>()
  for (const event of log) {
    if (event.method === 'Network.requestWillBeSent' && event.params.request)
      urls.set(event.params.requestId ?? '', event.params.request.url)
  }
  const drop = edit.drop ? new RegExp(edit.drop) : null
  const scales = Object.entries(edit.scale ?? {}).map(([pattern, factor]) => ({
    pattern: new RegExp(pattern),
    factor,
  }))
  const kept = log.filter((event) => {
    const url = urls.get(event.params.requestId ?? '')
    return url === undefined || !drop?.test(url)
  })
  for (const event of kept) {
    const url = urls.get(event.params.requestId ?? '')
    const sized =
      event.method === 'Network.loadingFinished' || event.method === 'Network.dataReceived'
    if (url === undefined || !sized || event.params.encodedDataLength === undefined) continue
    for (const { pattern, factor } of scales) {
      if (pattern.test(url))
        event.params.encodedDataLength = Math.round(event.params.encodedDataLength * factor)
    }
  }
  writeFileSync(join(copy, LOG), JSON.stringify(kept))
  return copy
}

/** The nodes of the last pricing's two LCP graphs, in order of simulated start. */
function printChain(): void {
  const timings = Lantern.Simulation.Simulator.allNodeTimings
  for (const label of ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint']) {
    console.info(`\n${label}`)
    const nodes = [...(timings.get(label)?.entries() ?? [])]
    nodes.sort((a, b) => a[1].startTime - b[1].startTime)
    for (const [node, { startTime, endTime }] of nodes) {
      const span = `${startTime.toFixed(0).padStart(5)}-${endTime.toFixed(0).padStart(5)}`
      if (node.type === 'network') {
        const { transferSize, priority, url } = node.request
        console.info(`${span} ${String(transferSize).padStart(7)} B ${priority} ${url}`)
      } else if (endTime - startTime >= 20)
        console.info(`${span} CPU ${(endTime - startTime).toFixed(0)} ms`)
    }
  }
}

const [command, target, dir] = process.argv.slice(2)
if (command === 'gather' && target && dir) {
  const asAt = process.argv.indexOf('--as')
  const as = asAt > 0 ? process.argv[asAt + 1] : undefined
  const storage = as ? await keptSession(new URL(target).origin, as) : undefined
  await inLighthouseChromium(target, storage, (port) =>
    lighthouse(target, {
      port,
      gatherMode: dir,
      onlyCategories: ['performance'],
      disableStorageReset: storage !== undefined,
      logLevel: 'error',
    }),
  )
  console.info(`Saved the artifacts of ${target} in ${dir}`)
} else if (command === 'price' && target) {
  const chain = process.argv.includes('--chain')
  const spec = process.argv.slice(4).find((arg) => arg !== '--chain')
  console.info(`as recorded: ${await price(target)}`)
  if (chain && !spec) printChain()
  if (spec) {
    const copy = edited(target, JSON.parse(spec) as Edit)
    try {
      console.info(`edited:      ${await price(copy)}`)
      if (chain) printChain()
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  }
} else {
  console.error(
    'usage: lantern.ts gather URL DIR [--as USERNAME] | lantern.ts price DIR [EDIT-JSON] [--chain]',
  )
  process.exitCode = 1
}
