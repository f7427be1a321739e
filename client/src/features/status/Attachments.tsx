import { EyeOff, FileText } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Attachment } from '../../entities/types'
import { isWebUrl } from '../../lib/safeUrl'
import styles from './Attachments.module.css'
import { galleryRows } from './gallery'
import { EXTERNAL_REL } from './RichText'

/** Props of {@link Attachments}. */
export interface AttachmentsProps {
  attachments: readonly Attachment[]
  /** The status is marked sensitive (nsfw): media wait behind a placeholder until clicked. */
  sensitive: boolean
}

/** Last path segment of a URL, for naming a file link; '' when unreadable. */
function fileName(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '')
  } catch {
    return ''
  }
}

function Visual({ attachment }: { attachment: Attachment }) {
  const { t } = useTranslation()
  const description = attachment.description ?? ''
  if (attachment.type === 'video') {
    return (
      <video
        className={styles.media}
        src={attachment.url}
        controls
        preload="metadata"
        aria-label={description || t('status.attachment_video')}
        title={description || undefined}
      />
    )
  }
  const thumb = isWebUrl(attachment.large_thumb_url) ? attachment.large_thumb_url : attachment.url
  return (
    <a
      href={attachment.url}
      target="_blank"
      rel={EXTERNAL_REL}
      className={styles.imageLink}
      aria-label={description ? undefined : t('status.attachment_image')}
    >
      <img
        className={styles.media}
        src={thumb}
        alt={description}
        title={description || undefined}
        loading="lazy"
      />
    </a>
  )
}

/**
 * The media of a post (s1 §2 "Post card", §4 "Sensitive attachments show a placeholder until
 * clicked"): images and videos in a gallery of rows of up to 3 (lib: gallery.ts), audio players,
 * and other files as links, all opening in a new tab. Attachments without an http(s) URL are
 * left out. Sensitive media show one placeholder button until it is clicked.
 */
export function Attachments({ attachments, sensitive }: AttachmentsProps) {
  const { t } = useTranslation()
  const [revealed, setRevealed] = useState(false)
  const usable = attachments.filter((attachment) => attachment && isWebUrl(attachment.url))
  if (usable.length === 0) return null
  if (sensitive && !revealed) {
    return (
      <button type="button" className={styles.sensitive} onClick={() => setRevealed(true)}>
        <EyeOff aria-hidden="true" size={20} />
        {t('status.sensitive_media')}
      </button>
    )
  }
  const visual = usable.filter((a) => a.type === 'image' || a.type === 'video')
  const audio = usable.filter((a) => a.type === 'audio')
  const files = usable.filter((a) => !visual.includes(a) && !audio.includes(a))
  return (
    <div className={styles.attachments}>
      {galleryRows(visual).map((row, index) => (
        <div key={index} className={styles.row}>
          {row.map((attachment) => (
            <div key={attachment.id} className={styles.cell}>
              <Visual attachment={attachment} />
            </div>
          ))}
        </div>
      ))}
      {audio.map((attachment) => (
        <figure key={attachment.id} className={styles.audio}>
          <audio
            controls
            preload="metadata"
            src={attachment.url}
            aria-label={attachment.description || t('status.attachment_audio')}
          />
          {attachment.description ? <figcaption>{attachment.description}</figcaption> : null}
        </figure>
      ))}
      {files.map((attachment) => (
        <a
          key={attachment.id}
          href={attachment.url}
          target="_blank"
          rel={EXTERNAL_REL}
          className={styles.file}
        >
          <FileText aria-hidden="true" size={16} />
          <span>
            {attachment.description || fileName(attachment.url) || t('status.attachment_file')}
          </span>
        </a>
      ))}
    </div>
  )
}
