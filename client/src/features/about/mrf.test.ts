// @vitest-environment node
import { federationPolicies, hasPolicies } from './mrf'

describe('federation transparency panel mapping (s1 §2, s1 §3 "Federation policy")', () => {
  const federation = {
    enabled: true,
    mrf_policies: ['SimplePolicy', 'KeywordPolicy'],
    mrf_simple: {
      accept: [],
      reject: ['spam.example', 'rude.example'],
      federated_timeline_removal: ['loud.example'],
      media_nsfw: ['lewd.example'],
      media_removal: ['big.example'],
      report_removal: ['ignored.example'],
    },
    mrf_simple_info: {
      reject: { 'spam.example': { reason: 'spam' }, 'rude.example': { reason: '  ' } },
      media_removal: { 'big.example': { reason: 'huge files' } },
    },
    quarantined_instances: ['shady.example'],
    quarantined_instances_info: { quarantined_instances: { 'shady.example': { reason: 'leaks' } } },
    mrf_keyword: {
      federated_timeline_removal: ['crypto'],
      reject: ['~r/buy now/i'],
      replace: [{ pattern: 'cloud', replacement: 'butt' }],
    },
  }

  it('lists every simple policy in the panel order with reasons or none', () => {
    const p = federationPolicies(federation)
    expect(p.policies).toEqual(['SimplePolicy', 'KeywordPolicy'])
    expect(p.simple).toEqual([
      {
        policy: 'reject',
        entries: [
          { instance: 'spam.example', reason: 'spam' },
          { instance: 'rude.example', reason: null },
        ],
      },
      { policy: 'quarantine', entries: [{ instance: 'shady.example', reason: 'leaks' }] },
      {
        policy: 'federated_timeline_removal',
        entries: [{ instance: 'loud.example', reason: null }],
      },
      { policy: 'media_nsfw', entries: [{ instance: 'lewd.example', reason: null }] },
      { policy: 'media_removal', entries: [{ instance: 'big.example', reason: 'huge files' }] },
    ])
  })

  it('reads the keyword policies: removal, reject and replace', () => {
    expect(federationPolicies(federation).keyword).toEqual({
      federated_timeline_removal: ['crypto'],
      reject: ['~r/buy now/i'],
      replace: [{ pattern: 'cloud', replacement: 'butt' }],
    })
  })

  it('shows nothing for an instance without transparency, or a malformed object', () => {
    expect(hasPolicies(federationPolicies({ enabled: true }))).toBe(false)
    expect(hasPolicies(federationPolicies(null))).toBe(false)
    expect(hasPolicies(federationPolicies('nonsense'))).toBe(false)
    expect(hasPolicies(federationPolicies({ mrf_simple: { accept: ['friend.example'] } }))).toBe(
      true,
    )
  })
})
