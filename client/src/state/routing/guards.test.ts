// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  LOGIN_ONLY_ROUTES,
  fallbackRedirect,
  isRefused,
  redirectFor,
  rootRedirect,
  signedOutLanding,
  type GuardContext,
} from './guards'
import { SPEC_ROUTES } from './routeTable'

const visitor: GuardContext = {
  signedIn: false,
  federating: true,
  isPrivate: false,
  chatAvailable: true,
  redirectRootLogin: '/main/friends',
  redirectRootNoLogin: '/main/all',
}
const user: GuardContext = { ...visitor, signedIn: true }

describe('landing pages (DECISIONS.md "Landing pages")', () => {
  it('sends visitors of a federating public instance to redirectRootNoLogin (/main/all)', () => {
    expect(rootRedirect(visitor)).toBe('/main/all')
  })

  it('sends visitors to /main/public when the instance does not federate', () => {
    expect(rootRedirect({ ...visitor, federating: false })).toBe('/main/public')
  })

  it('sends visitors of a private instance to /login', () => {
    expect(rootRedirect({ ...visitor, isPrivate: true })).toBe('/login')
  })

  it('honours a configured visitor landing page that visitors may open', () => {
    expect(signedOutLanding({ ...visitor, redirectRootNoLogin: '/about' })).toBe('/about')
  })

  it('never lands a visitor on a login-only page', () => {
    expect(signedOutLanding({ ...visitor, redirectRootNoLogin: '/main/friends' })).toBe(
      '/main/public',
    )
  })

  it('sends signed-in users to redirectRootLogin, or /main/friends when it is closed', () => {
    expect(rootRedirect(user)).toBe('/main/friends')
    expect(rootRedirect({ ...user, redirectRootLogin: '/main/public' })).toBe('/main/public')
    expect(rootRedirect({ ...user, federating: false, redirectRootLogin: '/main/all' })).toBe(
      '/main/friends',
    )
  })
})

describe('login-only guard (s1 §2)', () => {
  it('lists exactly the routes the spec marks as login-only', () => {
    const marked = SPEC_ROUTES.filter((r) => r.loginOnly).map((r) => r.name)
    expect([...marked].sort()).toEqual([...LOGIN_ONLY_ROUTES].sort())
  })

  it.each(LOGIN_ONLY_ROUTES)('refuses %s to visitors and allows it to users', (name) => {
    expect(isRefused(name, visitor)).toBe(true)
    expect(isRefused(name, user)).toBe(false)
  })

  it('sends visitors on a login-only route to the signed-out landing page', () => {
    expect(redirectFor('/main/friends', visitor)).toBe('/main/all')
    expect(redirectFor('/users/lain/dms', { ...visitor, federating: false })).toBe('/main/public')
  })

  it('lets visitors stay on public routes', () => {
    for (const path of [
      '/main/all',
      '/main/public',
      '/tag/cats',
      '/notice/1',
      '/about',
      '/login',
    ]) {
      expect(redirectFor(path, visitor)).toBeNull()
    }
  })
})

describe('chats only when the instance advertises chat messages', () => {
  it('allows chat routes to users when chat is available', () => {
    expect(redirectFor('/users/lain/chats', user)).toBeNull()
    expect(redirectFor('/users/lain/chats/9abc', user)).toBeNull()
  })

  it('sends users to /main/friends when the instance has no chat', () => {
    const noChat = { ...user, chatAvailable: false }
    expect(redirectFor('/users/lain/chats', noChat)).toBe('/main/friends')
    expect(redirectFor('/users/lain/chats/9abc', noChat)).toBe('/main/friends')
  })
})

describe('bookmarks and lists only where the server has them (supports())', () => {
  it('refuses their routes when the server lacks them, and keeps them otherwise', () => {
    const bare = { ...user, bookmarksAvailable: false, listsAvailable: false }
    for (const path of ['/bookmarks', '/lists', '/lists/5', '/lists/5/edit', '/lists/new']) {
      expect(redirectFor(path, bare)).toBe('/main/friends')
      expect(
        redirectFor(path, { ...user, bookmarksAvailable: true, listsAvailable: true }),
      ).toBeNull()
    }
    expect(isRefused('bookmarks', { ...user, listsAvailable: false })).toBe(false)
  })
})

describe('private instance (s1 §1, §6)', () => {
  const privateVisitor = { ...visitor, isPrivate: true }

  it('hides timelines and search from visitors and asks them to log in', () => {
    for (const path of ['/main/all', '/main/public', '/tag/cats', '/search']) {
      expect(redirectFor(path, privateVisitor)).toBe('/login')
    }
  })

  it('shows timelines and search to signed-in users', () => {
    for (const path of ['/main/all', '/main/public', '/tag/cats', '/search']) {
      expect(redirectFor(path, { ...privateVisitor, signedIn: true })).toBeNull()
    }
  })
})

describe('stand-alone page with no server yet (issue 13)', () => {
  it('sends visitors of timelines and search to the "which server?" form on /login', () => {
    for (const path of ['/main/all', '/main/public', '/tag/cats', '/search', '/']) {
      expect(redirectFor(path, { ...visitor, noServer: true })).toBe('/login')
    }
    expect(redirectFor('/login', { ...visitor, noServer: true })).toBeNull()
  })
})

describe('whole known network', () => {
  it('is refused on a non-federating instance, to everyone', () => {
    expect(redirectFor('/main/all', { ...visitor, federating: false })).toBe('/main/public')
    expect(redirectFor('/main/all', { ...user, federating: false })).toBe('/main/friends')
  })
})

describe('unknown routes (DECISIONS.md)', () => {
  it('sends signed-in users to /main/friends and visitors to the landing page', () => {
    expect(redirectFor('/no/such/page/here', user)).toBe('/main/friends')
    expect(redirectFor('/no/such/page/here', visitor)).toBe('/main/all')
    expect(fallbackRedirect({ ...visitor, isPrivate: true })).toBe('/login')
  })

  it('never redirects to a page the same guard refuses', () => {
    const contexts = [true, false].flatMap((signedIn) =>
      [true, false].flatMap((federating) =>
        [true, false].flatMap((isPrivate) =>
          ['/main/all', '/main/friends', '/nope', '/main/public'].map((landing) => ({
            ...visitor,
            signedIn,
            federating,
            isPrivate,
            redirectRootNoLogin: landing,
            redirectRootLogin: landing,
          })),
        ),
      ),
    )
    for (const ctx of contexts) {
      for (const { path } of SPEC_ROUTES) {
        const concrete = path.replace(/:[a-z_]+/g, 'x').replace('$x', '$x')
        const target = redirectFor(concrete, ctx)
        if (target !== null) expect(redirectFor(target, ctx)).toBeNull()
      }
    }
  })
})
