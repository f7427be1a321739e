/**
 * The Data import/export settings tab (s1 §2 "Settings tabs": follows, blocks, mutes, account
 * backup, settings backup): imports and exports of each list, the account backups and the
 * backup of the user's settings.
 */
import { useSession } from '../../../state/session'
import styles from '../SettingsModal.module.css'
import { Backups } from './Backups'
import { ListTransfer } from './ListTransfer'
import { SettingsBackup } from './SettingsBackup'

/** The Data tab's panel (signed in only: the registry offers it with `needsLogin`). */
export default function DataTab() {
  const userId = useSession((s) => s.user)
  if (!userId) return null
  return (
    <div className={styles.general}>
      <ListTransfer kind="follows" userId={userId} />
      <ListTransfer kind="blocks" userId={userId} />
      <ListTransfer kind="mutes" userId={userId} />
      <Backups />
      <SettingsBackup />
    </div>
  )
}
