import { remoteInteractionUrl } from './remoteInteraction'

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
