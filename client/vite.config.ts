/// <reference types="vitest/config" />
import { execSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { chunkGroup } from './chunks.ts'
import packageJson from './package.json' with { type: 'json' }

/**
 * Dev server proxies the instance's paths (like Pleroma-FE) to STARLING_INSTANCE,
 * set by `npm run dev -- --instance URL` (scripts/dev.mjs); default: the local demo instance.
 */
const instance = process.env.STARLING_INSTANCE ?? 'http://localhost:4000'
const proxied = [
  '/api',
  '/oauth',
  '/nodeinfo',
  '/.well-known',
  '/static',
  '/instance',
  '/media',
  '/emoji',
  '/main/ostatus',
  '/auth',
]
const proxy = Object.fromEntries(
  proxied.map((path) => [path, { target: instance, changeOrigin: true, secure: false }]),
)

/** The commit the build was made from (the Version tab), or "unknown" outside a Git checkout. */
function commitHash(): string {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim()
  } catch {
    return 'unknown'
  }
}

/**
 * Lazy chunks a person lands on (the public timelines' `landing` chunk, a member's start in the
 * `member` chunk, a tag from a link, a post, a profile): their files are preloaded with them.
 */
const LANDING_PAGE =
  /\/(landing|member|(TagTimeline|Conversation|Profile|RemoteUser)Page)-[^/]*\.js$/

/**
 * Codes of the languages with a catalogue (`src/i18n/bundles/{code}.ts`), English first: the
 * initial load needs only these names, not the loaders of their chunks (src/i18n/index.ts).
 */
function catalogueCodes(): string[] {
  const codes = readdirSync(new URL('src/i18n/bundles', import.meta.url))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -3))
    .sort()
  return ['en', ...codes.filter((code) => code !== 'en')]
}

/**
 * Chunks that keep their name in their file name: the groups of chunks.ts, the pages
 * (LANDING_PAGE tells them apart) and the language catalogues (`de-….js`, which a journey
 * blocks by name). Every other chunk and asset is named by its hash alone: the entry names each
 * lazy chunk and style sheet it may load, and the names cost about 1.5 KB of the initial load's
 * gzip.
 */
const NAMED_CHUNKS = new Set([
  'landing',
  'member',
  'common',
  ...['TagTimeline', 'Conversation', 'Profile', 'RemoteUser'].map((page) => `${page}Page`),
  ...catalogueCodes(),
])

/**
 * The entry script is a module, so it never blocks the first paint: `fetchpriority="low"` says so
 * to the browser (and to Lighthouse, which otherwise counts a High-priority script that finished
 * before the first paint as render-blocking). Vite drops the attribute from index.html's own tag,
 * so it is added to the built one.
 */
const entryScriptPriority: Plugin = {
  name: 'starling:entry-script-priority',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(/<script type="module" /g, '<script type="module" fetchpriority="low" '),
  },
}

/**
 * V8's explicit compile hint (Chrome 136+): a file that begins with `//# allFunctionsCalledOnLoad`
 * has every function compiled eagerly while it streams in, off the main thread, instead of each
 * one lazily on the main thread when it is first called. Given to the entry and to the chunks of
 * the pages a person lands on (LANDING_PAGE), whose functions nearly all run for the first
 * screen: on /main/public, main-thread compiling fell from about 270 ms to 55-80 ms (traced) and
 * Lighthouse's phone total blocking time from 424-530 ms to 236-287 ms (3 interleaved pairs).
 * Added last, after Vite prepends its `__vite__mapDeps` line: the comment counts only on a file's
 * first line (on the second, traces showed no change). The file names' hashes, made before, do
 * not cover this comment, which changes no behaviour; the build makes no source maps for it to
 * shift.
 */
const compileHints: Plugin = {
  name: 'starling:compile-hints',
  enforce: 'post',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && (chunk.isEntry || LANDING_PAGE.test(`/${chunk.fileName}`)))
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`
    },
  },
}

export default defineConfig({
  plugins: [react(), entryScriptPriority, compileHints],
  resolve: {
    alias: {
      'use-sync-external-store/shim': fileURLToPath(
        new URL('./src/lib/syncExternalStoreShim.ts', import.meta.url),
      ),
    },
  },
  define: {
    __STARLING_VERSION__: JSON.stringify(packageJson.version),
    __STARLING_COMMIT__: JSON.stringify(commitHash()),
    __STARLING_CATALOGUES__: JSON.stringify(catalogueCodes()),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Read by vite.early.config.ts (the files a first screen needs), which removes it.
    manifest: true,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Every module of the entry's static graph in the entry's one file: left alone, Rolldown
        // puts each module that a lazy chunk also imports into a shared chunk of its own (ten
        // module preloads at start-up, 3.7 KB more gzip from the chunks' import and export lists).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // Not the groups' dependencies too: the member group's include modules a visitor
            // loads by other ways (chunks.ts), which would then fetch the member chunk.
            { name: chunkGroup, includeDependenciesRecursively: false },
          ],
        },
        assetFileNames: 'assets/[hash][extname]',
        chunkFileNames: (chunk) =>
          NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
      },
    },
    modulePreload: {
      polyfill: false,
      // A lazy chunk's import in the entry lists every file it needs, so the browser fetches them
      // at once; those lists cost about 3 KB of the initial load (DESIGN.md's budget). Only the
      // pages someone lands on keep theirs; for panels, menus, dialogs and the
      // member-only machinery only the style sheets are listed and their own scripts load as
      // the chunk imports them (a short waterfall after the first paint).
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'js' && !LANDING_PAGE.test(filename)
          ? deps.filter((dep) => dep.endsWith('.css'))
          : deps,
    },
  },
  server: {
    proxy: {
      ...proxy,
      '/socket': { target: instance, ws: true, changeOrigin: true, secure: false },
      '/api/v1/streaming': { target: instance, ws: true, changeOrigin: true, secure: false },
    },
  },
  test: {
    // happy-dom, whose pages are quicker to make and query than jsdom's. Files that check what
    // the sanitizer makes of server HTML (links, mentions, headings, removed scripts) start
    // with `// @vitest-environment jsdom`: DOMPurify reads node names through
    // Node.prototype, where happy-dom answers '' (happy-dom issue 2182), so it drops allowed
    // tags and keeps forbidden ones there; jsdom parses and sanitizes as browsers do.
    environment: 'happy-dom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    // After-each hooks in the order they were added: Testing Library's cleanup (added when a test
    // file imports it) unmounts first, so a file's own resets of stores and preferences never
    // re-render a mounted tree outside act().
    sequence: { hooks: 'list' },
    // Each file in a fresh VM context of a long-lived worker: as isolated as a worker per file,
    // without starting a worker and a DOM environment for every file (half the CPU time). A
    // worker is replaced once its heap passes vmMemoryLimit (VM contexts leak a little).
    pool: 'vmThreads',
    vmMemoryLimit: '1GB',
    maxWorkers: 2,
    // The settings tabs' long interaction tests take 3-5 s on two busy cores; 5 s was too close.
    testTimeout: 15_000,
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
