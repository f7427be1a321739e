/**
 * Test helper for the settings tabs that save files (lib/files.ts `downloadText`): catches each
 * download's blob and file name instead of clicking a link. Call it in `beforeEach`;
 * `vi.restoreAllMocks()` and `vi.unstubAllGlobals()` in `afterEach` undo it.
 */

/** What the page offered as downloads, in order. */
export interface CapturedDownloads {
  blobs: Blob[]
  names: string[]
}

/** Starts catching downloads; the returned lists fill as the page saves files. */
export function captureDownloads(): CapturedDownloads {
  const captured: CapturedDownloads = { blobs: [], names: [] }
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    captured.names.push(this.download)
  })
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        captured.blobs.push(blob)
        return 'blob:saved'
      },
      revokeObjectURL: () => undefined,
    }),
  )
  return captured
}
