import { Suspense, useState } from 'react'
import { useFixedT } from '../../i18n/useFixedT'
import { formatLocale } from '../../i18n'
import type { Status } from '../../entities/types'
import { formatRelativeTime, timeAgo } from '../../lib/relativeTime'
import { useNow } from '../../ui/RelativeTime'
import styles from './actions/Actions.module.css'
import { LazyHistoryModal } from './actions/lazyParts'

/**
 * The edited line (s1 §2 "edited line"): "Edited {time ago}" for a post with `edited_at`, as a
 * button opening the post history modal (loaded on demand). Nothing for unedited posts.
 */
export function EditedLine({ status }: { status: Status }) {
  const { t } = useFixedT()
  const now = useNow()
  const [open, setOpen] = useState(false)
  if (!status.edited_at) return null
  const time = formatRelativeTime(timeAgo(status.edited_at, now), formatLocale())
  return (
    <p className={styles.edited}>
      <button
        type="button"
        className={styles.linkButton}
        aria-haspopup="dialog"
        title={t('status.menu.history')}
        onClick={() => setOpen(true)}
      >
        {t('status.edited_at', { time })}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LazyHistoryModal statusId={status.id} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </p>
  )
}
