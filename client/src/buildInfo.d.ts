/** Build facts that vite.config.ts defines (the Version tab). */
declare const __STARLING_VERSION__: string
declare const __STARLING_COMMIT__: string
