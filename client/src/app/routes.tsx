/**
 * The routes (React Router 7 in declarative mode, rendered by `useRoutes` under app/App.tsx's
 * router): the shell as layout, one child per row of the spec's route table
 * (state/routing/routeTable.ts), every page lazy (its own chunk, out of the initial bundle).
 * Guards run in the shell. Declarative mode rather than a data router: Starling's pages load
 * their own data, and leaving out the data router's loaders, actions and fetchers, which it never
 * used, took 10.8 KB of gzip out of the entry (issue 20; docs/ARCHITECTURE.md).
 */
import type { ComponentType } from 'react'
import { matchRoutes, type RouteObject } from 'react-router'
import { lazyWithPreload, type PreloadableComponent } from '../ui/lazyWithPreload'
import { SPEC_ROUTES, routerPath, type RouteName } from '../state/routing/routeTable'
import { Shell } from './Shell'
import { loadShoutbox } from './lazyShoutbox'

/**
 * A route's page, lazy (ui/lazyWithPreload.tsx): `preload()` loads its chunk before a navigation
 * renders it; rendered before, it suspends until the chunk is there.
 */
type Page = PreloadableComponent<object>

/** The page in the chunk `load` imports, its module's default export. */
function page(load: () => Promise<{ default: ComponentType }>): Page {
  return lazyWithPreload(async () => (await load()).default)
}

/** The public timeline page of the given kind. */
function publicTimeline(kind: 'public' | 'publicAndExternal'): Page {
  return lazyWithPreload(async () => {
    const { default: PublicTimelinePage } = await import('../features/timeline/PublicTimelinePage')
    return function PublicTimelineOfKind() {
      return <PublicTimelinePage kind={kind} />
    }
  })
}

/** One lists page: the lists routes share one chunk and one import (features/lists/pages.ts). */
function listsPage(name: 'ListsPage' | 'ListTimelinePage' | 'ListEditPage'): Page {
  return page(() => import('../features/lists/pages').then((m) => ({ default: m[name] })))
}

/** One chat page: the chat routes share one chunk and one import (features/chats/pages.ts). */
function chatsPage(name: 'ChatsPage' | 'ChatPage'): Page {
  return page(() => import('../features/chats/pages').then((m) => ({ default: m[name] })))
}

/** The page of every routed screen (external-user-profile shares user-profile's path). */
const PAGES: Partial<Record<RouteName, Page>> = {
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
 * The route objects: the shell with one child per spec route (its `handle.name` the route's
 * name), plus a catch-all (the shell's guards redirect from it).
 */
export function createRoutes(): RouteObject[] {
  const children: RouteObject[] = SPEC_ROUTES.flatMap((route): RouteObject[] => {
    const path = routerPath(route)
    if (path === null) return []
    const handle = { name: route.name }
    // The shell redirects from the root; `element: null` says the leaf renders nothing itself.
    if (route.name === 'root') return [{ index: true, element: null, handle }]
    const Page = PAGES[route.name]
    return Page ? [{ path, element: <Page />, handle }] : []
  })
  return [{ path: '/', element: <Shell />, children: [...children, { path: '*', element: null }] }]
}

/**
 * Loads the page chunk of `pathname` among `routes` (none for an address without a page), so the
 * first render shows the page instead of a spinner (issue 20); a page that failed before is
 * asked for again. Never rejects: a page whose chunk failed is asked for once more as it
 * renders, and a second failure goes to the error page (app/RouteError.tsx, which logs it).
 */
export async function preloadPage(routes: RouteObject[], pathname: string): Promise<void> {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route
  const name = (leaf?.handle as { name?: RouteName } | undefined)?.name
  if (name) await PAGES[name]?.preload()
}
