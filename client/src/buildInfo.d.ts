/** Build facts that vite.config.ts defines (the Version tab; the languages with a catalogue). */
declare const __STARLING_VERSION__: string
declare const __STARLING_COMMIT__: string
declare const __STARLING_CATALOGUES__: readonly string[]
