/**
 * Saving text as a file from the page (exports, backups of settings): a Blob behind a temporary
 * object URL, "clicked" through a link with `download`, the URL revoked right after.
 */

/** Offers `text` as a download named `filename` (`type`: its MIME type, e.g. `text/csv`). */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}
