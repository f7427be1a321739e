/**
 * Route guards as pure rules (s1 §2 "Login-only guard", s1 §1/§6 private instance,
 * DECISIONS.md "Landing pages" and "Unknown routes"). The shell applies them on every
 * navigation; no guard ever redirects to a page the same guard refuses.
 */
import { matchSpecRoute, specRoute, type RouteName } from './routeTable'

/** What the guards need to know about the viewer and the instance. */
export interface GuardContext {
  signedIn: boolean
  /** Instance federates: the whole known network exists. */
  federating: boolean
  /** Private instance: timelines and search need login. */
  isPrivate: boolean
  /** The instance advertises chat messages (pleromaChatMessagesAvailable). */
  chatAvailable: boolean
  /** Configured signed-in landing page (default /main/friends). */
  redirectRootLogin: string
  /** Configured signed-out landing page (default /main/all). */
  redirectRootNoLogin: string
  /** The server answered announcements with 404 (s2 §8): their page and entries are hidden. */
  announcementsUnsupported?: boolean
  /** Stand-alone with no server chosen (issue 13): timelines and search ask "which server?". */
  noServer?: boolean
  /** False when the server has no bookmarks (supports('bookmarks')): page and entry hidden. */
  bookmarksAvailable?: boolean
  /** False when the server has no lists (supports('lists')): pages and entries hidden. */
  listsAvailable?: boolean
}

const LIST_ROUTES: readonly RouteName[] = ['lists', 'lists-timeline', 'lists-edit', 'lists-new']

/** Signed-in fallback and landing page of last resort (DECISIONS.md). */
export const SIGNED_IN_FALLBACK = '/main/friends'

/** Routes a visitor cannot open: the login-only ones (s1 §2 table, "Login"). */
export const LOGIN_ONLY_ROUTES: readonly RouteName[] = [
  'friends',
  'remote-user-profile-acct',
  'remote-user-profile',
  'interactions',
  'dms',
  'friend-requests',
  'notifications',
  'who-to-follow',
  'edit-navigation',
  'chats',
  'chat',
]

/** True when the route is refused to this viewer on this instance. */
export function isRefused(name: RouteName, ctx: GuardContext): boolean {
  const route = specRoute(name)
  if (route.loginOnly && !ctx.signedIn) return true
  if (route.needsChat && !ctx.chatAvailable) return true
  if (route.privateHidden && (ctx.isPrivate || ctx.noServer) && !ctx.signedIn) return true
  if (name === 'public-external-timeline' && !ctx.federating) return true
  if (name === 'announcements' && ctx.announcementsUnsupported) return true
  if (name === 'bookmarks' && ctx.bookmarksAvailable === false) return true
  if (ctx.listsAvailable === false && LIST_ROUTES.includes(name)) return true
  return false
}

/** True when `path` (may carry ?query or #hash) is a known route this viewer may open. */
function isOpenPath(path: string, ctx: GuardContext): boolean {
  const match = matchSpecRoute(path.split(/[?#]/)[0] ?? '')
  return match !== null && match.name !== 'root' && !isRefused(match.name, ctx)
}

/**
 * The signed-out landing page: redirectRootNoLogin when a visitor may open it; otherwise
 * /main/public (e.g. a non-federating instance hides /main/all); on a private instance, /login.
 */
export function signedOutLanding(ctx: GuardContext): string {
  const visitor = { ...ctx, signedIn: false }
  if (isOpenPath(ctx.redirectRootNoLogin, visitor)) return ctx.redirectRootNoLogin
  if (isOpenPath('/main/public', visitor)) return '/main/public'
  return '/login'
}

/** The signed-in landing page: redirectRootLogin when open to the user, else /main/friends. */
export function signedInLanding(ctx: GuardContext): string {
  const user = { ...ctx, signedIn: true }
  return isOpenPath(ctx.redirectRootLogin, user) ? ctx.redirectRootLogin : SIGNED_IN_FALLBACK
}

/** Where the root route sends the viewer (s1 §2 root). */
export function rootRedirect(ctx: GuardContext): string {
  return ctx.signedIn ? signedInLanding(ctx) : signedOutLanding(ctx)
}

/** Where an unknown or refused route sends the viewer (DECISIONS.md "Unknown routes"). */
export function fallbackRedirect(ctx: GuardContext): string {
  return ctx.signedIn ? SIGNED_IN_FALLBACK : signedOutLanding(ctx)
}

/**
 * The redirect for a pathname, or null when the viewer may stay. Root goes to the landing page;
 * unknown and refused routes go to the fallback.
 */
export function redirectFor(pathname: string, ctx: GuardContext): string | null {
  const match = matchSpecRoute(pathname)
  if (!match) return fallbackRedirect(ctx)
  if (match.name === 'root') return rootRedirect(ctx)
  return isRefused(match.name, ctx) ? fallbackRedirect(ctx) : null
}
