import { useTranslation } from 'react-i18next'
import type { User } from '../../entities/types'
import { remoteFollowAction } from '../../lib/remoteInteraction'
import { Button } from '../../ui/Button'
import { useSession } from '../../state/session'
import { FollowButton } from '../user-card'

/**
 * Remote follow for visitors (s1 §2 "Follow card ... remote follow for anonymous", route notes;
 * s2 §7 "Remote follow"): a plain HTML form that POSTs to `/main/ostatus` on the host of the
 * user's profile with the fields `nickname` (the user's acct, screen_name) and `profile`
 * (empty); that page asks for the visitor's own account. No script involved (CSP-safe).
 * Renders nothing when the profile URL is not http(s).
 */
export function RemoteFollow({ user }: { user: User }) {
  const { t } = useTranslation()
  const action = remoteFollowAction(user.statusnet_profile_url)
  if (action === null) return null
  return (
    <form method="post" action={action}>
      <input type="hidden" name="nickname" value={user.screen_name} />
      <input type="hidden" name="profile" value="" />
      <Button type="submit">{t('user_card.remote_follow')}</Button>
    </form>
  )
}

/**
 * Where a follow button stands (s1 §2 "Follow card", "Full user card"): the follow button for
 * members (nothing on their own card), the remote follow form for visitors.
 */
export function FollowControl({ user }: { user: User }) {
  const signedIn = useSession((session) => session.user !== null)
  return signedIn ? <FollowButton user={user} /> : <RemoteFollow user={user} />
}
