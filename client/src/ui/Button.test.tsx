import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './Button'

/** A button busy while its call runs (the follow button's pattern), beside another one. */
function Busy({ onCall }: { onCall: () => void }) {
  const [busy, setBusy] = useState(false)
  return (
    <>
      <Button
        onClick={() => {
          setBusy(true)
          onCall()
        }}
        disabled={busy}
      >
        Follow
      </Button>
      <Button onClick={() => setBusy(false)}>Done</Button>
      <Button disabled>Never</Button>
    </>
  )
}

describe('<Button> (issue 21: focus never falls to the page body)', () => {
  it('keeps focus when its own press disables it, read as unavailable and doing nothing', async () => {
    const user = userEvent.setup()
    const onCall = vi.fn()
    render(<Busy onCall={onCall} />)
    const follow = screen.getByRole('button', { name: 'Follow' })
    await user.tab()
    await user.keyboard('{Enter}')
    expect(follow).toHaveFocus()
    expect(follow).toHaveAttribute('aria-disabled', 'true')
    expect(follow).not.toHaveAttribute('disabled')
    await user.keyboard('{Enter}')
    expect(onCall).toHaveBeenCalledTimes(1)
  })

  it('is disabled natively when it was not pressed, or once focus has left it', async () => {
    const user = userEvent.setup()
    render(<Busy onCall={() => undefined} />)
    expect(screen.getByRole('button', { name: 'Never' })).toBeDisabled()
    await user.tab()
    await user.keyboard('{Enter}')
    await user.tab()
    expect(screen.getByRole('button', { name: 'Follow' })).toBeDisabled()
  })

  it('does not submit its form again while held', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    function Form() {
      const [sending, setSending] = useState(false)
      return (
        <form
          onSubmit={(event) => {
            onSubmit(event)
            setSending(true)
          }}
        >
          <Button type="submit" disabled={sending}>
            Send
          </Button>
        </form>
      )
    }
    render(<Form />)
    await user.tab()
    await user.keyboard('{Enter}')
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus()
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('with holdFocus stays focusable whenever it is disabled, doing nothing', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(
      <Button disabled holdFocus onClick={onClick}>
        Set new avatar
      </Button>,
    )
    await user.tab()
    const button = screen.getByRole('button', { name: 'Set new avatar' })
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-disabled', 'true')
    await user.keyboard('{Enter}')
    expect(onClick).not.toHaveBeenCalled()
  })
})
