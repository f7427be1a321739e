import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { logout } from './switching'

/** Where logout lands (s1 §2 "public-timeline: also the page after logout", DECISIONS.md). */
export const AFTER_LOGOUT_PATH = '/main/public'

/**
 * A logout action for the nav bar and the side drawer: runs {@link logout} (revoke, clear,
 * onLogout callbacks), then navigates to /main/public. Never rejects.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate()
  return useCallback(async () => {
    await logout()
    void navigate(AFTER_LOGOUT_PATH)
  }, [navigate])
}
