// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { GuardContext } from '../../state/routing/guards'
import { visitorDrawerEntries, visitorPanelEntries } from './navEntries'

const ctx: GuardContext = {
  signedIn: false,
  federating: true,
  isPrivate: false,
  chatAvailable: false,
  redirectRootLogin: '/main/friends',
  redirectRootNoLogin: '/main/all',
}
const ids = (entries: { id: string }[]) => entries.map((e) => e.id)

describe('visitor navigation (s1 §2 "Navigation panel", "Side drawer")', () => {
  it('shows public, the whole known network and about on a federating instance', () => {
    expect(ids(visitorPanelEntries(ctx))).toEqual(['public', 'twkn', 'about'])
  })

  it('leaves out the whole known network when the instance does not federate', () => {
    expect(ids(visitorPanelEntries({ ...ctx, federating: false }))).toEqual(['public', 'about'])
  })

  it('shows no timelines and no search to visitors of a private instance', () => {
    expect(ids(visitorPanelEntries({ ...ctx, isPrivate: true }))).toEqual(['about'])
    expect(ids(visitorDrawerEntries({ ...ctx, isPrivate: true }))).toEqual(['login', 'about'])
  })

  it('gives the drawer login, timelines, search and about', () => {
    expect(ids(visitorDrawerEntries(ctx))).toEqual(['login', 'timelines', 'search', 'about'])
  })
})
