/**
 * The page's first script (issue 20): a few hundred bytes that index.html names before the entry
 * (added by vite.early.config.ts, which also fills in `__FIRST_FILES__`), so the chunks the
 * first screen needs load beside the entry instead of after it (state/firstFiles.ts).
 */
import { preloadFirstFiles, type FirstFiles } from './state/firstFiles'

declare const __FIRST_FILES__: FirstFiles

preloadFirstFiles(__FIRST_FILES__, window.location.pathname)
