/**
 * The lazy door to every catalogue but English (s2 §7: one chunk per language, loaded on
 * demand). Its map of bundle loaders grows by one entry per language, so it lives in a chunk of
 * its own rather than in the initial load; English is imported by index.ts directly.
 */
/** A bundle: the group files of one language, keyed by path (`../locales/de/timeline.json`). */
export type Bundle = Record<string, Record<string, unknown>>

const bundles = import.meta.glob<Bundle>(['./bundles/*.ts', '!./bundles/en.ts'], {
  import: 'default',
})

/**
 * The group files of the catalogue `code` (a separate chunk).
 * @throws when there is no such catalogue or its chunk fails to load
 */
export function loadBundle(code: string): Promise<Bundle> {
  const load = bundles[`./bundles/${code}.ts`]
  return load ? load() : Promise.reject(new Error(`No catalogue for language ${code}`))
}
