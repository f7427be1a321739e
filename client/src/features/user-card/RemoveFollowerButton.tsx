import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { User } from '../../entities/types'
import { useSession } from '../../state/session'
import { Button } from '../../ui/Button'
import { changeRelation } from './relations'

/**
 * The remove-follower button of a follow card (s1 §2 "Follow card"; POST
 * /api/v1/accounts/:id/remove_from_followers), shown while the user follows the viewer;
 * optimistic (relations.ts), disabled while the call runs. Nothing for visitors or oneself.
 */
export function RemoveFollowerButton({ user }: { user: User }) {
  const { t } = useTranslation()
  const viewer = useSession((session) => session.user)
  const [busy, setBusy] = useState(false)
  if (viewer === null || viewer === user.id || !user.relationship?.followed_by) return null
  const remove = () => {
    setBusy(true)
    void changeRelation(user.id, 'remove_follower').finally(() => setBusy(false))
  }
  return (
    <Button onClick={remove} disabled={busy}>
      {t('user_card.remove_follower')}
    </Button>
  )
}
