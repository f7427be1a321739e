// @vitest-environment node
import { remoteFollowAction, remoteInteractionUrl } from './remoteInteraction'

describe('remote-interaction link (s1 §2, §5)', () => {
  it('is {server}/main/ostatus?status_id={id}', () => {
    expect(remoteInteractionUrl('https://pleroma.example/', 'AbC')).toBe(
      'https://pleroma.example/main/ostatus?status_id=AbC',
    )
  })

  it('is relative to the page when the server URL is unusable', () => {
    expect(remoteInteractionUrl('javascript:x', 'a&b')).toBe('/main/ostatus?status_id=a%26b')
  })
})

describe('remote follow form action (s1 §2, s2 §7)', () => {
  it("posts to /main/ostatus on the host of the user's profile", () => {
    expect(remoteFollowAction('https://remote.example:8443/users/bob')).toBe(
      'https://remote.example:8443/main/ostatus',
    )
    expect(remoteFollowAction('https://bücher.example/@bob')).toBe(
      'https://xn--bcher-kva.example/main/ostatus',
    )
    expect(remoteFollowAction('javascript:alert(1)')).toBeNull()
    expect(remoteFollowAction('')).toBeNull()
  })
})
