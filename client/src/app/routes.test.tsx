// @vitest-environment node
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { SPEC_ROUTES, routerPath } from '../state/routing/routeTable'
import { createRoutes } from './routes'

function leaves(routes: readonly RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => (route.children ? leaves(route.children) : [route]))
}

describe('route table config (issue 11 item 11: no router warnings on load)', () => {
  it('gives every leaf route something to render', () => {
    for (const leaf of leaves(createRoutes()))
      expect(leaf.element, `route ${leaf.path ?? '(index)'}`).not.toBeUndefined()
  })

  it('has a route, named after it, for every routed row of the spec table', () => {
    const named = leaves(createRoutes()).map(
      (leaf) => (leaf.handle as { name?: string } | undefined)?.name,
    )
    const routed = SPEC_ROUTES.filter((route) => routerPath(route) !== null).map((r) => r.name)
    expect(new Set(named)).toEqual(new Set([...routed, undefined]))
  })
})
