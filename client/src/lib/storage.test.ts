import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSafeStorage, subscribeStorage, type StorageBackend } from './storage'

/** A backend whose every call throws, like localStorage with storage disabled. */
const throwingBackend: StorageBackend = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
}

describe('createSafeStorage', () => {
  afterEach(() => window.localStorage.clear())

  it('reads and writes the real backend when it works', () => {
    const safe = createSafeStorage(() => window.localStorage)
    expect(safe.setItem('k', 'v')).toBe(true)
    expect(window.localStorage.getItem('k')).toBe('v')
    expect(safe.getItem('k')).toBe('v')
    expect(safe.available).toBe(true)
    safe.removeItem('k')
    expect(safe.getItem('k')).toBeNull()
  })

  it('falls back to memory when reaching the backend throws', () => {
    const safe = createSafeStorage(() => {
      throw new DOMException('disabled', 'SecurityError')
    })
    expect(safe.available).toBe(false)
    expect(safe.setItem('k', 'v')).toBe(false)
    expect(safe.getItem('k')).toBe('v')
  })

  it('falls back to memory when every call throws', () => {
    const safe = createSafeStorage(() => throwingBackend)
    expect(safe.available).toBe(false)
    safe.setItem('k', 'v')
    expect(safe.getItem('k')).toBe('v')
  })

  it('falls back to memory when there is no backend', () => {
    const safe = createSafeStorage(() => null)
    expect(safe.available).toBe(false)
    safe.setItem('k', 'v')
    expect(safe.getItem('k')).toBe('v')
  })

  it('keeps a value in memory and reports unavailable when a write exceeds the quota', () => {
    let full = false
    const backend: StorageBackend = {
      getItem: (key) => window.localStorage.getItem(key),
      setItem: (key, value) => {
        if (full) throw new DOMException('full', 'QuotaExceededError')
        window.localStorage.setItem(key, value)
      },
      removeItem: (key) => window.localStorage.removeItem(key),
    }
    const safe = createSafeStorage(() => backend)
    expect(safe.setItem('a', '1')).toBe(true)
    full = true
    expect(safe.setItem('b', '2')).toBe(false)
    expect(safe.available).toBe(false)
    expect(safe.getItem('b')).toBe('2')
  })
})

describe('subscribeStorage', () => {
  it('reports changes of its key made by another tab, and stops after unsubscribing', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeStorage('watched', listener)
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'x' }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'watched', newValue: 'new' }))
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    expect(listener.mock.calls).toEqual([['new'], [null]])
    unsubscribe()
    window.dispatchEvent(new StorageEvent('storage', { key: 'watched', newValue: 'later' }))
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('ignores sessionStorage events', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeStorage('watched', listener)
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'watched',
        newValue: 'x',
        storageArea: window.sessionStorage,
      }),
    )
    expect(listener).not.toHaveBeenCalled()
    unsubscribe()
  })
})
