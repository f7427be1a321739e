import { loadIntlData, loadIntlDataAside } from './intlData'

describe('the locale data loaded aside (issue 20)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('starts a worker from the early script, which makes the three kinds of format', () => {
    const started: string[] = []
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string) {
          started.push(url)
        }
      },
    )
    loadIntlDataAside('https://s.test/assets/early-1.js')
    expect(started).toEqual(['https://s.test/assets/early-1.js'])
    const made: string[] = []
    for (const kind of ['NumberFormat', 'RelativeTimeFormat', 'DateTimeFormat'] as const)
      vi.spyOn(Intl, kind).mockImplementation(function format() {
        made.push(kind)
        return { format: () => '' }
      })
    loadIntlData()
    expect(made).toEqual(['NumberFormat', 'RelativeTimeFormat', 'DateTimeFormat'])
  })

  it('does nothing without a script or workers, and warns when the page refuses one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.stubGlobal('Worker', undefined)
    loadIntlDataAside('https://s.test/assets/early-1.js')
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused by the CSP', 'SecurityError')
        }
      },
    )
    loadIntlDataAside(undefined)
    expect(warn).not.toHaveBeenCalled()
    loadIntlDataAside('https://s.test/assets/early-1.js')
    expect(warn).toHaveBeenCalledWith(
      'No worker to load the locale data aside',
      expect.any(DOMException),
    )
  })
})
