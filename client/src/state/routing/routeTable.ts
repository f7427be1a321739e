/**
 * The spec's route table (s1 §2 "Route table", DECISIONS.md "Routes"): every screen by its
 * spec NAME and PATH, in React Router notation (`:param`). Pure data plus one matcher, so the
 * guards (app/guards.ts) and tests can use it without rendering.
 */
import { matchRoutes } from 'react-router'
import { boundedMemo } from '../../lib/boundedMemo'

/** Route names of s1 §2. */
export type RouteName =
  | 'root'
  | 'public-external-timeline'
  | 'public-timeline'
  | 'friends'
  | 'tag-timeline'
  | 'bookmarks'
  | 'conversation'
  | 'remote-user-profile-acct'
  | 'remote-user-profile'
  | 'external-user-profile'
  | 'interactions'
  | 'dms'
  | 'registration'
  | 'registration-token'
  | 'password-reset'
  | 'friend-requests'
  | 'notifications'
  | 'login'
  | 'shout-panel'
  | 'oauth-callback'
  | 'search'
  | 'who-to-follow'
  | 'about'
  | 'announcements'
  | 'user-profile'
  | 'legacy-user-profile'
  | 'lists'
  | 'lists-timeline'
  | 'lists-edit'
  | 'lists-new'
  | 'edit-navigation'
  | 'chats'
  | 'chat'

/** One row of the route table. */
export interface SpecRoute {
  name: RouteName
  /** The spec's path in React Router notation; `/users/$:id` has a literal dollar sign. */
  path: string
  /** Login-only guard (s1 §2): visitors are sent to the signed-out landing page. */
  loginOnly?: boolean
  /** Scroll position is not reset on navigation (s1 §2: conversation). */
  noScroll?: boolean
  /** Only when the instance advertises chat messages (s1 §2 chats, chat). */
  needsChat?: boolean
  /** Hidden from visitors of a private instance: timelines and search (s1 §1, §6). */
  privateHidden?: boolean
}

/** Every route of s1 §2, in the spec's order. */
export const SPEC_ROUTES: readonly SpecRoute[] = [
  { name: 'root', path: '/' },
  { name: 'public-external-timeline', path: '/main/all', privateHidden: true },
  { name: 'public-timeline', path: '/main/public', privateHidden: true },
  { name: 'friends', path: '/main/friends', loginOnly: true },
  { name: 'tag-timeline', path: '/tag/:tag', privateHidden: true },
  { name: 'bookmarks', path: '/bookmarks' },
  { name: 'conversation', path: '/notice/:id', noScroll: true },
  { name: 'remote-user-profile-acct', path: '/remote-users/@:username@:hostname', loginOnly: true },
  { name: 'remote-user-profile', path: '/remote-users/:hostname/:username', loginOnly: true },
  { name: 'external-user-profile', path: '/users/$:id' },
  { name: 'interactions', path: '/users/:username/interactions', loginOnly: true },
  { name: 'dms', path: '/users/:username/dms', loginOnly: true },
  { name: 'registration', path: '/registration' },
  { name: 'registration-token', path: '/registration/:token' },
  { name: 'password-reset', path: '/password-reset' },
  { name: 'friend-requests', path: '/friend-requests', loginOnly: true },
  { name: 'notifications', path: '/:username/notifications', loginOnly: true },
  { name: 'login', path: '/login' },
  { name: 'shout-panel', path: '/shout-panel' },
  { name: 'oauth-callback', path: '/oauth-callback' },
  { name: 'search', path: '/search', privateHidden: true },
  { name: 'who-to-follow', path: '/who-to-follow', loginOnly: true },
  { name: 'about', path: '/about' },
  { name: 'announcements', path: '/announcements' },
  { name: 'user-profile', path: '/users/:name' },
  { name: 'legacy-user-profile', path: '/:name' },
  { name: 'lists', path: '/lists' },
  { name: 'lists-timeline', path: '/lists/:id' },
  { name: 'lists-edit', path: '/lists/:id/edit' },
  { name: 'lists-new', path: '/lists/new' },
  { name: 'edit-navigation', path: '/nav-edit', loginOnly: true },
  { name: 'chats', path: '/users/:username/chats', loginOnly: true, needsChat: true },
  { name: 'chat', path: '/users/:username/chats/:recipient_id', loginOnly: true, needsChat: true },
]

const BY_NAME = new Map(SPEC_ROUTES.map((route) => [route.name, route]))

/** The row of a route name. */
export function specRoute(name: RouteName): SpecRoute {
  const route = BY_NAME.get(name)
  if (!route) throw new Error(`Unknown route ${name}`)
  return route
}

/**
 * React Router cannot match part of a segment, so two spec paths are matched through a whole
 * segment and told apart here: `/users/$:id` inside `/users/:name`, and
 * `/remote-users/@:username@:hostname` as `/remote-users/:acct`.
 */
export const ROUTER_PATHS: Partial<Record<RouteName, string>> = {
  'remote-user-profile-acct': '/remote-users/:acct',
}

/** The path a route is registered under in the router; null when another row carries it. */
export function routerPath(route: SpecRoute): string | null {
  if (route.name === 'external-user-profile') return null
  return ROUTER_PATHS[route.name] ?? route.path
}

const MATCHABLE = SPEC_ROUTES.flatMap((route) => {
  const path = routerPath(route)
  return path === null ? [] : [{ path, id: route.name }]
})

/** A matched route: its spec name and its path parameters. */
export interface SpecMatch {
  name: RouteName
  params: Record<string, string>
}

const ACCT = /^@([^@/]+)@([^@/]+)$/

/**
 * Matches a pathname (no query, no hash) against the route table, with React Router's ranking
 * (static segments before parameters). Returns null for an unknown route. The last 50 answers are
 * remembered and shared by every caller of the same pathname (the shell and its panels ask at
 * each render, and React Router flattens and ranks the whole table at each match): never change
 * one.
 */
export const matchSpecRoute: (pathname: string) => Readonly<SpecMatch> | null = boundedMemo(
  50,
  matchUncached,
)

function matchUncached(pathname: string): SpecMatch | null {
  const matches = matchRoutes(MATCHABLE, pathname)
  const last = matches?.[matches.length - 1]
  if (!last) return null
  const name = last.route.id
  const params: Record<string, string> = {}
  for (const [key, value] of Object.entries(last.params)) {
    if (typeof value === 'string') params[key] = value
  }
  if (name === 'user-profile' && params.name?.startsWith('$')) {
    const id = params.name.slice(1)
    return id ? { name: 'external-user-profile', params: { id } } : null
  }
  if (name === 'remote-user-profile-acct') {
    const acct = ACCT.exec(params.acct ?? '')
    return acct?.[1] && acct[2] ? { name, params: { username: acct[1], hostname: acct[2] } } : null
  }
  return { name, params }
}
