/**
 * Uploads of the composer (s1 §4 "Upload count", s1 §5 "Upload larger than the upload limit",
 * "fileLimit"): each file is checked against the instance's general upload limit (bytes) and
 * the attachment limit, then sent with progress; the count of running uploads disables posting.
 */
import { useCallback, useState } from 'react'
import { uploadMedia } from '../../api/endpoints/media'
import { instanceStore } from '../../entities/instance'
import type { Attachment } from '../../entities/types'
import { errorText } from './useComposer'
import { formatFileSize } from './rules'

/** One running upload: file name and percent sent (0-100). */
export interface RunningUpload {
  id: number
  name: string
  percent: number
}

let nextUploadId = 1

/**
 * Upload state. `attached` is how many files the draft holds already; `onUploaded` receives
 * each attachment, `onFailed` the reason of each refused or failed file.
 */
export function useUploads(
  attached: number,
  onUploaded: (attachment: Attachment) => void,
  onFailed: (reason: { key: string; args?: Record<string, string> } | { text: string }) => void,
) {
  const [running, setRunning] = useState<RunningUpload[]>([])

  const upload = useCallback(
    (files: readonly File[]) => {
      const { uploadlimit, fileLimit } = instanceStore.getState().config
      let room = fileLimit === null ? Infinity : fileLimit - attached - running.length
      for (const file of files) {
        if (room <= 0) {
          onFailed({ key: 'upload.error.file_limit' })
          break
        }
        const limit = uploadlimit.general
        if (limit !== null && limit > 0 && file.size > limit) {
          const size = formatFileSize(file.size)
          const allowed = formatFileSize(limit)
          onFailed({
            key: 'upload.error.file_too_big',
            args: {
              filesize: size.num,
              filesizeunit: size.unit,
              allowedsize: allowed.num,
              allowedsizeunit: allowed.unit,
            },
          })
          continue
        }
        room -= 1
        const id = nextUploadId++
        setRunning((list) => [...list, { id, name: file.name, percent: 0 }])
        uploadMedia(file, ({ loaded, total }) => {
          const percent = total > 0 ? Math.round((loaded / total) * 100) : 0
          setRunning((list) => list.map((u) => (u.id === id ? { ...u, percent } : u)))
        })
          .then(onUploaded)
          .catch((error: unknown) => onFailed({ text: errorText(error) }))
          .finally(() => setRunning((list) => list.filter((u) => u.id !== id)))
      }
    },
    [attached, running.length, onUploaded, onFailed],
  )

  return { running, upload }
}
