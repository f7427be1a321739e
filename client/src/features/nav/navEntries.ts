/**
 * Which navigation entries a viewer sees (s1 §2 "Navigation panel", "Side drawer"), as pure
 * rules over the route guards: an entry is shown only when its route is open to the viewer,
 * so no link leads to a page that redirects away.
 */
import { isRefused, type GuardContext } from '../../app/guards'
import type { RouteName } from '../../app/routeTable'

/** One navigation entry: a catalogue key for its label and a route. */
export interface NavEntry {
  id: 'login' | 'public' | 'twkn' | 'timelines' | 'search' | 'about'
  labelKey: string
  to: string
  route: RouteName
}

const PANEL: readonly NavEntry[] = [
  { id: 'public', labelKey: 'nav.public_tl', to: '/main/public', route: 'public-timeline' },
  { id: 'twkn', labelKey: 'nav.twkn', to: '/main/all', route: 'public-external-timeline' },
  { id: 'about', labelKey: 'nav.about', to: '/about', route: 'about' },
]

const DRAWER: readonly NavEntry[] = [
  { id: 'login', labelKey: 'nav.login', to: '/login', route: 'login' },
  { id: 'timelines', labelKey: 'nav.timelines', to: '/main/public', route: 'public-timeline' },
  { id: 'search', labelKey: 'nav.search', to: '/search', route: 'search' },
  { id: 'about', labelKey: 'nav.about', to: '/about', route: 'about' },
]

function open(entries: readonly NavEntry[], ctx: GuardContext): NavEntry[] {
  return entries.filter((entry) => !isRefused(entry.route, ctx))
}

/**
 * Navigation panel entries for a visitor: public, the whole known network (only when the
 * instance federates) and about; a private instance shows only about.
 */
export function visitorPanelEntries(ctx: GuardContext): NavEntry[] {
  return open(PANEL, { ...ctx, signedIn: false })
}

/**
 * Side drawer entries for a visitor: login, timelines, search and about; on a private
 * instance timelines and search are left out.
 */
export function visitorDrawerEntries(ctx: GuardContext): NavEntry[] {
  return open(DRAWER, { ...ctx, signedIn: false })
}
