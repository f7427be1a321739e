import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Dialog } from './Dialog'

/** A feed item whose More button asks before it turns the post into a gravestone. */
function Item() {
  const [asking, setAsking] = useState(false)
  const [deleted, setDeleted] = useState(false)
  return (
    <main tabIndex={-1}>
      <div>
        {deleted ? (
          <article tabIndex={0} aria-label="Post deleted" />
        ) : (
          <article aria-label="A post">
            <button type="button" onClick={() => setAsking(true)}>
              More
            </button>
          </article>
        )}
      </div>
      {asking ? (
        <Dialog alert title="Delete?" closeLabel="Close" onClose={() => setAsking(false)}>
          <button
            type="button"
            onClick={() => {
              setAsking(false)
              setDeleted(true)
            }}
          >
            Delete
          </button>
        </Dialog>
      ) : null}
    </main>
  )
}

describe('Dialog focus and landmarks (issue 21)', () => {
  it('gives focus back to its opener when it closes', async () => {
    const user = userEvent.setup()
    render(<Item />)
    await user.click(screen.getByRole('button', { name: 'More' }))
    await user.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus()
  })

  it('puts focus on what replaced the opener (the gravestone), not on the body', async () => {
    const user = userEvent.setup()
    render(<Item />)
    await user.click(screen.getByRole('button', { name: 'More' }))
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(screen.getByRole('article', { name: 'Post deleted' })).toHaveFocus()
  })

  it('has no banner or contentinfo landmark of its own', async () => {
    const user = userEvent.setup()
    render(<Item />)
    await user.click(screen.getByRole('button', { name: 'More' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete?' })
    expect(within(dialog).queryByRole('banner')).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('contentinfo')).not.toBeInTheDocument()
  })

  it('keeps Tab inside with a disclosure last: its summary is reached, then the first control', async () => {
    const user = userEvent.setup()
    render(
      <Dialog title="Theme" closeLabel="Close" onClose={() => undefined}>
        <input aria-label="Links" />
        <details>
          <summary>Advanced colours</summary>
        </details>
      </Dialog>,
    )
    const close = screen.getByRole('button', { name: 'Close' })
    close.focus()
    await user.tab({ shift: true })
    expect(screen.getByText('Advanced colours')).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
  })
})
