/**
 * The federation transparency panel's data (s1 §2 "federation transparency panel", s1 §3
 * "Federation policy"; PLEROMA-API §2.1 `pleroma.metadata.federation`): the instance's MRF
 * transparency object read leniently into the lists the panel shows.
 */
import * as z from 'zod/mini'
import { dict, doc, list, opt, str, strings } from '../../api/schemas/lenient'

/** The instance lists of the simple policy, in the panel's order. */
export const SIMPLE_POLICIES = [
  'accept',
  'reject',
  'quarantine',
  'federated_timeline_removal',
  'media_nsfw',
  'media_removal',
] as const
export type SimplePolicy = (typeof SIMPLE_POLICIES)[number]

/** One instance under a policy, with the reason the admins gave, or null (not applicable). */
export interface PolicyEntry {
  instance: string
  reason: string | null
}

/** What the panel shows; lists without entries are left out. */
export interface FederationPolicies {
  /** The enabled MRF policy names. */
  policies: string[]
  simple: { policy: SimplePolicy; entries: PolicyEntry[] }[]
  keyword: {
    federated_timeline_removal: string[]
    reject: string[]
    replace: { pattern: string; replacement: string }[]
  }
}

const reasons = dict(z.catch(z.object({ reason: str }), { reason: undefined }))
const federationSchema = doc({
  mrf_policies: strings,
  mrf_simple: opt(z.record(z.string(), strings)),
  mrf_simple_info: opt(z.record(z.string(), reasons)),
  quarantined_instances: strings,
  quarantined_instances_info: opt(z.object({ quarantined_instances: opt(reasons) })),
  mrf_keyword: opt(
    z.object({
      federated_timeline_removal: strings,
      reject: strings,
      replace: list(z.object({ pattern: str, replacement: str })),
    }),
  ),
})

/**
 * The panel's lists from the raw transparency object (null or malformed: nothing to show).
 * Reasons come from `mrf_simple_info` (and `quarantined_instances_info` for quarantine);
 * blank reasons count as none.
 */
export function federationPolicies(raw: unknown): FederationPolicies {
  const f = federationSchema.parse(raw ?? {})
  const simple = SIMPLE_POLICIES.map((policy) => {
    const hosts = policy === 'quarantine' ? f.quarantined_instances : (f.mrf_simple?.[policy] ?? [])
    const info =
      policy === 'quarantine'
        ? f.quarantined_instances_info?.quarantined_instances
        : f.mrf_simple_info?.[policy]
    const entries = hosts.map((instance) => ({
      instance,
      reason: info?.[instance]?.reason?.trim() || null,
    }))
    return { policy, entries }
  }).filter((group) => group.entries.length > 0)
  const keyword = f.mrf_keyword
  return {
    policies: f.mrf_policies,
    simple,
    keyword: {
      federated_timeline_removal: keyword?.federated_timeline_removal ?? [],
      reject: keyword?.reject ?? [],
      replace: (keyword?.replace ?? []).map((r) => ({
        pattern: r.pattern ?? '',
        replacement: r.replacement ?? '',
      })),
    },
  }
}

/** True when the keyword policy lists any pattern. */
export function hasKeywords(k: FederationPolicies['keyword']): boolean {
  return k.federated_timeline_removal.length + k.reject.length + k.replace.length > 0
}

/** True when the panel has anything to show. */
export function hasPolicies(p: FederationPolicies): boolean {
  return p.policies.length > 0 || p.simple.length > 0 || hasKeywords(p.keyword)
}
