/** Emoji per row of the picker's grids (the CSS lays out exactly this many). */
export const COLUMNS = 8

/** The keys the emoji grid moves with (WAI-ARIA grid pattern). */
export interface GridKey {
  key: string
  ctrlKey: boolean
}

interface Row {
  start: number
  length: number
}

/** The rows of groups of `sizes` emoji each, numbered across groups; each group starts a row. */
function rowsOf(sizes: readonly number[], columns: number): Row[] {
  const rows: Row[] = []
  let start = 0
  for (const size of sizes) {
    for (let offset = 0; offset < size; offset += columns) {
      rows.push({ start: start + offset, length: Math.min(columns, size - offset) })
    }
    start += size
  }
  return rows
}

/**
 * Where focus goes from emoji `index` on a key press in the picker (issue 21): the emoji of all
 * groups are numbered in order, each group in rows of `columns`. ArrowRight / ArrowLeft step to
 * the next / previous emoji (across rows and groups), ArrowDown / ArrowUp to the same column of
 * the next / previous row (the row's last emoji when it is shorter), Home / End to the start /
 * end of the row, Ctrl+Home / Ctrl+End to the first / last emoji. Null for any other key, and
 * the same index at an edge.
 */
export function gridMove(
  sizes: readonly number[],
  index: number,
  { key, ctrlKey }: GridKey,
  columns = COLUMNS,
): number | null {
  const rows = rowsOf(sizes, columns)
  const total = sizes.reduce((sum, size) => sum + size, 0)
  const at = rows.findIndex((row) => index >= row.start && index < row.start + row.length)
  const row = rows[at]
  if (!row) return null
  const toRow = (target: Row | undefined) =>
    target ? target.start + Math.min(index - row.start, target.length - 1) : index
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, total - 1)
    case 'ArrowLeft':
      return Math.max(index - 1, 0)
    case 'ArrowDown':
      return toRow(rows[at + 1])
    case 'ArrowUp':
      return toRow(rows[at - 1])
    case 'Home':
      return ctrlKey ? 0 : row.start
    case 'End':
      return ctrlKey ? total - 1 : row.start + row.length - 1
    default:
      return null
  }
}
