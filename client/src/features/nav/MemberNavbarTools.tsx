import { LogOut, ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useInstance } from '../../state/instance'
import type { User } from '../../entities/types'
import { useLogout } from '../auth'
import { adminUrl, isAdmin } from './memberNav'
import styles from './DesktopNavbar.module.css'

/**
 * The desktop navbar's member tools (s1 §2 "Desktop navbar"; lazy chunk): the administration
 * link for admins (`{server}/pleroma/admin/` in a new tab, DECISIONS.md) and the logout button
 * (revokes the token, clears the session, lands on /main/public).
 */
export default function MemberNavbarTools({ member }: { member: User }) {
  const { t } = useTranslation()
  const server = useInstance((state) => state.config.server)
  const logout = useLogout()
  return (
    <>
      {isAdmin(member) && (
        <a
          href={adminUrl(server)}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.iconButton}
          aria-label={t('nav.administration')}
          title={t('nav.administration')}
        >
          <ShieldCheck size={20} aria-hidden="true" />
        </a>
      )}
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('nav.logout')}
        title={t('nav.logout')}
        onClick={() => void logout()}
      >
        <LogOut size={20} aria-hidden="true" />
      </button>
    </>
  )
}
