import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../state/session'
import type { User } from '../../entities/types'
import { Button } from '../../ui/Button'
import { pushNotice } from '../../state/notices'
import { followState, followUser, loadRelationship, unfollowUser } from './follow'
import { errorText } from '../../state/errorText'

const LABELS = {
  follow: 'user_card.follow',
  in_progress: 'user_card.follow_progress',
  sent: 'user_card.follow_sent',
  following: 'user_card.following',
} as const

/**
 * The follow button of a profile header (s1 §4 "Follow button"): Follow, in progress, sent
 * (a request to a locked account) or following, from the stored relationship, fetched on mount
 * (GET /api/v1/accounts/relationships) when the store has none yet. A click follows, or unfollows when following or sent. Disabled
 * while in progress or when the user is deactivated; a failure shows user_card.follow_error for
 * 5 s. Renders nothing for visitors and on the viewer's own profile.
 */
export function FollowButton({ user }: { user: User }) {
  const { t } = useTranslation()
  const viewer = useSession((session) => session.user)
  const [busy, setBusy] = useState(false)
  const shown = viewer !== null && viewer !== user.id
  // A list asked with with_relationships (the profile's people tabs) already brought it.
  const known = user.relationship !== undefined

  useEffect(() => {
    if (!shown || known) return
    const controller = new AbortController()
    loadRelationship(user.id, controller.signal).catch((error: unknown) => {
      if (!controller.signal.aborted) console.warn('Fetching the relationship failed', error)
    })
    return () => controller.abort()
  }, [shown, known, user.id])

  if (!shown) return null
  const state = followState(user.relationship, busy)
  const click = () => {
    setBusy(true)
    const action = state === 'follow' ? followUser : unfollowUser
    action(user.id)
      .catch((error: unknown) => {
        console.warn('Following failed', error)
        pushNotice({
          messageKey: 'user_card.follow_error',
          messageArgs: { error: errorText(error) },
          level: 'error',
          timeout: 5_000,
        })
      })
      .finally(() => setBusy(false))
  }
  return (
    <Button onClick={click} disabled={busy || user.deactivated}>
      {t(LABELS[state])}
    </Button>
  )
}
