import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { useUser } from '../../state/entities'
import { useInstance } from '../../state/instance'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { moderate } from '../../state/moderation'
import { isProfilePath } from './profilePath'

/**
 * The delete-user confirmation (s1 §2 "Modals", s1 §4 "User relations"): Cancel, or Delete
 * user, which deletes them (admin call) and, when the answer is ok, marks their statuses
 * deleted and goes back if the view is their profile. Busy while the call runs; a failure
 * leaves the dialog open with the notice of state/moderation.ts. `onClose` closes it (Cancel, Escape,
 * success). Default export: loaded lazily by DialogHost, outside any popover.
 */
export default function DeleteUserDialog({
  userId,
  onClose,
}: {
  userId: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const user = useUser(userId)
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const restricted = useInstance((state) => state.config.restrictedNicknames)
  const [busy, setBusy] = useState(false)
  if (!user) return null
  const remove = () => {
    setBusy(true)
    const onProfile = isProfilePath(pathname, user, restricted)
    void moderate(user, { kind: 'delete' }).then((ok) => {
      setBusy(false)
      if (!ok) return
      onClose()
      if (onProfile) void navigate(-1)
    })
  }
  return (
    <Dialog
      title={t('user_card.admin_menu.delete_user')}
      closeLabel={t('general.close')}
      onClose={onClose}
      alert
      actions={
        <>
          <Button onClick={onClose} data-autofocus>
            {t('general.cancel')}
          </Button>
          <Button onClick={remove} disabled={busy}>
            {t('user_card.admin_menu.delete_user')}
          </Button>
        </>
      }
    >
      <p>{t('user_card.admin_menu.delete_user_confirmation', { name: user.screen_name_ui })}</p>
    </Dialog>
  )
}
