// @vitest-environment node
import { createSafeStorage } from '../../lib/storage'
import { forgetToken, loadApp, loadToken, saveApp, tokenKey } from './credentials'

function memoryStorage() {
  const map = new Map<string, string>()
  return createSafeStorage(() => ({
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  }))
}

describe('per-instance credentials', () => {
  it("reads an earlier build's tokens apart for two instance origins", () => {
    const store = memoryStorage()
    store.setItem(tokenKey('https://one.example'), 'token-one')
    store.setItem(tokenKey('https://two.example/some/path'), 'token-two')
    expect(loadToken('https://one.example/', store)).toBe('token-one')
    expect(loadToken('https://two.example', store)).toBe('token-two')
    expect(loadToken('https://three.example', store)).toBeNull()
    forgetToken('https://one.example', store)
    expect(loadToken('https://one.example', store)).toBeNull()
    expect(loadToken('https://two.example', store)).toBe('token-two')
  })

  it('names the key after the origin only', () => {
    expect(tokenKey('https://one.example:8443/x?y')).toBe(
      'starling:user-token:https://one.example:8443',
    )
  })

  it('keeps one OAuth app per instance and ignores unreadable entries', () => {
    const store = memoryStorage()
    saveApp('https://one.example', { clientId: 'a', clientSecret: 'b' }, store)
    expect(loadApp('https://one.example', store)).toEqual({ clientId: 'a', clientSecret: 'b' })
    expect(loadApp('https://two.example', store)).toBeNull()
    store.setItem('starling:oauth-app:https://two.example', '{not json')
    expect(loadApp('https://two.example', store)).toBeNull()
  })
})
