import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router'
import { sessionStore } from '../../state/session'
import { entities } from '../../state/entities'
import { makeUser } from '../status/testing/factories'
import { renderWithApp, resetWorld, setUpI18n } from '../status/testing/render'
import { PostForm } from '../composer'
import { KeyboardShortcuts } from './KeyboardShortcuts'

function Where() {
  return <p>At {useLocation().pathname}</p>
}

beforeAll(setUpI18n)
beforeEach(() => {
  localStorage.clear()
  resetWorld()
  const me = makeUser({ id: 'me', screen_name: 'alice' })
  entities()
    .getState()
    .importBatch({ statuses: [], users: [me] })
  sessionStore.setState({ user: 'me', token: 't' })
})

function renderPage() {
  renderWithApp(
    <>
      <button type="button">Somewhere</button>
      <form role="search">
        <input type="search" aria-label="Search" />
      </form>
      <KeyboardShortcuts />
      <PostForm />
      <Where />
    </>,
  )
  return userEvent.setup()
}

describe('keyboard shortcuts (issue 21)', () => {
  it('opens the help dialog on ?, lists the keys, and gives focus back on Escape', async () => {
    const user = renderPage()
    const opener = screen.getByRole('button', { name: 'Somewhere' })
    opener.focus()
    await user.keyboard('?')
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Keyboard shortcuts' },
      { timeout: 5000 },
    )
    expect(within(dialog).getByText('Go to notifications')).toBeInTheDocument()
    expect(within(dialog).getByText('Write a new post')).toBeInTheDocument()
    // No shortcut fires while the dialog is open.
    await user.keyboard('n')
    expect(screen.getByRole('textbox', { name: 'Post text' })).not.toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })

  it('focuses the post field on n, and Escape leaves it for where focus was', async () => {
    const user = renderPage()
    const opener = screen.getByRole('button', { name: 'Somewhere' })
    opener.focus()
    await user.keyboard('n')
    const field = screen.getByRole('textbox', { name: 'Post text' })
    await waitFor(() => expect(field).toHaveFocus())
    // Typing there is text, not shortcuts.
    await user.keyboard('gp?')
    expect(field).toHaveValue('gp?')
    expect(screen.getByText('At /')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(opener).toHaveFocus()
  })

  it('focuses the search field on /, without typing the slash', async () => {
    const user = renderPage()
    await user.keyboard('/')
    const search = screen.getByRole('searchbox', { name: 'Search' })
    await waitFor(() => expect(search).toHaveFocus())
    expect(search).toHaveValue('')
  })

  it('goes to notifications, public and home with g then n, p, h', async () => {
    const user = renderPage()
    await user.keyboard('gn')
    expect(await screen.findByText('At /alice/notifications')).toBeInTheDocument()
    await user.keyboard('gp')
    expect(await screen.findByText('At /main/public')).toBeInTheDocument()
    await user.keyboard('gh')
    expect(await screen.findByText('At /main/friends')).toBeInTheDocument()
    await user.keyboard('{Control>}g{/Control}p')
    expect(screen.getByText('At /main/friends')).toBeInTheDocument()
  })
})
