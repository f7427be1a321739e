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

/** Attachment display size (s1 §2 "Attachment viewer: sizes hide, small, default"). */
export type AttachmentSize = 'hide' | 'small' | 'default'

/** What {@link attachmentSize} reads: where the post is shown and the reader's preferences. */
export interface AttachmentSizeInput {
  /** Compact places (notifications): small thumbnails. */
  compact: boolean
  inConversation: boolean
  count: number
  hideAttachments: boolean
  hideAttachmentsInConv: boolean
  maxThumbnails: number
}

/**
 * The size attachments show at (s1 §2; Pleroma-FE's rule): small in compact places; hide
 * (a list of links) when hideAttachments is on outside conversations, hideAttachmentsInConv
 * inside one, or there are more attachments than maxThumbnails; default otherwise.
 */
export function attachmentSize(input: AttachmentSizeInput): AttachmentSize {
  if (input.compact) return 'small'
  const hidden = input.inConversation ? input.hideAttachmentsInConv : input.hideAttachments
  if (hidden || input.count > input.maxThumbnails) return 'hide'
  return 'default'
}

/** Dimensions an attachment may carry (s1 §3 Attachment meta: px, aspect = width / height). */
export interface Dimensions {
  meta?: { width?: number; height?: number; aspect?: number }
}

/** Height over width of one attachment; 1 (square) when the server gave no usable size. */
export function heightRatio(item: Dimensions): number {
  const { width, height, aspect } = item.meta ?? {}
  if (width && height && width > 0 && height > 0) return height / width
  if (aspect && aspect > 0 && Number.isFinite(aspect)) return 1 / aspect
  return 1
}

/**
 * The CSS `aspect-ratio` (width / height) of a gallery row, so it takes its room before its
 * pictures load (issue 20): its attachments side by side, the row as tall as the tallest of them
 * (DECISIONS.md), each from its `meta` size (square without one).
 */
export function rowAspectRatio(row: readonly Dimensions[]): string {
  return `${row.length} / ${Math.max(...row.map(heightRatio))}`
}

/**
 * The gallery's summed height in gallery widths (DECISIONS.md "Gallery collapse"): each
 * attachment takes its height over width divided by the attachments in its row (it is that
 * wide); a row is as tall as its tallest attachment; the rows add up.
 */
export function galleryHeight(rows: readonly (readonly Dimensions[])[]): number {
  return rows.reduce(
    (sum, row) => sum + Math.max(0, ...row.map((item) => heightRatio(item) / row.length)),
    0,
  )
}

/** In hide size, a list of more attachments than this collapses (s1 §9). */
export const HIDE_SIZE_COLLAPSE_OVER = 8

/**
 * Whether a gallery starts collapsed behind "Show all n attachments" (s1 §9, DECISIONS.md): never when
 * small; in hide size when it lists more than 8; otherwise when it would be taller than wide
 * (galleryHeight over 1).
 */
export function galleryCollapses(items: readonly Dimensions[], size: AttachmentSize): boolean {
  if (size === 'small') return false
  if (size === 'hide') return items.length > HIDE_SIZE_COLLAPSE_OVER
  return galleryHeight(galleryRows(items)) > 1
}
