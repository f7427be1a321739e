import { useTranslation } from 'react-i18next'
import { AccountList } from './AccountList'
import styles from './AccountList.module.css'

/**
 * The user card's accounts menu (issue 13): a disclosure under the signed-in user's card that
 * lists the kept accounts to switch to, and "Add account". Lazy, with the auth chunk.
 */
export function AccountMenu() {
  const { t } = useTranslation()
  return (
    <details className={styles.menu}>
      <summary className={styles.summary}>{t('accounts.menu')}</summary>
      <AccountList withAdd />
    </details>
  )
}
