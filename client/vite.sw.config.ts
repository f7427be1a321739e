/**
 * The second build step (issue 19), after the app's (vite.config.ts) into the same dist/: the
 * offline page (offline.html, src/offline.ts) and the service worker (sw/sw.ts, built by
 * vite-plugin-pwa's injectManifest with Workbox's precache list). Built apart from the app so
 * that the page shares no module with it: a module used by both entries of one build becomes a
 * chunk of its own, which would add a file (and bytes) to the app's initial load.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { DIST, SIDE_BUILD } from './sideBuild.ts'
import { defineConfig } from 'vite'
import { VitePWA, type ManifestTransform } from 'vite-plugin-pwa'

/** The pages whose files the service worker precaches: the app and the offline page. */
const PRECACHED_PAGES = ['index.html', 'offline.html']

/**
 * Keeps in the service worker's precache only what a first load fetches (the app shell and the
 * initial chunks): the files index.html and offline.html name (scripts, module preloads, style
 * sheets) and offline.html itself. Lazy chunks are cached when first used (sw/sw.ts), so a
 * browser never downloads every page up front.
 */
const initialLoadOnly: ManifestTransform = (entries) => {
  const named = new Set(['offline.html'])
  for (const page of PRECACHED_PAGES) {
    const html = readFileSync(resolve(DIST, page), 'utf8')
    for (const [, file] of html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)) named.add(file)
  }
  return { manifest: entries.filter((entry) => named.has(entry.url)), warnings: [] }
}

export default defineConfig({
  plugins: [
    // No manifest (the instance serves /manifest.json; public/ has the stand-alone one) and no
    // registration script in the page (strict CSP): src/features/pwa registers the worker
    // lazily after the app's first render.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html}'],
        manifestTransforms: [initialLoadOnly],
      },
    }),
  ],
  build: {
    ...SIDE_BUILD,
    rollupOptions: { input: resolve(import.meta.dirname, 'offline.html') },
  },
})
