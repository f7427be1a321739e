import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { fetchStatus } from '../../api/endpoints/statuses'
import { useStatus } from '../../state/entities'
import { useLoad } from '../../state/load'
import { Spinner } from '../../ui/Spinner'
import { usePopover } from '../../ui/usePopover'
import styles from './Popover.module.css'
import { encodePart } from '../../lib/urlPart'

/** Hover intent before the preview opens, in ms (a pointer just passing by opens nothing). */
export const PARENT_POPOVER_DELAY_MS = 300

/** Props of {@link ReplyToLink}. */
export interface ReplyToLinkProps {
  /** Id of the parent post (`in_reply_to_status_id`). */
  parentId: string
  /** The link's text ("Reply to @bob"). */
  label: string
  /** Renders the parent once it is in the entity store (the post card passes itself). */
  renderParent: (parentId: string) => ReactNode
}

/**
 * The parent preview (s1 §2 "Hover popover previews a parent post or shows 'status unavailable'"):
 * the parent from the entity store, else fetched once with GET /api/v1/statuses/:id (a spinner
 * meanwhile; on failure 'status unavailable', s2 §8). The fetch is aborted on close.
 */
function ParentPreview({
  parentId,
  renderParent,
}: Pick<ReplyToLinkProps, 'parentId' | 'renderParent'>) {
  const { t } = useTranslation()
  const parent = useStatus(parentId)
  const known = parent !== undefined && parent !== null
  const fetched = useLoad(known ? null : parentId, (signal) => fetchStatus(parentId, signal))
  if (known) return renderParent(parentId)
  if (fetched.status === 'error')
    return <p className={styles.status}>{t('status.status_unavailable')}</p>
  return <Spinner label={t('status.parent_loading')} />
}

/**
 * The reply-to link of a post card (s1 §2 "Post card"), linking to `/notice/{parentId}`. Hovering
 * it for {@link PARENT_POPOVER_DELAY_MS} or focusing it opens a popover previewing the parent;
 * leaving, blurring or Escape closes it; it floats whole on screen (ui/usePopover). While open
 * the link is aria-describedby the popover. The popover never takes focus: it is `inert`, so
 * Tab from the link goes on to the post, not into a preview that closes as the link blurs.
 */
export function ReplyToLink({ parentId, label, renderParent }: ReplyToLinkProps) {
  const popoverId = useId()
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current)
    timer.current = null
  }
  useEffect(() => cancel, [])
  const openSoon = () => {
    cancel()
    timer.current = setTimeout(() => setOpen(true), PARENT_POPOVER_DELAY_MS)
  }
  const close = () => {
    cancel()
    setOpen(false)
  }
  const link = useRef<HTMLAnchorElement>(null)
  const popover = useRef<HTMLDivElement>(null)
  usePopover({
    open,
    onClose: close,
    anchor: link,
    floating: popover,
    placement: 'bottom-start',
    returnFocus: false,
  })
  return (
    <span className={styles.anchor} onMouseEnter={openSoon} onMouseLeave={close}>
      <Link
        ref={link}
        to={`/notice/${encodePart(parentId)}`}
        aria-describedby={open ? popoverId : undefined}
        onFocus={() => {
          cancel()
          setOpen(true)
        }}
        onBlur={close}
      >
        {label}
      </Link>
      {open ? (
        <div ref={popover} id={popoverId} role="tooltip" className={styles.popover} inert>
          <ParentPreview parentId={parentId} renderParent={renderParent} />
        </div>
      ) : null}
    </span>
  )
}
