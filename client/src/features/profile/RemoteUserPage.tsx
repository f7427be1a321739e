import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { lookupAccount } from '../../api/endpoints/accounts'
import { encodePart } from '../../lib/urlPart'
import { useLoad } from '../../state/load'
import { matchSpecRoute } from '../../state/routing/routeTable'
import { Spinner } from '../../ui/Spinner'
import styles from './ProfilePage.module.css'

/**
 * The remote user resolver (s1 §2 "Remote user resolver"; routes remote-user-profile
 * `/remote-users/:hostname/:username` and remote-user-profile-acct `/remote-users/@user@host`,
 * both login-only): looks `user@host` up (`GET /api/v1/accounts/lookup`, a 404 falling back to
 * the name as id, s2 §7), then replaces the route with the external profile `/users/$id`. A
 * spinner while looking; the resolver's error text when it fails (s2 §8 "Remote user not
 * found").
 */
export default function RemoteUserPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const params = matchSpecRoute(useLocation().pathname)?.params ?? {}
  const acct = params.username && params.hostname ? `${params.username}@${params.hostname}` : null
  const found = useLoad(acct, (signal) => lookupAccount(acct ?? '', signal))

  useEffect(() => {
    if (found.status === 'ready') {
      void navigate(`/users/$${encodePart(found.value.user.id)}`, { replace: true })
    } else if (found.status === 'error') {
      console.warn('Resolving the remote user failed', found.error)
    }
  }, [found, navigate])

  if (acct === null || found.status === 'error') {
    return (
      <p role="alert" className={styles.message}>
        {t('remote_user_resolver.error')}
      </p>
    )
  }
  return (
    <div className={styles.message}>
      <Spinner label={t('remote_user_resolver.searching_for', { acct })} />
    </div>
  )
}
