import { Check, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/Button'
import { pushNotice } from '../../state/notices'
import {
  approveFollowRequest,
  denyFollowRequest,
  useFollowRequests,
} from '../../state/followRequests'
import styles from './FollowRequests.module.css'
import { errorText } from '../../state/errorText'

/** Props of {@link FollowRequestButtons}. */
export interface FollowRequestButtonsProps {
  /** Id of the user asking to follow. */
  userId: string
  /** Their name as read aloud (content/names spokenName), for the buttons' accessible names. */
  name: string
}

/**
 * Approve and deny buttons of one follow request (s1 §2 "follow requests list", s1 §4
 * "Follow request"), disabled while the answer is on its way; a failure shows
 * follow_requests.error for 5 s.
 */
export function FollowRequestButtons({ userId, name }: FollowRequestButtonsProps) {
  const { t } = useTranslation()
  const pending = useFollowRequests((s) => s.pending.includes(userId))
  const run = (action: (id: string) => Promise<void>) => {
    action(userId).catch((error: unknown) => {
      console.warn('Answering the follow request failed', error)
      pushNotice({
        messageKey: 'follow_requests.error',
        messageArgs: { error: errorText(error) },
      })
    })
  }
  return (
    <span className={styles.buttons}>
      <Button
        onClick={() => run(approveFollowRequest)}
        disabled={pending}
        aria-label={t('follow_requests.approve_named', { name })}
      >
        <Check aria-hidden="true" size={16} />
        {t('follow_requests.approve')}
      </Button>
      <Button
        onClick={() => run(denyFollowRequest)}
        disabled={pending}
        aria-label={t('follow_requests.deny_named', { name })}
      >
        <X aria-hidden="true" size={16} />
        {t('follow_requests.deny')}
      </Button>
    </span>
  )
}
