import { Navigate } from 'react-router'
import { useSignedIn } from '../../state/session'
import { useInstance } from '../../state/instance'
import { LoginForm } from './LoginForm'

/**
 * The /login page (s1 §2 "login"): the login form in the main column. A signed-in user is sent
 * to the signed-in landing page (redirectRootLogin).
 */
export default function LoginPage() {
  const signedIn = useSignedIn()
  const landing = useInstance((state) => state.config.redirectRootLogin)
  if (signedIn) return <Navigate to={landing} replace />
  return <LoginForm />
}
