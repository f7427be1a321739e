/**
 * The router (React Router 7 data router): the shell as layout, one child per row of the spec's
 * route table (app/routeTable.ts), every page lazy (its own chunk, out of the initial bundle).
 * Guards run in the shell.
 */
import type { ComponentType } from 'react'
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type RouteObject,
} from 'react-router'
import { RouteError } from './RouteError'
import { SPEC_ROUTES, routerPath, type RouteName } from '../state/routing/routeTable'
import { Shell } from './Shell'
import { Spinner } from '../ui/Spinner'
import { loadShoutbox } from './lazyShoutbox'

type LazyRoute = NonNullable<RouteObject['lazy']>

/** A lazy route whose module's default export is the page. */
function page(load: () => Promise<{ default: ComponentType }>): LazyRoute {
  return async () => ({ Component: (await load()).default })
}

/** A lazy public timeline page of the given kind. */
function publicTimeline(kind: 'public' | 'publicAndExternal'): LazyRoute {
  return async () => {
    const { default: PublicTimelinePage } = await import('../features/timeline/PublicTimelinePage')
    return { element: <PublicTimelinePage kind={kind} /> }
  }
}

/** One lists page: the lists routes share one chunk and one import (features/lists/pages.ts). */
function listsPage(name: 'ListsPage' | 'ListTimelinePage' | 'ListEditPage'): LazyRoute {
  return page(() => import('../features/lists/pages').then((m) => ({ default: m[name] })))
}

/** One chat page: the chat routes share one chunk and one import (features/chats/pages.ts). */
function chatsPage(name: 'ChatsPage' | 'ChatPage'): LazyRoute {
  return page(() => import('../features/chats/pages').then((m) => ({ default: m[name] })))
}

/** The page of every routed screen (external-user-profile shares user-profile's path). */
const PAGES: Partial<Record<RouteName, LazyRoute>> = {
  'public-external-timeline': publicTimeline('publicAndExternal'),
  'public-timeline': publicTimeline('public'),
  'tag-timeline': page(() => import('../features/timeline/TagTimelinePage')),
  friends: page(() =>
    import('../features/timeline/MemberTimelinePage').then((m) => ({ default: m.FriendsPage })),
  ),
  dms: page(() =>
    import('../features/timeline/MemberTimelinePage').then((m) => ({ default: m.DmsPage })),
  ),
  bookmarks: page(() =>
    import('../features/timeline/MemberTimelinePage').then((m) => ({ default: m.BookmarksPage })),
  ),
  'user-profile': page(() => import('../features/profile/ProfilePage')),
  'legacy-user-profile': page(() => import('../features/profile/ProfilePage')),
  'remote-user-profile': page(() => import('../features/profile/RemoteUserPage')),
  'remote-user-profile-acct': page(() => import('../features/profile/RemoteUserPage')),
  conversation: page(() => import('../features/conversation/ConversationPage')),
  about: page(() => import('../features/about/AboutPage')),
  login: page(() => import('../features/auth/LoginPage')),
  'oauth-callback': page(() => import('../features/auth/OAuthCallbackPage')),
  registration: page(() => import('../features/auth/RegistrationPage')),
  'registration-token': page(() => import('../features/auth/RegistrationPage')),
  'password-reset': page(() => import('../features/auth/PasswordResetPage')),
  interactions: page(() => import('../features/interactions/InteractionsPage')),
  'friend-requests': page(() => import('../features/follow-requests/FollowRequestsPage')),
  'who-to-follow': page(() => import('../features/who-to-follow/WhoToFollowPage')),
  lists: listsPage('ListsPage'),
  'lists-timeline': listsPage('ListTimelinePage'),
  'lists-edit': listsPage('ListEditPage'),
  'lists-new': listsPage('ListEditPage'),
  'edit-navigation': page(() => import('../features/nav/NavEditPage')),
  search: page(() => import('../features/search/SearchPage')),
  announcements: page(() => import('../features/announcements/AnnouncementsPage')),
  notifications: page(() => import('../features/notifications/NotificationsPage')),
  chats: chatsPage('ChatsPage'),
  chat: chatsPage('ChatPage'),
  'shout-panel': page(loadShoutbox),
}

/**
 * The route objects: the shell with one child per spec route, plus a catch-all (the shell's
 * guards redirect from it). The spinner shows while the first page's lazy chunk loads.
 */
export function createRoutes(): RouteObject[] {
  const children: RouteObject[] = SPEC_ROUTES.flatMap((route): RouteObject[] => {
    const path = routerPath(route)
    if (path === null) return []
    // The shell redirects from the root; `element: null` says the leaf renders nothing itself.
    if (route.name === 'root') return [{ index: true, element: null, handle: { name: route.name } }]
    const lazy = PAGES[route.name]
    return lazy ? [{ path, lazy, handle: { name: route.name } }] : []
  })
  return [
    {
      path: '/',
      Component: Shell,
      ErrorBoundary: RouteError,
      HydrateFallback: Spinner,
      children: [...children, { path: '*', element: null }],
    },
  ]
}

/**
 * The app's browser history (React Router's). Making it replaces the state of the page's history
 * entry (`history.replaceState`, 5-20 ms on a phone): a task of its own at start-up (issue 20).
 */
export function createAppHistory() {
  return createBrowserHistory()
}

/** What {@link createAppHistory} gives. */
export type AppHistory = ReturnType<typeof createAppHistory>

/**
 * The app's router over {@link createRoutes} and `history`, not started: its `initialize()`
 * matches the current address and starts loading that page's lazy chunk. React Router's
 * `createBrowserRouter` does it all at once, from these same parts (its exports marked UNSAFE_, as
 * it calls them; no hydration data, as nothing renders on a server): made and started apart,
 * each is a task of its own at start-up, where together they were a phone's longest (issue 20).
 */
export function createAppRouter(history: AppHistory) {
  return createRouter({
    routes: createRoutes(),
    history,
    mapRouteProperties,
    hydrationRouteProperties,
  })
}
