/**
 * The second build step (issue 20), after the app's (vite.config.ts) into the same dist/ and
 * before the service worker's (vite.sw.config.ts, which then precaches it): src/early.ts, the
 * page's first script, with the files each kind of start needs filled in from the app build's
 * manifest, and named in dist/index.html before the entry. Built apart, it shares no module
 * with the app (one shared module would be a chunk of its own, fetched before either runs).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { DIST, SIDE_BUILD } from './sideBuild.ts'
import { defineConfig, type Manifest, type Plugin } from 'vite'
import type { FirstFiles } from './src/state/firstFiles'

/** Vite's manifest of the app build (`build.manifest` in vite.config.ts); removed afterwards. */
const MANIFEST_DIR = resolve(DIST, '.vite')

/**
 * The chunks each kind of start needs: a lazily imported module's (its key in Vite's manifest) or
 * a chunk group's of chunks.ts (its name).
 */
const FIRST_CHUNKS: Record<Exclude<keyof FirstFiles, 'pages'>, string[]> = {
  always: ['src/i18n/bundles/en.ts', 'src/state/theme.ts'],
  posts: ['landing'],
  member: ['member'],
}

/** The page chunks (their names) by the first segment of the addresses that show them. */
const PAGE_CHUNKS: Record<string, string> = {
  notice: 'ConversationPage',
  tag: 'TagTimelinePage',
}

/**
 * The files (`/assets/…`) of the chunks `ids` name (manifest keys or chunk names), of the chunks
 * they import statically (not the entry, which index.html names) and their style sheets. Throws
 * when an id names no chunk.
 */
function filesOf(manifest: Manifest, ids: string[]): string[] {
  const files = new Set<string>()
  const visit = (id: string) => {
    const chunk = manifest[id] ?? Object.values(manifest).find((c) => c.name === id)
    if (!chunk) throw new Error(`vite.early.config.ts: no chunk ${id} in the app's manifest`)
    if (chunk.isEntry || files.has(`/${chunk.file}`)) return
    files.add(`/${chunk.file}`)
    for (const css of chunk.css ?? []) files.add(`/${css}`)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  ids.forEach(visit)
  return [...files]
}

/** Where a Pleroma server writes a page's meta tags and start-up answers (PLEROMA-API §2.10). */
const SERVER_META = '<!--server-generated-meta-->'

/**
 * Names the built script in dist/index.html before the entry: an async classic script, so it runs
 * in a task of its own as soon as it arrives (an async module ran in the entry's task when both
 * had arrived, and Lighthouse priced the requests it sends after that whole task), at low
 * priority, so it never counts as holding the first paint. Then moves Pleroma's placeholder
 * comment to the end of the head, after the tags Vite adds: the answers a server writes there
 * (about 100 KB of base64 with a page of posts) must not come before the scripts and the style
 * sheet, which the browser would then find only once they had arrived. Throws when the page has
 * no entry script or no placeholder.
 */
const nameInPage: Plugin = {
  name: 'starling:early-script',
  writeBundle(_, bundle) {
    const script = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry)
    if (!script) throw new Error('vite.early.config.ts: no script built')
    const page = resolve(DIST, 'index.html')
    const tag = `<script async fetchpriority="low" src="/${script.fileName}"></script>`
    const html = readFileSync(page, 'utf8')
    if (!html.includes('<script type="module"')) throw new Error('index.html has no entry script')
    if (!html.includes(SERVER_META)) throw new Error(`index.html has no ${SERVER_META}`)
    writeFileSync(
      page,
      html
        .replace(/( *)<script type="module"/, `$1${tag}\n$1<script type="module"`)
        .replace(new RegExp(`\\n *${SERVER_META}`), '')
        .replace('</head>', `  ${SERVER_META}\n  </head>`),
    )
    rmSync(MANIFEST_DIR, { recursive: true, force: true })
  },
}

export default defineConfig(() => {
  const manifest = JSON.parse(
    readFileSync(resolve(MANIFEST_DIR, 'manifest.json'), 'utf8'),
  ) as Manifest
  const files: FirstFiles = {
    always: filesOf(manifest, FIRST_CHUNKS.always),
    posts: filesOf(manifest, FIRST_CHUNKS.posts),
    member: filesOf(manifest, FIRST_CHUNKS.member),
    pages: Object.fromEntries(
      Object.entries(PAGE_CHUNKS).map(([segment, chunk]) => [segment, filesOf(manifest, [chunk])]),
    ),
  }
  return {
    plugins: [nameInPage],
    define: { __FIRST_FILES__: JSON.stringify(files) },
    build: {
      ...SIDE_BUILD,
      rolldownOptions: {
        input: resolve(import.meta.dirname, 'src/early.ts'),
        output: { format: 'iife' as const, entryFileNames: 'assets/early-[hash].js' },
      },
    },
  }
})
