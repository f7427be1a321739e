import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { EmojiGrid } from './EmojiGrid'
import type { EmojiItem } from './scoring'

const item = (name: string): EmojiItem => ({
  displayText: name,
  imageUrl: '',
  replacement: `:${name}:`,
  tags: ['pack:test'],
})
// Ten in the first group (rows of 8 and 2), three in the second.
const first = Array.from({ length: 10 }, (_, i) => item(`a${i}`))
const second = ['b0', 'b1', 'b2'].map(item)

function renderGrid() {
  const onPick = vi.fn()
  render(
    <>
      <button type="button">Before</button>
      <EmojiGrid
        groups={[
          ['Smileys', first],
          ['Food', second],
        ]}
        onPick={onPick}
        containerRef={createRef()}
      />
      <button type="button">After</button>
    </>,
  )
  return onPick
}

describe('EmojiGrid (issue 21: one Tab stop, arrow keys)', () => {
  it('is one grid per group, named by its heading, with rows of eight', () => {
    renderGrid()
    const smileys = screen.getByRole('grid', { name: 'Smileys' })
    expect(
      within(smileys)
        .getAllByRole('row')
        .map((row) => row.children.length),
    ).toEqual([8, 2])
    expect(screen.getByRole('grid', { name: 'Food' })).toBeInTheDocument()
  })

  it('names a Unicode emoji by its short name and hides the glyph from screen readers', () => {
    const face = { displayText: 'neutral_face', imageUrl: '', replacement: '😐️', tags: [] }
    render(<EmojiGrid groups={[['Smileys', [face]]]} onPick={vi.fn()} containerRef={createRef()} />)
    const button = screen.getByRole('button', { name: 'neutral_face' })
    expect(within(button).getByText('😐️')).toHaveAttribute('aria-hidden', 'true')
  })

  it('takes one Tab stop and moves with arrows, Home and End; Enter picks', async () => {
    const onPick = renderGrid()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Before' }))
    await user.tab()
    expect(screen.getByRole('button', { name: 'a0' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('button', { name: 'a8' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('button', { name: 'b0' })).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByRole('button', { name: 'b2' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(screen.getByRole('button', { name: 'b0' })).toHaveFocus()
    await user.keyboard('{ArrowUp}{End}')
    expect(screen.getByRole('button', { name: 'a9' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'a9' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onPick).toHaveBeenCalledWith(first[9])
  })
})
