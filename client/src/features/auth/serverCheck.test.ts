// @vitest-environment node
import { addressOf, serverOrigin } from './serverCheck'

describe('serverOrigin (the "which server?" field)', () => {
  it('reads a domain, a handle and a URL', () => {
    expect(serverOrigin(' example.social ')).toBe('https://example.social')
    expect(serverOrigin('@alice@example.social')).toBe('https://example.social')
    expect(serverOrigin('https://example.social/@alice')).toBe('https://example.social')
    expect(serverOrigin('http://127.0.0.1:4460')).toBe('http://127.0.0.1:4460')
  })

  it('refuses what is no server address', () => {
    expect(serverOrigin('')).toBeNull()
    expect(serverOrigin('hello world')).toBeNull()
    expect(serverOrigin('localhost')).toBeNull()
    expect(serverOrigin('ftp://example.social')).toBeNull()
  })

  it('shows https servers by their host and others by their origin', () => {
    expect(addressOf('https://example.social')).toBe('example.social')
    expect(addressOf('http://127.0.0.1:4460')).toBe('http://127.0.0.1:4460')
  })
})
