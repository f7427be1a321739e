/** Icons of the navigation entries (lucide-react, tree-shaken). */
import { Earth, Info, LogIn, Search, Users, type LucideIcon } from 'lucide-react'
import type { NavEntry } from './navEntries'

/** The icon of each navigation entry id. */
export const NAV_ICONS: Record<NavEntry['id'], LucideIcon> = {
  login: LogIn,
  public: Users,
  twkn: Earth,
  timelines: Users,
  search: Search,
  about: Info,
}
