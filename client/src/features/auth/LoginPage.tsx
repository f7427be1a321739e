import { useEffect } from 'react'
import { Navigate, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useSignedIn } from '../../state/session'
import { useInstance } from '../../state/instance'
import { useKeptAccounts } from '../../state/accounts'
import { Panel } from '../../ui/Panel'
import { AccountList } from './AccountList'
import { LoginForm } from './LoginForm'
import { addAccount } from './switching'

/**
 * The /login page (s1 §2 "login"): the login form in the main column (stand-alone: the "which
 * server?" form, see LoginForm), and the kept accounts to continue as when there are any
 * (issue 13). A signed-in user is sent to the signed-in landing page (redirectRootLogin), unless
 * the address is `/login?add=1` ("Add account"): then the current account stays kept but is no
 * longer active, and the form signs in another one. Signing out here, after the page is open,
 * keeps the route guards from sending the new visitor to the landing page first.
 */
export default function LoginPage() {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  const landing = useInstance((state) => state.config.redirectRootLogin)
  const kept = useKeptAccounts().accounts.length > 0
  const adding = useSearchParams()[0].get('add') === '1'
  useEffect(() => {
    if (adding && signedIn) addAccount()
  }, [adding, signedIn])
  if (signedIn) return adding ? null : <Navigate to={landing} replace />
  return (
    <>
      <LoginForm />
      {kept && (
        <Panel title={t('accounts.continue_as')}>
          <AccountList />
        </Panel>
      )}
    </>
  )
}
