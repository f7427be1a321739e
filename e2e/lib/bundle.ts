import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The client build folder (client/dist). */
export const distDir = join(import.meta.dirname, '..', '..', 'client', 'dist')

/** One file index.html loads before any lazy import, with its size in bytes (raw and gzip level 9). */
export interface InitialFile {
  path: string
  bytes: number
  gzipBytes: number
}

/**
 * The JS and CSS that `index.html` pulls before first paint: its module scripts, stylesheets and
 * module preloads (Vite lists the static import graph of the entry as modulepreload links).
 * Throws when client/dist/index.html is missing (run `npm run build`).
 */
export function initialLoad(): { files: InitialFile[]; gzipBytes: number } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const refs = new Set<string>()
  for (const match of html.matchAll(
    /<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.(?:js|css))"/g,
  )) {
    if (match[1]) refs.add(match[1])
  }
  const files = [...refs].map((ref) => {
    const content = readFileSync(join(distDir, ref.replace(/^\//, '')))
    return { path: ref, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length }
  })
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) }
}

/** DESIGN.md budget: at most 150 KB (150 × 1024 bytes) of gzip JS+CSS in the initial load. */
export const initialLoadBudgetBytes = 150 * 1024
