import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { dismissNotice, noticeStore, type NoticeLevel } from '../../state/notices'
import styles from './Notices.module.css'

const ICONS: Record<NoticeLevel, LucideIcon> = {
  error: CircleAlert,
  warning: TriangleAlert,
  success: CircleCheck,
  info: Info,
}

/**
 * The notices of {@link noticeStore} (s1 §2 "Global dismissible notices"), each with its level
 * (icon plus hidden text), its message and a close button. Loaded the first time a notice shows
 * (Notices.tsx keeps the live region itself in the page from the start).
 */
export default function NoticeList() {
  const { t } = useTranslation()
  const notices = noticeStore((state) => state.notices)
  return notices.map((notice) => {
    const Icon = ICONS[notice.level]
    return (
      <div key={notice.id} className={[styles.notice, styles[notice.level]].join(' ')}>
        <Icon size={18} aria-hidden="true" className={styles.icon} />
        <span className="visually-hidden">{t(`notice.level.${notice.level}`)}: </span>
        <span className={styles.message}>{t(notice.messageKey, notice.messageArgs)}</span>
        <button
          type="button"
          className={styles.close}
          aria-label={t('notice.dismiss')}
          onClick={() => dismissNotice(notice.id)}
        >
          <X size={16} aria-hidden="true" />
        </button>
      </div>
    )
  })
}
