import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../ui/Dialog'
import styles from './Actions.module.css'
import { deleteStatusOptimistic } from './statusActions'

/**
 * The delete confirmation (s1 §2 "Modals", s1 §5 "Delete of a ... post ... needs
 * confirmation"): Cancel closes; Delete closes and deletes optimistically (gravestone, then
 * restored with the alert if the server refuses).
 */
export function DeleteConfirm({ statusId, onClose }: { statusId: string; onClose: () => void }) {
  const { t } = useTranslation()
  const confirm = () => {
    onClose()
    void deleteStatusOptimistic(statusId)
  }
  return (
    <Dialog
      alert
      title={t('status.delete_confirm_title')}
      closeLabel={t('status.close')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={styles.button} onClick={onClose} data-autofocus>
            {t('status.cancel')}
          </button>
          <button type="button" className={`${styles.button} ${styles.danger}`} onClick={confirm}>
            {t('status.menu.delete')}
          </button>
        </>
      }
    >
      <p>{t('status.delete_confirm')}</p>
    </Dialog>
  )
}
