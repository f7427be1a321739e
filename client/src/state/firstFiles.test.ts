import { preloadFirstFiles, type FirstFiles } from './firstFiles'

const FILES: FirstFiles = {
  always: ['/assets/en-1.js', '/assets/theme-2.js'],
  posts: ['/assets/landing-3.js', '/assets/landing.css'],
  member: ['/assets/member-4.js', '/assets/landing-3.js', '/assets/common-5.js'],
  pages: { notice: ['/assets/ConversationPage-6.js', '/assets/landing-3.js'] },
}

/** The preload links in a fresh document after the early script ran for `pathname`. */
function preloaded(pathname: string) {
  const doc = document.implementation.createHTMLDocument()
  vi.useFakeTimers()
  preloadFirstFiles(FILES, pathname, doc)
  vi.runAllTimers()
  vi.useRealTimers()
  return [...doc.head.querySelectorAll('link')].map((link) => ({
    href: link.getAttribute('href'),
    rel: link.rel,
    as: link.getAttribute('as'),
    crossorigin: link.getAttribute('crossorigin'),
    fetchpriority: link.getAttribute('fetchpriority'),
  }))
}

describe('the files the early script preloads (issue 20)', () => {
  afterEach(() => localStorage.clear())

  it("preloads a visitor's page of posts: the catalogue, the theme engine and the landing chunk", () => {
    expect(preloaded('/main/public')).toEqual([
      {
        href: '/assets/en-1.js',
        rel: 'modulepreload',
        as: null,
        crossorigin: '',
        fetchpriority: 'low',
      },
      {
        href: '/assets/theme-2.js',
        rel: 'modulepreload',
        as: null,
        crossorigin: '',
        fetchpriority: 'low',
      },
      {
        href: '/assets/landing-3.js',
        rel: 'modulepreload',
        as: null,
        crossorigin: '',
        fetchpriority: 'low',
      },
      {
        href: '/assets/landing.css',
        rel: 'preload',
        as: 'style',
        crossorigin: '',
        fetchpriority: 'low',
      },
    ])
  })

  it('adds the sign-in code for a kept session, each file once, and no landing chunk off a page of posts', () => {
    localStorage.setItem('starling:active-account', 'https://p.test 1')
    expect(preloaded('/main/friends').map((link) => link.href)).toEqual([
      '/assets/en-1.js',
      '/assets/theme-2.js',
      '/assets/landing-3.js',
      '/assets/landing.css',
      '/assets/member-4.js',
      '/assets/common-5.js',
    ])
    localStorage.clear()
    expect(preloaded('/about').map((link) => link.href)).toEqual([
      '/assets/en-1.js',
      '/assets/theme-2.js',
    ])
  })

  it("adds the page's own chunk on a conversation, each file once", () => {
    expect(preloaded('/notice/abc').map((link) => link.href)).toEqual([
      '/assets/en-1.js',
      '/assets/theme-2.js',
      '/assets/landing-3.js',
      '/assets/landing.css',
      '/assets/ConversationPage-6.js',
    ])
  })

  it("adds each of the page's files in a task, then reads local storage for a kept session's and adds each in a task", () => {
    localStorage.setItem('starling:active-account', 'https://p.test 1')
    vi.useFakeTimers()
    const doc = document.implementation.createHTMLDocument()
    preloadFirstFiles(FILES, '/about', doc)
    const hrefs = () =>
      [...doc.head.querySelectorAll('link')].map((link) => link.getAttribute('href'))
    // A task for each of the page's two files, and one that reads local storage.
    expect(hrefs()).toEqual([])
    expect(vi.getTimerCount()).toBe(FILES.always.length + 1)
    vi.runOnlyPendingTimers()
    expect(hrefs()).toEqual(['/assets/en-1.js', '/assets/theme-2.js'])
    // That task leaves each of the session's links a task of its own.
    expect(vi.getTimerCount()).toBe(FILES.member.length)
    vi.runAllTimers()
    vi.useRealTimers()
    expect(hrefs()).toEqual([
      '/assets/en-1.js',
      '/assets/theme-2.js',
      '/assets/member-4.js',
      '/assets/landing-3.js',
      '/assets/common-5.js',
    ])
  })
})
