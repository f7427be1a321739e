/**
 * What the builds after the app's share (vite.early.config.ts, vite.sw.config.ts): they write
 * into the app's dist/ without emptying it or copying public/ again, for the app's browsers.
 */
import { resolve } from 'node:path'

/** The app's build folder. */
export const DIST = resolve(import.meta.dirname, 'dist')

/** The `build` options every later build starts from (its own `input` added). */
export const SIDE_BUILD = {
  outDir: DIST,
  emptyOutDir: false,
  copyPublicDir: false,
  target: 'es2022',
  sourcemap: false,
  modulePreload: { polyfill: false },
}
