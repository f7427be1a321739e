import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { noticeStore } from '../../state/notices'
import styles from './Notices.module.css'

const NoticeList = lazy(() => import('./NoticeList'))

/**
 * The global notices (s1 §2 "Global dismissible notices"): a polite live region, in the page from
 * the start so that screen readers announce what appears in it, listing the notices of
 * {@link noticeStore} (NoticeList, a lazy chunk loaded with the first notice).
 */
export function Notices() {
  const { t } = useTranslation()
  const any = noticeStore((state) => state.notices.length > 0)
  return (
    <div className={styles.region} aria-live="polite" aria-label={t('notice.region')} role="region">
      {any && (
        <Suspense fallback={null}>
          <NoticeList />
        </Suspense>
      )}
    </div>
  )
}
