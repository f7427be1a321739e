/**
 * Test helper: the whole app (app/App.tsx: router, routes, shell) as it starts at an address.
 * Its lazy parts (pages, panels, dialogs) arrive whenever their chunks load, as in a browser, so
 * a file that renders it calls {@link appWorld} and awaits what a person would see (`findBy...`,
 * `waitFor`).
 */
import { act, render } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { App, startRouter } from '../app/App'
import { defaultInstanceConfig } from '../entities/instanceConfig'
import { resetMemberWorld } from '../features/nav/testing/member'
import { initI18n } from '../i18n'
import { instanceStore } from '../state/instance'

type ActGlobal = typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean }

/** The configuration of the instance "Example" at https://example.social, with `overrides`. */
export function setExampleInstance(
  overrides: Partial<ReturnType<typeof defaultInstanceConfig>> = {},
): void {
  instanceStore.setState({
    config: { ...defaultInstanceConfig('https://example.social'), name: 'Example', ...overrides },
  })
}

/**
 * The world of this file's app tests: English; a visitor (state/testing resets) of an instance
 * named "Example" at https://example.social, each test starting anew at `/`; and React outside
 * act() scopes except inside Testing Library's own `act`, `render` and `waitFor` (which set the
 * act environment while they run, as `waitFor` clears it): a lazy part that resolves between two
 * steps renders as in a browser, where React would otherwise warn that it resolved outside `act`.
 */
export function appWorld(): void {
  // Each test file has a global object of its own (vitest's vmThreads pool): nothing to restore.
  beforeAll(async () => {
    ;(globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = false
    await initI18n('en')
  })
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn())
    resetMemberWorld()
    setExampleInstance()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    window.history.replaceState(null, '', '/')
  })
}

/**
 * Starts the app's router at `path`, as start-up does (its page loaded), and renders the app in
 * an awaited `act`, so what settles in its microtasks (a page whose chunk failed throws) shows.
 */
export async function renderApp(path: string): Promise<void> {
  window.history.replaceState(null, '', path)
  const router = await startRouter()
  await act(async () => void render(<App router={router} />))
}
