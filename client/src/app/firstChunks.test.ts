/** The chunks whose module was loaded, in order (each mock records its own). */
const loaded: string[] = []
let keptSession = false

/** Fresh mocks of the chunks (each records its load) and of the kept-session check. */
function mockChunks() {
  const chunk = (name: string) => () => {
    loaded.push(name)
    return { default: {} }
  }
  vi.doMock('../i18n/bundles/en', chunk('english catalogue'))
  vi.doMock('../state/timelines/landing', chunk('landing'))
  vi.doMock('../features/auth/session', chunk('sign-in'))
  vi.doMock('../state/server', () => ({ hasKeptSession: () => keptSession }))
}

/** Makes index.html's shell painted (a paint entry) or not, as the browser reports it. */
function shellPainted(painted: boolean) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(
    painted ? [{ name: 'first-paint' } as PerformanceEntry] : [],
  )
}

/** Runs a fresh copy of the module for `pathname` (each test starts with no chunk loaded). */
async function request(pathname: string) {
  const { requestFirstChunks } = await import('./firstChunks')
  requestFirstChunks(pathname)
  await new Promise((resolve) => setTimeout(resolve, 0))
  await vi.dynamicImportSettled()
}

beforeEach(() => {
  loaded.length = 0
  keptSession = false
  vi.resetModules()
  mockChunks()
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('the chunks asked for as the entry runs (issue 20)', () => {
  it('asks for the landing chunk of a page of posts once the shell is painted', async () => {
    shellPainted(true)
    await request('/notice/abc')
    expect(loaded).toEqual(['english catalogue', 'landing'])
  })

  it('asks for the rest once two frames have painted the shell (style sheets would hold it)', async () => {
    shellPainted(false)
    keptSession = true
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame))
    await request('/main/friends')
    expect(loaded).toEqual(['english catalogue'])
    frames.shift()?.(0)
    expect(loaded).toEqual(['english catalogue'])
    frames.shift()?.(16)
    await new Promise((resolve) => setTimeout(resolve, 0))
    await vi.dynamicImportSettled()
    expect(loaded).toEqual(['english catalogue', 'sign-in', 'landing'])
  })

  it('asks for the sign-in code with a kept session, and no landing chunk on a page without posts', async () => {
    shellPainted(true)
    keptSession = true
    await request('/about')
    expect(loaded).toEqual(['english catalogue', 'sign-in'])
  })
})
