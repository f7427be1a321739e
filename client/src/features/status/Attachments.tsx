import { EyeOff, FileText, Film, Image, Music, Play } from 'lucide-react'
import { lazy, Suspense, useState, type MouseEvent } from 'react'
import { useFixedT } from '../../i18n/useFixedT'
import type { Attachment } from '../../entities/types'
import { isWebUrl } from '../../lib/safeUrl'
import { usePreference } from '../../state/preferences/preferences'
import styles from './Attachments.module.css'
import {
  attachmentSize,
  galleryCollapses,
  galleryRows,
  rowAspectRatio,
  type AttachmentSize,
} from './gallery'
import { EXTERNAL_REL } from '../../content/RichText'
import { StillImage } from './StillImage'
import { Blurhash } from './Blurhash'

const MediaViewer = lazy(() => import('../media').then((m) => ({ default: m.MediaViewer })))

/** Props of {@link Attachments}. */
export interface AttachmentsProps {
  attachments: readonly Attachment[]
  /** The status is marked sensitive (nsfw): with hideNsfw on, media wait behind a placeholder. */
  sensitive: boolean
  /** Shown in a conversation: hideAttachmentsInConv applies instead of hideAttachments. */
  inConversation?: boolean
  /** Compact places (notifications): small thumbnails. */
  compact?: boolean
}

/** Last path segment of a URL, for naming a file link; '' when unreadable. */
function fileName(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '')
  } catch {
    return ''
  }
}

/** A plain click (no modifier, main button) opens the viewer; others keep the link's default. */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/** The picture a thumbnail shows: the preview when it is a web URL, else the file. */
function thumbOf(attachment: Attachment): string {
  return isWebUrl(attachment.large_thumb_url) ? attachment.large_thumb_url : attachment.url
}

interface ThumbProps {
  attachment: Attachment
  onOpen: () => void
  /** stopGifs (s1 §3): animated GIFs show their first frame until hovered or focused. */
  stopGifs: boolean
}

/**
 * A gallery thumbnail: the image (or a still of the video) linking to the file, under its
 * blurhash placeholder until it has loaded (or failed: then its alt text shows).
 */
function Thumb({ attachment, onOpen, stopGifs }: ThumbProps) {
  const { t } = useFixedT()
  const [animate, setAnimate] = useState(false)
  const [settled, setSettled] = useState(false)
  const settle = () => setSettled(true)
  const description = attachment.description ?? ''
  const open = (event: MouseEvent) => {
    if (!plainClick(event)) return
    event.preventDefault()
    onOpen()
  }
  const thumb = thumbOf(attachment)
  const video = attachment.type === 'video'
  const gif = stopGifs && attachment.mimetype === 'image/gif'
  return (
    <a
      href={attachment.url}
      target="_blank"
      rel={EXTERNAL_REL}
      className={styles.imageLink}
      onClick={open}
      onMouseEnter={() => setAnimate(true)}
      onMouseLeave={() => setAnimate(false)}
      onFocus={() => setAnimate(true)}
      onBlur={() => setAnimate(false)}
      aria-label={
        description ? undefined : t(video ? 'status.attachment_video' : 'status.attachment_image')
      }
    >
      {video ? (
        <video
          className={styles.media}
          src={attachment.url}
          preload="metadata"
          muted
          onLoadedData={settle}
          onError={settle}
        />
      ) : gif ? (
        <StillImage
          className={styles.media}
          src={attachment.url}
          alt={description}
          title={description || undefined}
          loading="lazy"
          animate={animate}
          onSettled={settle}
        />
      ) : (
        <img
          className={styles.media}
          src={thumb}
          alt={description}
          title={description || undefined}
          loading="lazy"
          onLoad={settle}
          onError={settle}
        />
      )}
      {attachment.blurhash && !settled ? (
        <Blurhash hash={attachment.blurhash} className={styles.placeholder} />
      ) : null}
      {video ? <Play aria-hidden="true" className={styles.play} size={32} /> : null}
      {video && description ? <span className="visually-hidden">{description}</span> : null}
    </a>
  )
}

const HIDDEN_ICONS = { image: Image, video: Film, audio: Music } as const

/** Hide size: one line per attachment, a link naming it by description or file name. */
function HiddenLink({ attachment, onOpen }: { attachment: Attachment; onOpen?: () => void }) {
  const { t } = useFixedT()
  const kind = attachment.type === 'image' || attachment.type === 'video' ? attachment.type : null
  const Icon = kind ? HIDDEN_ICONS[kind] : attachment.type === 'audio' ? Music : FileText
  const fallback =
    kind === 'image'
      ? 'media.hidden_image'
      : kind === 'video'
        ? 'media.hidden_video'
        : 'media.hidden_file'
  return (
    <a
      href={attachment.url}
      target="_blank"
      rel={EXTERNAL_REL}
      className={styles.file}
      onClick={(event) => {
        if (!onOpen || !plainClick(event)) return
        event.preventDefault()
        onOpen()
      }}
    >
      <Icon aria-hidden="true" size={16} />
      <span>{attachment.description || fileName(attachment.url) || t(fallback)}</span>
    </a>
  )
}

/**
 * The media of a post (s1 §2 "Post card", "Attachment viewer"; §4; §9): in default and small
 * size images and videos in a gallery of rows of up to 3, audio players and other files as
 * links; in hide size (hideAttachments / hideAttachmentsInConv / over maxThumbnails) a list of
 * links. A gallery taller than wide (or, in hide size, over 8) starts collapsed behind "Show all
 * n attachments". With hideNsfw on, sensitive media wait behind one placeholder until it is clicked.
 * Clicking an image, video or flash file opens the lazy media viewer. Descriptions are the alt
 * text; Attachments without an http(s) URL are left out. preloadImage (s1 §3; Pleroma-FE) loads
 * the pictures still behind the sensitive placeholder (as hidden images) so they show at once
 * when revealed. stopGifs shows GIFs still until hovered or focused ({@link StillImage}).
 * Each gallery row holds its size from the attachments' `meta` before the pictures load, and each
 * picture with a `blurhash` shows it ({@link Blurhash}) until it has loaded; the sensitive
 * placeholder is covered by the first picture's blurhash, as Mastodon's clients do.
 */
export function Attachments({ attachments, sensitive, inConversation, compact }: AttachmentsProps) {
  const { t } = useFixedT()
  const hideNsfw = usePreference('hideNsfw')
  const hideAttachments = usePreference('hideAttachments')
  const hideAttachmentsInConv = usePreference('hideAttachmentsInConv')
  const maxThumbnails = usePreference('maxThumbnails')
  const preloadImage = usePreference('preloadImage')
  const stopGifs = usePreference('stopGifs')
  const [revealed, setRevealed] = useState(false)
  const [expanded, setExpanded] = useState(false)
  const [viewing, setViewing] = useState<number | null>(null)
  const usable = attachments.filter((attachment) => attachment && isWebUrl(attachment.url))
  if (usable.length === 0) return null
  if (sensitive && hideNsfw && !revealed) {
    const cover = usable.find((a) => a.type === 'image' || a.type === 'video')?.blurhash
    return (
      <>
        <button type="button" className={styles.sensitive} onClick={() => setRevealed(true)}>
          {cover ? <Blurhash hash={cover} className={styles.placeholder} /> : null}
          <span className={styles.sensitiveLabel}>
            <EyeOff aria-hidden="true" size={20} />
            {t('status.sensitive_media')}
          </span>
        </button>
        {preloadImage
          ? usable
              .filter((attachment) => attachment.type === 'image')
              .map((attachment) => (
                <img key={attachment.id} src={thumbOf(attachment)} alt="" hidden />
              ))
          : null}
      </>
    )
  }
  const size: AttachmentSize = attachmentSize({
    compact: compact === true,
    inConversation: inConversation === true,
    count: usable.length,
    hideAttachments,
    hideAttachmentsInConv,
    maxThumbnails,
  })
  const visual = usable.filter((a) => a.type === 'image' || a.type === 'video')
  const viewable = usable.filter((a) => visual.includes(a) || a.type === 'flash')
  const audio = usable.filter((a) => a.type === 'audio')
  const files = usable.filter((a) => !visual.includes(a) && !audio.includes(a))
  const collapsible = galleryCollapses(size === 'hide' ? usable : visual, size)
  const collapsed = collapsible && !expanded
  const openAt = (attachment: Attachment) => () => setViewing(viewable.indexOf(attachment))
  const classes = [
    styles.attachments,
    size === 'small' ? styles.small : '',
    collapsed ? styles.collapsed : '',
  ]
  return (
    <div className={styles.wrapper} role="group" aria-label={t('status.attachments')}>
      <div className={classes.filter(Boolean).join(' ')}>
        {size === 'hide'
          ? usable.map((attachment) => (
              <HiddenLink
                key={attachment.id}
                attachment={attachment}
                onOpen={viewable.includes(attachment) ? openAt(attachment) : undefined}
              />
            ))
          : null}
        {size !== 'hide'
          ? galleryRows(visual).map((row, index) => (
              <div key={index} className={styles.row} style={{ aspectRatio: rowAspectRatio(row) }}>
                {row.map((attachment) => (
                  <div key={attachment.id} className={styles.cell}>
                    <Thumb
                      attachment={attachment}
                      onOpen={openAt(attachment)}
                      stopGifs={stopGifs}
                    />
                  </div>
                ))}
              </div>
            ))
          : null}
        {size !== 'hide'
          ? audio.map((attachment) => (
              <figure key={attachment.id} className={styles.audio}>
                <audio
                  controls
                  preload="metadata"
                  src={attachment.url}
                  aria-label={attachment.description || t('status.attachment_audio')}
                />
                {attachment.description ? <figcaption>{attachment.description}</figcaption> : null}
              </figure>
            ))
          : null}
        {size !== 'hide'
          ? files.map((attachment) => (
              <HiddenLink
                key={attachment.id}
                attachment={attachment}
                onOpen={viewable.includes(attachment) ? openAt(attachment) : undefined}
              />
            ))
          : null}
      </div>
      {collapsible ? (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('media.collapse') : t('media.show_all', { count: usable.length })}
        </button>
      ) : null}
      {viewing !== null && viewing >= 0 ? (
        <Suspense fallback={null}>
          <MediaViewer
            attachments={viewable}
            startIndex={viewing}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
