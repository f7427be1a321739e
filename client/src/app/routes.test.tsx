// @vitest-environment node
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createRoutes } from './routes'

function leaves(routes: readonly RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => (route.children ? leaves(route.children) : [route]))
}

describe('route table config (issue 11 item 11: no router warnings on load)', () => {
  it('gives every leaf route something to render and the root a hydrate fallback', () => {
    const [root] = createRoutes()
    expect(root?.HydrateFallback).toBeDefined()
    for (const leaf of leaves(createRoutes())) {
      const renders =
        leaf.element !== undefined || leaf.Component !== undefined || leaf.lazy !== undefined
      expect(renders, `route ${leaf.path ?? '(index)'}`).toBe(true)
    }
  })
})
