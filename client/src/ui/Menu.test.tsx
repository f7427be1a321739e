import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Flag, Link2 } from 'lucide-react'
import { describe, expect, it, vi } from 'vitest'
import { Menu, type MenuEntry } from './Menu'

describe('<Menu>', () => {
  it('makes entries given as a function only when it opens (issue 20)', async () => {
    const user = userEvent.setup()
    const report = vi.fn()
    const entries = vi.fn((): MenuEntry[] => [
      { id: 'copy', label: 'Copy link', icon: Link2, href: 'https://example.social/notice/1' },
      { id: 'report', label: 'Report', icon: Flag, onSelect: report },
    ])
    render(
      <Menu label="More" entries={entries}>
        …
      </Menu>,
    )
    expect(entries).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'More' }))
    expect(screen.getByRole('menuitem', { name: 'Copy link' })).toHaveAttribute(
      'href',
      'https://example.social/notice/1',
    )
    await user.click(screen.getByRole('menuitem', { name: 'Report' }))
    expect(report).toHaveBeenCalledOnce()
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })
})
