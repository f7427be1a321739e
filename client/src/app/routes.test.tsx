import { configure, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultInstanceConfig } from '../entities/instanceConfig'
import { instanceStore } from '../state/instance'
import { resetMemberWorld } from '../features/nav/testing/member'
import { initI18n } from '../i18n'
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

describe('a page load', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 5000 })
    await initI18n('en')
  })
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn())
    resetMemberWorld()
    instanceStore.setState({
      config: {
        ...defaultInstanceConfig('https://example.social'),
        name: 'Example',
        redirectRootNoLogin: '/about',
      },
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it.each(['/', '/about'])(
    'of %s logs no warning or error',
    async (path) => {
      const warn = vi.spyOn(console, 'warn')
      const error = vi.spyOn(console, 'error')
      const router = createMemoryRouter(createRoutes(), { initialEntries: [path] })
      render(<RouterProvider router={router} />)
      expect(await screen.findByRole('heading', { name: 'Terms of service' })).toBeInTheDocument()
      expect(warn).not.toHaveBeenCalled()
      expect(error).not.toHaveBeenCalled()
      warn.mockRestore()
      error.mockRestore()
    },
    15_000,
  )
})
