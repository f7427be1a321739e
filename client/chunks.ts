/**
 * The build's chunk groups beyond the entry's (vite.config.ts `codeSplitting`), issue 20. Left
 * alone, Rolldown puts the modules that lazy chunks share into one chunk per set of importers:
 * about 50 scripts and 9 style sheets before a visitor's first post, and about 35 more scripts in
 * six waves after a member's, fetched six at a time over HTTP/1.1. Three groups make them few:
 * - `landing`: what a visitor landing on a public timeline needs besides the entry, the static
 *   imports of {@link LANDING_ROOTS} followed through;
 * - `member`: what a signed-in start loads besides that (home, the member panels, the composer,
 *   the live machinery), the static imports of {@link MEMBER_ROOTS} followed through, less every
 *   module a visitor may load (so a visitor never fetches it); member-only pages that share
 *   modules with them ({@link MEMBER_ONLY}) import those from it;
 * - `common`: the rest of what a signed-in start loads, modules a visitor may load too (the
 *   login form, the settings, the user card): one chunk for both rather than a dozen.
 * The group in vite.config.ts does not pull the modules' other dependencies in with them.
 */
import { fileURLToPath } from 'node:url'
import type { Rolldown } from 'vite'

type Context = Rolldown.ChunkingContext

const fromClient = (paths: string[]) =>
  paths.map((path) => fileURLToPath(new URL(path, import.meta.url)))

/** The entry module (index.html's script). */
const ENTRY = fromClient(['src/main.tsx'])

/** The public timelines' page and the start-up's first page of posts (src/main.tsx). */
const LANDING_ROOTS = fromClient([
  'src/features/timeline/PublicTimelinePage.tsx',
  'src/state/timelines/landing.ts',
])

/** Lazy modules only a signed-in start loads (src/main.tsx, app/Shell.tsx, features/nav). */
const MEMBER_ROOTS = fromClient([
  'src/features/timeline/MemberTimelinePage.tsx',
  'src/features/auth/session.ts',
  'src/features/notifications/live.ts',
  'src/features/notifications/index.ts',
  'src/features/nav/MemberNavPanel.tsx',
  'src/features/nav/MemberNavbarTools.tsx',
  'src/features/nav/MobileMemberBar.tsx',
  'src/features/nav/MemberDrawerList.tsx',
  'src/features/composer/index.ts',
  'src/features/composer/FloatingPostButton.tsx',
  'src/features/who-to-follow/WhoToFollowPanel.tsx',
])

/**
 * Lazy pages and settings tabs only a signed-in person opens (the route table's `loginOnly`
 * routes, the account's settings tabs): a visitor never loads what only they import.
 */
const MEMBER_ONLY = fromClient([
  'src/features/profile/RemoteUserPage.tsx',
  'src/features/interactions/InteractionsPage.tsx',
  'src/features/follow-requests/FollowRequestsPage.tsx',
  'src/features/notifications/NotificationsPage.tsx',
  'src/features/who-to-follow/WhoToFollowPage.tsx',
  'src/features/nav/NavEditPage.tsx',
  'src/features/chats/pages.tsx',
  'src/features/settings/profile/ProfileTab.tsx',
  'src/features/settings/security/SecurityTab.tsx',
  'src/features/settings/notifications-tab/NotificationsTab.tsx',
  'src/features/settings/data/DataTab.tsx',
  'src/features/settings/mutes/MutesTab.tsx',
])

/**
 * The modules reachable from `roots`: through static imports only, or also through dynamic ones;
 * `stopAt` are modules not entered when a dynamic import leads to them.
 */
function reachable(
  context: Context,
  roots: string[],
  { dynamic = false, stopAt = new Set<string>() } = {},
): Set<string> {
  const found = new Set<string>()
  const queue = [...roots]
  const visit = (ids: readonly string[], viaDynamic: boolean) => {
    for (const id of ids) if (!(viaDynamic && stopAt.has(id))) queue.push(id)
  }
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (found.has(next)) continue
    found.add(next)
    const info = context.getModuleInfo(next)
    if (!info) continue
    visit(info.importedIds, false)
    if (dynamic) visit(info.dynamicallyImportedIds, true)
  }
  return found
}

/** Each module's group name, worked out once per chunking pass. */
const groupsOf = new WeakMap<Context, Map<string, string>>()

function groups(context: Context): Map<string, string> {
  let byModule = groupsOf.get(context)
  if (byModule) return byModule
  byModule = new Map()
  for (const id of reachable(context, LANDING_ROOTS)) byModule.set(id, 'landing')
  const visitorMayLoad = reachable(context, ENTRY, {
    dynamic: true,
    stopAt: new Set([...MEMBER_ROOTS, ...MEMBER_ONLY]),
  })
  for (const id of reachable(context, MEMBER_ROOTS)) {
    if (!byModule.has(id)) byModule.set(id, visitorMayLoad.has(id) ? 'common' : 'member')
  }
  groupsOf.set(context, byModule)
  return byModule
}

/**
 * The `name` of a `codeSplitting` group: 'landing', 'member' or 'common' for a module of those,
 * null (left to the automatic chunking) for any other.
 */
export function chunkGroup(id: string, context: Context): string | null {
  return groups(context).get(id) ?? null
}
