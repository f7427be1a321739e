import { ChevronLeft, ChevronRight, LoaderCircle, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import type { Attachment } from '../../entities/types'
import { usePreference } from '../../state/preferences/preferences'
import { trapTab } from '../../ui/focusTrap'
import styles from './MediaViewer.module.css'
import { useHistoryClose } from './useHistoryClose'
import { arrowStep, pinchScale, settleScale, swipeStep, wrapIndex } from './viewerRules'
import { formatNumber } from '../../i18n'

/** Props of {@link MediaViewer}. */
export interface MediaViewerProps {
  /** The post's viewable media (image, video, audio, flash), in gallery order. */
  attachments: readonly Attachment[]
  /** Index shown first. */
  startIndex: number
  /** Called once the viewer has closed (after the 100 ms close delay). */
  onClose: () => void
}

type Touch = { x: number; y: number }
const point = (t: { clientX: number; clientY: number }): Touch => ({ x: t.clientX, y: t.clientY })
const distance = (a: Touch, b: Touch) => Math.hypot(a.x - b.x, a.y - b.y)

/** One item: image with a spinner until loaded, video, audio, or the flash placeholder. */
function Item({ attachment, scale }: { attachment: Attachment; scale: number }) {
  const { t } = useTranslation()
  const loop = usePreference('loopVideo')
  const [loaded, setLoaded] = useState(false)
  const label = attachment.description || undefined
  switch (attachment.type) {
    case 'image':
      return (
        <>
          {loaded ? null : (
            <span role="status" className={styles.spinner}>
              <LoaderCircle aria-hidden="true" size={32} />
              <span className="visually-hidden">{t('media.loading')}</span>
            </span>
          )}
          <img
            className={styles.media}
            src={attachment.url}
            alt={attachment.description}
            style={{ transform: `scale(${scale})` }}
            onLoad={() => setLoaded(true)}
            onError={() => setLoaded(true)}
          />
        </>
      )
    case 'video':
      return (
        <video
          className={styles.media}
          src={attachment.url}
          controls
          autoPlay
          loop={loop}
          aria-label={label ?? t('media.video')}
        />
      )
    case 'audio':
      return <audio src={attachment.url} controls autoPlay aria-label={label ?? t('media.audio')} />
    default:
      return <p className={styles.flash}>{t('general.flash_fail')}</p>
  }
}

/**
 * The media viewer (s1 §2 "Modals", §4 "media viewer", §9 constants): a modal dialog over the
 * page showing one attachment with a counter ("2 / 5"), previous and next buttons that wrap,
 * and a close button. Escape closes; ArrowLeft/ArrowRight navigate (the arrow towards the next
 * button goes forward, right to left too; a focused player keeps its arrows), and the counter is
 * announced as it changes; a horizontal swipe of a
 * quarter of the window width changes item; two fingers pinch-zoom images (min 1, back to 1
 * under 1.2). Opening pushes a history entry, so the browser's back button closes it. Focus is
 * trapped inside and returns to where it was when the viewer closes. Lazy-loaded (default export).
 */
export default function MediaViewer({ attachments, startIndex, onClose }: MediaViewerProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const [index, setIndex] = useState(startIndex)
  const [scale, setScale] = useState(1)
  const dialog = useRef<HTMLDivElement>(null)
  const touch = useRef<{ start: Touch; pinch: number; scale: number } | null>(null)
  const close = useHistoryClose(onClose)
  const count = attachments.length
  const current = attachments[wrapIndex(index, 0, count)]

  useEffect(() => {
    const before = document.activeElement
    dialog.current?.querySelector<HTMLElement>('button')?.focus()
    return () => {
      if (before instanceof HTMLElement) before.focus()
    }
  }, [])

  const go = (delta: number) => {
    setScale(1)
    setIndex((i) => wrapIndex(i, delta, count))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') {
      if (dialog.current) trapTab(event, dialog.current)
      return
    }
    // A focused player keeps its own arrow keys (seeking, volume).
    const player = event.target instanceof HTMLMediaElement
    const step = player ? 0 : arrowStep(event.key, document.documentElement.dir === 'rtl')
    if (event.key === 'Escape') close()
    else if (step !== 0) go(step)
    else return
    event.preventDefault()
  }

  const onTouchStart = (event: TouchEvent) => {
    const [a, b] = [event.touches[0], event.touches[1]]
    if (!a) return
    touch.current = { start: point(a), pinch: b ? distance(point(a), point(b)) : 0, scale }
  }
  const onTouchMove = (event: TouchEvent) => {
    const [a, b] = [event.touches[0], event.touches[1]]
    const start = touch.current
    if (!start || !a || !b || start.pinch === 0) return
    setScale(pinchScale(start.scale, start.pinch, distance(point(a), point(b))))
  }
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current
    const end = event.changedTouches[0]
    touch.current = null
    if (!start) return
    if (start.pinch > 0) {
      setScale((s) => settleScale(s))
      return
    }
    if (!end || scale > 1) return
    const step = swipeStep(
      end.clientX - start.start.x,
      end.clientY - start.start.y,
      window.innerWidth,
    )
    if (step !== 0) go(step)
  }

  if (!current) return null
  return createPortal(
    <div
      className={styles.backdrop}
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.dialog}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
      >
        <div className={styles.bar}>
          <h2 id={titleId} className={styles.title}>
            {t('media.title')}{' '}
            <span className={styles.counter} aria-live="polite">
              {t('media.counter', {
                current: formatNumber(wrapIndex(index, 0, count) + 1),
                total: formatNumber(count),
              })}
            </span>
          </h2>
          <button
            type="button"
            className={styles.button}
            onClick={close}
            aria-label={t('media.close')}
          >
            <X aria-hidden="true" size={20} />
          </button>
        </div>
        <div className={styles.stage}>
          <Item key={`${current.id}-${index}`} attachment={current} scale={scale} />
        </div>
        {current.description ? <p className={styles.description}>{current.description}</p> : null}
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.button} ${styles.previous}`}
              onClick={() => go(-1)}
              aria-label={t('media.previous')}
            >
              <ChevronLeft aria-hidden="true" size={28} />
            </button>
            <button
              type="button"
              className={`${styles.button} ${styles.next}`}
              onClick={() => go(1)}
              aria-label={t('media.next')}
            >
              <ChevronRight aria-hidden="true" size={28} />
            </button>
          </>
        ) : null}
      </div>
    </div>,
    document.body,
  )
}
