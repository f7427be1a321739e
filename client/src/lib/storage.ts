/**
 * Safe access to Web Storage (s2 §8 "Storage unavailable").
 *
 * `localStorage` can be missing, can throw on access (disabled cookies, sandboxed frames, some
 * private modes) and can throw on write (quota). A {@link SafeStorage} probes its backend once,
 * lazily, and from then on never throws: when the backend is unusable every key lives in an
 * in-memory map for the life of the page, and `available` reports false so the app can show
 * the spec's error notice at start.
 */

/** The part of the Web Storage interface a backend must offer. */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** A storage that never throws. Values are strings, as in Web Storage. */
export interface SafeStorage {
  /** The stored string, or null when the key is absent. */
  getItem(key: string): string | null
  /**
   * Stores a string. Returns false when the backend refused it (quota, disabled): the value is
   * then kept in memory and the storage switches to memory for good.
   */
  setItem(key: string, value: string): boolean
  removeItem(key: string): void
  /** True while values reach the real backend; false once it is known to be unusable. */
  readonly available: boolean
}

const PROBE_KEY = '__starling_storage_probe__'

/**
 * Creates a {@link SafeStorage} over a backend obtained by `getBackend` (called once, at the
 * first access; it may throw, as reading `window.localStorage` does when storage is disabled).
 */
export function createSafeStorage(
  getBackend: () => StorageBackend | null | undefined,
): SafeStorage {
  const memory = new Map<string, string>()
  let backend: StorageBackend | null = null
  let probed = false

  const resolve = (): StorageBackend | null => {
    if (probed) return backend
    probed = true
    try {
      const candidate = getBackend() ?? null
      if (candidate) {
        candidate.setItem(PROBE_KEY, '1')
        candidate.removeItem(PROBE_KEY)
      }
      backend = candidate
    } catch {
      backend = null
    }
    return backend
  }

  const fallBack = (): void => {
    backend = null
  }

  return {
    getItem(key) {
      const real = resolve()
      if (!real) return memory.get(key) ?? null
      try {
        return real.getItem(key)
      } catch {
        fallBack()
        return memory.get(key) ?? null
      }
    },
    setItem(key, value) {
      const real = resolve()
      if (real) {
        try {
          real.setItem(key, value)
          return true
        } catch {
          fallBack()
        }
      }
      memory.set(key, value)
      return false
    },
    removeItem(key) {
      memory.delete(key)
      const real = resolve()
      if (!real) return
      try {
        real.removeItem(key)
      } catch {
        fallBack()
      }
    },
    get available() {
      return resolve() !== null
    },
  }
}

/** The app's storage over `window.localStorage`; in memory when that is unusable. */
export const storage: SafeStorage = createSafeStorage(() =>
  typeof window === 'undefined' ? null : window.localStorage,
)

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** Whether the app's storage reaches `localStorage` (false: settings live in memory only). */
export function storageAvailable(): boolean {
  return storage.available
}

/**
 * Calls `listener` when another tab changes `key` in `localStorage` (the `storage` event, which
 * a tab never receives for its own writes; sessionStorage events are ignored). `newValue` is null when the key was removed; a
 * `localStorage.clear()` elsewhere (event key null) is reported as a removal too.
 * Returns the unsubscribe function.
 */
export function subscribeStorage(
  key: string,
  listener: (newValue: string | null) => void,
): () => void {
  if (typeof window === 'undefined') return () => undefined
  const onStorage = (event: StorageEvent): void => {
    if (event.storageArea && event.storageArea !== localStorageOrNull()) return
    if (event.key === null) listener(null)
    else if (event.key === key) listener(event.newValue)
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}
