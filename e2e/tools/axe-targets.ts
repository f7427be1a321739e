/**
 * What the axe sweep (tools/axe-sweep.ts) opens, found through the demo's API at the start of a
 * walk (its ids change at every start): statuses for the overlays, and the values of the route
 * table's parameters ({thread}, {list}, {chat}, {remote}, {remoteId} in a route of ROUTES).
 */
import { request } from '@playwright/test'
import { apiApp, apiGet, apiToken } from '../lib/api'

/** The statuses and ids a walk needs. */
export interface Targets {
  /** The member the lists and chats are of. */
  login: string
  /** Someone else's local post with pictures, not sensitive; its author's handle. */
  media: { id: string; acct: string }
  /** The viewer's own edited post. */
  ownEdited?: string
  /** A post with emoji reactions. */
  reacted?: string
  /** A post starting a thread with replies. */
  thread?: string
  /** The viewer's first list. */
  list?: string
  /** The account id of the viewer's first chat. */
  chat?: string
  /** A remote account: handle (`wren@birds.example`) and id. */
  remote?: { acct: string; id: string }
}

interface RawStatus {
  id: string
  sensitive: boolean
  edited_at?: string | null
  in_reply_to_id?: string | null
  replies_count: number
  account: { id: string; acct: string }
  media_attachments: unknown[]
  pleroma?: { emoji_reactions?: unknown[] }
}

/** Finds the {@link Targets} as `login` (whose lists and chats they are). */
export async function findTargets(base: string, login: string): Promise<Targets> {
  const api = await request.newContext({ baseURL: base })
  try {
    const token = await apiToken(api, login, await apiApp(api))
    const timeline = await apiGet<RawStatus[]>(api, token, '/api/v1/timelines/public?limit=40')
    // Posts that start their thread: the conversation page shows them first.
    const statuses = timeline.filter((s) => !s.in_reply_to_id)
    const media = statuses.find(
      (s) =>
        !s.sensitive &&
        s.media_attachments.length > 1 &&
        !s.account.acct.includes('@') &&
        s.account.acct !== login,
    )
    if (!media) throw new Error('no post with pictures on the public timeline')
    const remote = timeline.find((s) => s.account.acct.includes('@'))?.account
    const lists = await apiGet<{ id: string }[]>(api, token, '/api/v1/lists')
    const chats = await apiGet<{ account: { id: string } }[]>(api, token, '/api/v1/pleroma/chats')
    return {
      login,
      media: { id: media.id, acct: media.account.acct },
      ownEdited: statuses.find((s) => s.account.acct === login && s.edited_at)?.id,
      reacted: statuses.find((s) => (s.pleroma?.emoji_reactions?.length ?? 0) > 0)?.id,
      thread: statuses.find((s) => s.replies_count > 0)?.id,
      list: lists[0]?.id,
      chat: chats[0]?.account.id,
      remote: remote && { acct: remote.acct, id: remote.id },
    }
  } finally {
    await api.dispose()
  }
}

/** `route` with its placeholders filled from `targets` (missing values left as they are). */
export function fillRoute(route: string, targets: Targets): string {
  const [user, host] = targets.remote?.acct.split('@') ?? []
  const values: Record<string, string | undefined> = {
    thread: targets.thread,
    list: targets.list,
    chat: targets.chat,
    remote: targets.remote?.acct,
    remoteUser: user,
    remoteHost: host,
    remoteId: targets.remote?.id,
  }
  return route.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
