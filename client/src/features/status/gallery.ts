/**
 * Gallery rows (s1 §9: "gallery rows up to 3"): how many attachments go in each row. Four
 * make two rows of two; otherwise rows of three, with a lone last item paired with the one
 * before it (3+1 becomes 2+2) so no row holds a single small item after a full one.
 */
export function galleryRows<T>(items: readonly T[], perRow = 3): T[][] {
  const n = items.length
  if (n === 0) return []
  const sizes: number[] = []
  if (n === 4 && perRow >= 2) sizes.push(2, 2)
  else {
    let left = n
    while (left > 0) {
      sizes.push(Math.min(perRow, left))
      left -= perRow
    }
    const last = sizes.length - 1
    if (last > 0 && sizes[last] === 1 && perRow >= 3) {
      sizes[last - 1] = (sizes[last - 1] ?? 1) - 1
      sizes[last] = 2
    }
  }
  const rows: T[][] = []
  let start = 0
  for (const size of sizes) {
    rows.push(items.slice(start, start + size))
    start += size
  }
  return rows
}
