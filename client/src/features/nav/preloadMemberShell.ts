import { preloadMemberNavbarTools } from './DesktopNavbar'
import { preloadMemberNavPanel } from './NavPanel'
import { preloadMemberUserPanel } from './UserPanel'

/**
 * Starts loading the lazy parts of a member's shell that frame every page (navbar tools, user
 * card, account menu, navigation panel), once a session is known, alongside the
 * start-up calls: what has loaded by the first render is in its first commit, and is not
 * revealed 300 ms later with the rest (ui/lazyWithPreload.tsx, issue 20). Never rejects.
 */
export function preloadMemberShell(): Promise<void> {
  return Promise.all([
    preloadMemberNavbarTools(),
    preloadMemberNavPanel(),
    preloadMemberUserPanel(),
  ]).then(() => undefined)
}
