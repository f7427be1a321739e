/**
 * Files a person saves or opens (exports, backups of settings): saving text through a Blob
 * behind a temporary object URL and a link with `download`; reading a chosen file as text.
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

/**
 * The text of a file or blob (UTF-8), through FileReader, which every browser and the test DOM
 * have. @throws the reader's error when the file cannot be read
 */
export function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '')
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsText(blob)
  })
}
