/**
 * What `resolve=true` finds in a search (PLEROMA-API §10): a real Pleroma fetches a handle or a
 * URL from the network; the demo fetches nothing and matches what it knows. A handle
 * (`@nick`, `nick@host`, `nick@<this host>`) gives that account; a URL gives the account whose
 * profile it is (`/users/nick`, `/@nick`, a known remote actor URL) or the status it names (its
 * `uri` or `url`, or `/notice/<id>` of this instance), when the viewer may see it.
 */
import { ORIGIN } from '../lib/origin'
import type { AccountRecord, StatusRecord } from '../model/records'
import { canSee } from '../model/rules'
import { accountUrl, findAccount } from '../model/store'
import type { Store } from '../model/store'

/** The account or status a query names. */
export interface Resolved {
  account?: AccountRecord
  status?: StatusRecord
}

const HANDLE = /^@?([A-Za-z0-9_]+)(?:@([A-Za-z0-9.:-]+))?$/

/** The account of a handle; `host` is this instance's (`host[:port]`). */
function byHandle(store: Store, q: string, host: string): AccountRecord | undefined {
  const m = HANDLE.exec(q)
  if (!m) return undefined
  const [, nick = '', domain] = m
  const local = domain === undefined || domain.toLowerCase() === host.toLowerCase()
  const found = findAccount(store, local ? nick : `${nick}@${domain}`)
  return found && !found.deactivated ? found : undefined
}

/** The account or status of a URL written with the ORIGIN token for this instance. */
function byUrl(store: Store, url: string, viewer: string | null): Resolved {
  const profile = /^(?:.+\/users\/|.+\/@)([A-Za-z0-9_]+)\/?$/.exec(url)
  if (profile) {
    const account = [...store.accounts.values()].find(
      (a) =>
        !a.deactivated &&
        (accountUrl(a) === url ||
          (a.host === null && url.startsWith(ORIGIN) && a.username === profile[1])),
    )
    if (account) return { account }
  }
  const notice = url.startsWith(`${ORIGIN}/notice/`) ? url.slice(`${ORIGIN}/notice/`.length) : ''
  const status =
    store.statuses.get(notice) ??
    store.timeline.find((s) => !s.reblog_of_id && (s.uri === url || s.url === url))
  return status && canSee(store, viewer, status) ? { status } : {}
}

/**
 * Resolves a search query.
 * @param origin this instance's `scheme://host[:port]` as the request sees it
 */
export function resolveQuery(
  store: Store,
  q: string,
  origin: string,
  viewer: string | null,
): Resolved {
  const query = q.trim()
  if (!/^https?:\/\//i.test(query)) {
    const account = byHandle(store, query, origin.replace(/^https?:\/\//, ''))
    return account ? { account } : {}
  }
  const url = query.startsWith(origin) ? ORIGIN + query.slice(origin.length) : query
  return byUrl(store, url, viewer)
}
