import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Attachment } from '../../entities/types'
import type { RunningUpload } from './useUploads'
import styles from './Composer.module.css'

/** Props of {@link ComposerAttachments}. */
export interface ComposerAttachmentsProps {
  files: Attachment[]
  descriptions: Record<string, string>
  running: RunningUpload[]
  onDescribe: (id: string, text: string) => void
  onRemove: (id: string) => void
}

/**
 * The draft's attachments (s1 §5): image previews, a description field each (Enter is
 * swallowed), a remove button, and the progress of running uploads.
 */
export function ComposerAttachments(props: ComposerAttachmentsProps) {
  const { t } = useTranslation()
  const { files, descriptions, running, onDescribe, onRemove } = props
  if (files.length === 0 && running.length === 0) return null
  return (
    <ul className={styles.attachments}>
      {files.map((file) => (
        <li key={file.id} className={styles.attachment}>
          {file.type === 'image' ? (
            <img src={file.large_thumb_url || file.url} alt="" className={styles.thumb} />
          ) : (
            <span className={styles.thumb}>{file.mimetype}</span>
          )}
          <input
            className={styles.input}
            aria-label={t('post_status.media_description')}
            placeholder={t('post_status.media_description')}
            value={descriptions[file.id] ?? file.description}
            onChange={(e) => onDescribe(file.id, e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.preventDefault()
            }}
          />
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('post_status.remove_attachment')}
            onClick={() => onRemove(file.id)}
          >
            <X size={16} aria-hidden="true" />
          </button>
        </li>
      ))}
      {running.map((upload) => (
        <li key={upload.id} className={styles.attachment}>
          <span>{upload.name}</span>
          <progress
            max={100}
            value={upload.percent}
            aria-label={t('upload.progress', { name: upload.name })}
          />
        </li>
      ))}
    </ul>
  )
}
