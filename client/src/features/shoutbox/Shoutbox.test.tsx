import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ShoutMessage } from '../../entities/types'
import { initI18n } from '../../i18n'
import { preferencesStore } from '../../state/preferences/preferences'
import { resetShoutbox, shoutStore } from '../../state/shoutbox'
import { makeUser } from '../status/testing/factories'
import Shoutbox from './lazy'

const message = (id: number, text: string, name = 'Bob :blob:'): ShoutMessage => ({
  id,
  text,
  author: makeUser({
    id: `u${id}`,
    screen_name: 'bob',
    name,
    emoji: [{ shortcode: 'blob', url: 'https://social.example/blob.png', static_url: '' }],
  }),
})

function joined(messages: ShoutMessage[]) {
  const send = vi.fn<(text: string) => void>()
  act(() => shoutStore.setState({ joined: true, messages, send }))
  return send
}

function renderShoutbox(floating = false) {
  render(
    <MemoryRouter>
      <Shoutbox floating={floating} />
    </MemoryRouter>,
  )
}

beforeAll(async () => {
  await initI18n('en')
})
afterEach(() => {
  cleanup()
  resetShoutbox()
  preferencesStore.setState({ user: {}, journal: [], _timestamp: 0 })
})

describe('the shout-panel page (s1 §2 "Shoutbox")', () => {
  it('shows each line as text with its author, custom emoji in the name', async () => {
    renderShoutbox()
    joined([message(2, '<img src=x onerror="alert(1)"> hi'), message(3, 'second')])
    expect(await screen.findByRole('heading', { name: 'Shoutbox', level: 1 })).toBeInTheDocument()
    const lines = within(screen.getByRole('list', { name: 'Shoutbox messages' })).getAllByRole(
      'listitem',
    )
    expect(lines).toHaveLength(2)
    expect(lines[0]).toHaveTextContent('<img src=x onerror="alert(1)"> hi')
    expect(lines[0]?.querySelector('img[src="x"]')).toBeNull()
    const name = within(lines[0] as HTMLElement).getByRole('link', { name: 'Bob' })
    expect(name).toHaveAttribute('href', '/users/bob')
    expect(name.querySelector('img[title=":blob:"]')).toHaveAttribute(
      'src',
      'https://social.example/blob.png',
    )
  })

  it('sends on Enter and empties the input; Shift+Enter makes a new line; blank is not sent', async () => {
    const user = userEvent.setup()
    renderShoutbox()
    const send = joined([])
    const input = await screen.findByRole('textbox', { name: 'Shout something (Enter sends)' })
    await user.type(input, '   {Enter}')
    expect(send).not.toHaveBeenCalled()
    await user.clear(input)
    await user.type(input, 'hello{Shift>}{Enter}{/Shift}birds{Enter}')
    expect(send).toHaveBeenCalledWith('hello\nbirds')
    expect(input).toHaveValue('')
  })

  it('says it is not connected and disables the input until the channel is joined', async () => {
    renderShoutbox()
    expect(await screen.findByText('Not connected to the shoutbox yet.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Shout something (Enter sends)' })).toBeDisabled()
  })

  it('says so while nobody has shouted yet', async () => {
    renderShoutbox()
    joined([])
    expect(
      await screen.findByText('Nobody has shouted yet. Say hello to everyone here.'),
    ).toBeInTheDocument()
    joined([message(2, 'hi')])
    expect(screen.queryByText(/Nobody has shouted yet/)).not.toBeInTheDocument()
  })
})

describe('the floating shoutbox', () => {
  it('shows while joined, collapsed first, and expands and collapses', async () => {
    const user = userEvent.setup()
    renderShoutbox(true)
    expect(screen.queryByRole('button', { name: 'Shoutbox' })).not.toBeInTheDocument()
    joined([message(2, 'hi')])
    await user.click(await screen.findByRole('button', { name: 'Shoutbox' }))
    expect(screen.getByRole('heading', { name: 'Shoutbox', level: 2 })).toBeInTheDocument()
    expect(screen.getByText('hi')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Collapse the shoutbox' }))
    expect(screen.getByRole('button', { name: 'Shoutbox' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  it('by keyboard, focus goes to the shout field on expanding and back to the button', async () => {
    const user = userEvent.setup()
    renderShoutbox(true)
    joined([])
    const button = await screen.findByRole('button', { name: 'Shoutbox' })
    // Shown at first, it leaves focus alone.
    expect(button).not.toHaveFocus()
    button.focus()
    await user.keyboard('{Enter}')
    const input = screen.getByRole('textbox', { name: 'Shout something (Enter sends)' })
    expect(input).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Collapse the shoutbox' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Shoutbox' })).toHaveFocus()
  })

  it('is hidden by the hideShoutbox preference', async () => {
    renderShoutbox(true)
    joined([])
    expect(await screen.findByRole('button', { name: 'Shoutbox' })).toBeInTheDocument()
    act(() => preferencesStore.setState({ user: { hideShoutbox: true } }))
    expect(screen.queryByRole('button', { name: 'Shoutbox' })).not.toBeInTheDocument()
  })
})
