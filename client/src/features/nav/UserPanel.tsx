import { LogIn } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useSignedIn } from '../../app/session'
import { useInstance } from '../../entities/instance'
import { Panel } from '../../ui/Panel'
import styles from './UserPanel.module.css'

/**
 * The user panel (s1 §2 "Shell"). For visitors: a "Log in" panel linking to /login (the login
 * form comes with sign-in), a register link when registration is open, and on a private
 * instance the request to log in. Signed-in users get their card and post form with sign-in.
 */
export function UserPanel() {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  const registrationOpen = useInstance((state) => state.config.registrationOpen)
  const isPrivate = useInstance((state) => state.config.private)
  if (signedIn) return null
  return (
    <Panel title={t('login.heading')} headingId="user-panel-heading">
      <p className={styles.text}>{t(isPrivate ? 'login.private_instance' : 'login.description')}</p>
      <div className={styles.actions}>
        <Link to="/login" className={styles.login}>
          <LogIn size={16} aria-hidden="true" />
          {t('login.login')}
        </Link>
        {registrationOpen && <Link to="/registration">{t('login.register')}</Link>}
      </div>
    </Panel>
  )
}
