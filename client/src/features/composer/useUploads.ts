/**
 * Uploads of the composer (s1 §4 "Upload count", s1 §5 "Upload larger than the upload limit",
 * "fileLimit"; s1 §3 "stickers"): each file is checked against the instance's general upload
 * limit (bytes) and the attachment limit, then sent with progress; the count of running
 * uploads disables posting. A sticker is fetched as a Blob first and then sent the same way.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { uploadMedia } from '../../api/endpoints/media'
import { fetchBlob } from '../../api/http'
import { instanceStore } from '../../state/instance'
import type { Attachment } from '../../entities/types'
import { errorText } from '../../state/errorText'
import { formatLocale } from '../../i18n'
import { formatFileSize } from '../../lib/fileSize'

/** One running upload: file name and percent sent (0-100). */
export interface RunningUpload {
  id: number
  name: string
  percent: number
}

/** Why a file was refused or failed: a catalogue key with arguments, or the server's text. */
export type UploadFailure = { key: string; args?: Record<string, string> } | { text: string }

let nextUploadId = 1

/**
 * Upload state. `attached` is how many files the draft holds already; `onUploaded` receives
 * each attachment, `onFailed` the reason of each refused or failed file. `upload(files)` sends
 * files; `uploadSticker(url, name)` fetches a sticker image (URL relative to the instance or
 * absolute) and sends it as the file `name`.
 */
export function useUploads(
  attached: number,
  onUploaded: (attachment: Attachment) => void,
  onFailed: (reason: UploadFailure) => void,
) {
  const [running, setRunning] = useState<RunningUpload[]>([])
  const counts = useRef({ attached, running: 0 })
  useEffect(() => {
    counts.current.attached = attached
  }, [attached])

  const start = useCallback((name: string) => {
    const id = nextUploadId++
    counts.current.running += 1
    setRunning((list) => [...list, { id, name, percent: 0 }])
    return id
  }, [])
  const finish = useCallback((id: number) => {
    counts.current.running -= 1
    setRunning((list) => list.filter((u) => u.id !== id))
  }, [])

  const upload = useCallback(
    (files: readonly File[]) => {
      const { uploadlimit, fileLimit } = instanceStore.getState().config
      const { current } = counts
      let room = fileLimit === null ? Infinity : fileLimit - current.attached - current.running
      for (const file of files) {
        if (room <= 0) {
          onFailed({ key: 'upload.error.file_limit' })
          break
        }
        const limit = uploadlimit.general
        if (limit !== null && limit > 0 && file.size > limit) {
          const size = formatFileSize(file.size, formatLocale())
          const allowed = formatFileSize(limit, formatLocale())
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
        const id = start(file.name)
        uploadMedia(file, ({ loaded, total }) => {
          const percent = total > 0 ? Math.round((loaded / total) * 100) : 0
          setRunning((list) => list.map((u) => (u.id === id ? { ...u, percent } : u)))
        })
          .then(onUploaded)
          .catch((error: unknown) => onFailed({ text: errorText(error) }))
          .finally(() => finish(id))
      }
    },
    [onUploaded, onFailed, start, finish],
  )

  const uploadSticker = useCallback(
    (url: string, name: string) => {
      const id = start(name)
      fetchBlob(url)
        .then((blob) => {
          finish(id)
          upload([new File([blob], name, { type: blob.type })])
        })
        .catch((error: unknown) => {
          finish(id)
          onFailed({ text: errorText(error) })
        })
    },
    [start, finish, upload, onFailed],
  )

  return { running, upload, uploadSticker }
}
