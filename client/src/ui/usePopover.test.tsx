import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { usePopover } from './usePopover'

/** A filter button with an in-flow popover of one checkbox, and a button after it. */
function Filter() {
  const [open, setOpen] = useState(false)
  const anchor = useRef<HTMLButtonElement>(null)
  const floating = useRef<HTMLDivElement>(null)
  usePopover({ open, onClose: () => setOpen(false), anchor, floating })
  return (
    <>
      <button ref={anchor} type="button" onClick={() => setOpen(!open)}>
        Filter
      </button>
      {open ? (
        <div ref={floating} role="group" aria-label="Types">
          <label>
            <input type="checkbox" /> Likes
          </label>
          <div role="dialog" aria-label="Inner card">
            <button type="button">Inside</button>
          </div>
        </div>
      ) : null}
      <button type="button">Next</button>
    </>
  )
}

describe('popovers close when focus leaves them (issue 21)', () => {
  it('closes on Tab out and leaves focus where it went', async () => {
    const user = userEvent.setup()
    render(<Filter />)
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    await user.tab()
    expect(screen.getByRole('checkbox', { name: 'Likes' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus()
    await user.tab()
    expect(screen.queryByRole('group', { name: 'Types' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus()
  })

  it('stays open while focus is on its button', async () => {
    const user = userEvent.setup()
    render(<Filter />)
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    await user.tab()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveFocus()
    expect(screen.getByRole('group', { name: 'Types' })).toBeInTheDocument()
  })
})
