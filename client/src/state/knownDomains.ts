/**
 * Known domains (s1 §3 instance config `knownDomains`; s2 §7 GET /api/v1/instance/peers): asked
 * with the signed-in account's token once its session is known (a visitor is refused on
 * GoToSocial and private servers), so not among the visitor's start-up calls.
 */
import { fetchPeers } from '../api/endpoints/instance'
import { instanceOrigin } from '../api/http'
import { instanceStore } from './instance'

/** Fetches the peers into `knownDomains`; a failure is logged and changes nothing. Never rejects. */
export async function loadKnownDomains(): Promise<void> {
  const server = instanceOrigin()
  try {
    const peers = await fetchPeers()
    if (instanceOrigin() !== server) return
    instanceStore.setState((s) => ({ config: { ...s.config, knownDomains: peers } }))
  } catch (error) {
    console.warn('/api/v1/instance/peers failed', error)
  }
}
