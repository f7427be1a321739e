import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useRef, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { focusPage, noteNavigation, resetPageFocusForTests, watchTitle } from './pageHeading'
import { usePageHeading } from './usePageHeading'

/** A shell-like frame: a link outside main, and main showing the page of `path`. */
function Frame({ pages }: { pages: Record<string, React.ReactNode> }) {
  const [path, setPath] = useState(Object.keys(pages)[0] ?? '')
  const main = useRef<HTMLElement>(null)
  useEffect(() => (main.current ? watchTitle(main.current, 'Starling Demo') : undefined), [])
  useEffect(() => (main.current ? focusPage(main.current) : undefined), [path])
  return (
    <>
      <nav>
        {Object.keys(pages).map((to) => (
          <button key={to} type="button" onClick={() => setPath(to)}>
            {to}
          </button>
        ))}
      </nav>
      <main ref={main} tabIndex={-1}>
        {pages[path]}
      </main>
    </>
  )
}

/** The sidebar's post form beside a frame going from the login page to the home timeline. */
function renderSignIn() {
  render(
    <>
      <textarea aria-label="Post text" />
      <Frame pages={{ '/login': <h1>Log in</h1>, '/main/friends': <h2>Home timeline</h2> }} />
    </>,
  )
}

describe('page title and focus after navigation (issue 21)', () => {
  afterEach(resetPageFocusForTests)

  it("names the document after the page's heading and the instance, following the heading", async () => {
    render(
      <Frame
        pages={{
          '/about': <h1>About</h1>,
          '/main/public': (
            <h2>
              Public timeline <span aria-label="3 new">3</span>
            </h2>
          ),
          '/x': <p />,
        }}
      />,
    )
    expect(document.title).toBe('About · Starling Demo')
    await act(async () => screen.getByRole('button', { name: '/main/public' }).click())
    expect(document.title).toBe('Public timeline · Starling Demo')
    await act(async () => screen.getByRole('button', { name: '/x' }).click())
    expect(document.title).toBe('Starling Demo')
  })

  it('leaves focus alone on the first load, then moves it to the new page heading', async () => {
    const user = userEvent.setup()
    render(<Frame pages={{ '/a': <h1>First</h1>, '/b': <h1>Second</h1> }} />)
    expect(document.body).toHaveFocus()
    await user.click(screen.getByRole('button', { name: '/b' }))
    expect(screen.getByRole('heading', { name: 'Second' })).toHaveFocus()
  })

  it('focuses main until a late heading renders, then the heading', async () => {
    function Late() {
      const [ready, setReady] = useState(false)
      return ready ? (
        <h1>Loaded</h1>
      ) : (
        <button type="button" onClick={() => setReady(true)}>
          load
        </button>
      )
    }
    const user = userEvent.setup()
    render(<Frame pages={{ '/a': <h1>First</h1>, '/late': <Late /> }} />)
    await user.click(screen.getByRole('button', { name: '/late' }))
    expect(screen.getByRole('main')).toHaveFocus()
    await act(async () => screen.getByRole('button', { name: 'load' }).click())
    expect(screen.getByRole('heading', { name: 'Loaded' })).toHaveFocus()
  })

  it('keeps focus a page put inside itself (a form field)', async () => {
    function Form() {
      return <input aria-label="Username" autoFocus />
    }
    const user = userEvent.setup()
    render(<Frame pages={{ '/a': <h1>First</h1>, '/login': <Form /> }} />)
    await user.click(screen.getByRole('button', { name: '/login' }))
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus()
  })

  it('moves focus to the heading when the shell mounts again after sign-in or sign-out', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<Frame pages={{ '/a': <h1>Signed out</h1> }} />)
    await user.click(screen.getByRole('button', { name: '/a' }))
    unmount()
    render(<Frame pages={{ '/home': <h1>Home timeline</h1> }} />)
    expect(screen.getByRole('heading', { name: 'Home timeline' })).toHaveFocus()
  })

  it("leaves focus where someone put it when only the instance's name changes", async () => {
    const user = userEvent.setup()
    function Shell({ name }: { name: string }) {
      const main = useRef<HTMLElement>(null)
      usePageHeading(main, '/main/friends', name)
      return (
        <>
          <input aria-label="Post text" />
          <main ref={main} tabIndex={-1}>
            <h2>Home timeline</h2>
          </main>
        </>
      )
    }
    const { rerender } = render(<Shell name="" />)
    await user.click(screen.getByRole('textbox', { name: 'Post text' }))
    rerender(<Shell name="Starling Demo" />)
    expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveFocus()
    expect(document.title).toBe('Home timeline · Starling Demo')
  })

  it('leaves focus where a press put it while the new page was still loading', async () => {
    const user = userEvent.setup()
    renderSignIn()
    // The router takes the address; the page commits only after its chunk has loaded.
    act(noteNavigation)
    await user.click(screen.getByRole('textbox', { name: 'Post text' }))
    await act(async () => screen.getByRole('button', { name: '/main/friends' }).click())
    expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveFocus()
  })

  it('moves focus to the new heading when the press came before the router took the address', async () => {
    const user = userEvent.setup()
    renderSignIn()
    await user.click(screen.getByRole('textbox', { name: 'Post text' }))
    act(noteNavigation)
    await act(async () => screen.getByRole('button', { name: '/main/friends' }).click())
    expect(screen.getByRole('heading', { name: 'Home timeline' })).toHaveFocus()
  })
})
