// @vitest-environment node
import { gridMove } from './gridKeys'

const key = (name: string, ctrlKey = false) => ({ key: name, ctrlKey })

describe('gridMove (emoji picker keys)', () => {
  // Two groups: 5 emoji (rows 0-3, 4) and 3 emoji (row 5-7), four columns.
  const sizes = [5, 3]
  const move = (index: number, name: string, ctrl = false) =>
    gridMove(sizes, index, key(name, ctrl), 4)

  it('steps left and right across rows and groups, stopping at the ends', () => {
    expect(move(3, 'ArrowRight')).toBe(4)
    expect(move(4, 'ArrowRight')).toBe(5)
    expect(move(7, 'ArrowRight')).toBe(7)
    expect(move(0, 'ArrowLeft')).toBe(0)
  })

  it('moves up and down by row, to the last emoji of a shorter row', () => {
    expect(move(2, 'ArrowDown')).toBe(4)
    expect(move(4, 'ArrowDown')).toBe(5)
    expect(move(7, 'ArrowUp')).toBe(4)
    expect(move(6, 'ArrowDown')).toBe(6)
    expect(move(1, 'ArrowUp')).toBe(1)
  })

  it('goes to the row start and end with Home and End, to the very ends with Ctrl', () => {
    expect(move(2, 'Home')).toBe(0)
    expect(move(6, 'End')).toBe(7)
    expect(move(6, 'Home', true)).toBe(0)
    expect(move(1, 'End', true)).toBe(7)
  })

  it('ignores other keys', () => {
    expect(move(1, 'a')).toBeNull()
    expect(move(1, 'Enter')).toBeNull()
  })
})
