import { afterEach, describe, expect, it } from 'vitest'
import { startRouter } from './App'

describe('startRouter (issue 20: the first render waits for the page chunk)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('resolves once the lazy page of the address is loaded, so the first render shows it', async () => {
    window.history.replaceState(null, '', '/about')
    const router = await startRouter()
    expect(router.state.initialized).toBe(true)
    expect(router.state.location.pathname).toBe('/about')
    const page = router.state.matches.at(-1)?.route
    expect(page?.element).toBeTruthy()
    router.dispose()
  })
})
