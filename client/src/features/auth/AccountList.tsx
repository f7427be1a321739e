import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { handleOf, keyOf, useKeptAccounts, type KeptAccount } from '../../state/accounts'
import { useInstance } from '../../state/instance'
import { Avatar } from '../../ui/Avatar'
import { useHeldFocus } from '../../ui/useHeldFocus'
import styles from './AccountList.module.css'
import { switchAccount } from './switching'

/** Props of {@link AccountList}. */
export interface AccountListProps {
  /** Offer "Add account" (the user card menu and the drawer; not the login page). */
  withAdd?: boolean
  /** Called after a choice (the drawer closes). */
  onDone?: () => void
}

/**
 * The kept accounts (issue 13 "Several accounts"; state/accounts.ts): avatar and `@acct@host`
 * each, the active one marked current; choosing another switches to it without a new sign-in
 * (switching.ts) and opens the signed-in landing page. "Add account" opens `/login?add=1`, which
 * leaves the current one kept and signs in another (same server installed, any server
 * stand-alone; LoginPage).
 */
export function AccountList({ withAdd = false, onDone }: AccountListProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { accounts, active } = useKeptAccounts()
  const landing = useInstance((state) => state.config.redirectRootLogin)
  const [busy, setBusy] = useState(false)

  const choose = async (account: KeptAccount): Promise<void> => {
    setBusy(true)
    onDone?.()
    if (await switchAccount(account)) void navigate(landing)
    else void navigate('/login')
  }

  return (
    <ul className={styles.list} aria-busy={busy}>
      {accounts.map((account) => {
        const key = keyOf(account)
        return (
          <li key={key}>
            <AccountButton
              account={account}
              current={key === active}
              busy={busy}
              onChoose={() => void choose(account)}
            />
          </li>
        )
      })}
      {withAdd && (
        <li>
          <button
            type="button"
            className={styles.account}
            disabled={busy}
            onClick={() => {
              onDone?.()
              void navigate('/login?add=1')
            }}
          >
            <UserPlus size={18} aria-hidden="true" />
            {t('accounts.add_account')}
          </button>
        </li>
      )}
    </ul>
  )
}

/**
 * One kept account: the current one is disabled; while a switch runs every one is, and the one
 * pressed keeps focus, aria-disabled (ui/useHeldFocus), so focus does not fall to the page body.
 */
function AccountButton({
  account,
  current,
  busy,
  onChoose,
}: {
  account: KeptAccount
  current: boolean
  busy: boolean
  onChoose: () => void
}) {
  const { t } = useTranslation()
  const handle = handleOf(account)
  const held = useHeldFocus(current || busy, onChoose)
  return (
    <button
      type="button"
      className={styles.account}
      aria-current={current ? 'true' : undefined}
      aria-label={
        current ? `${handle} ${t('accounts.current')}` : t('accounts.switch_to', { handle })
      }
      {...held}
    >
      <Avatar src={account.avatar} alt="" className={styles.avatar} />
      <span className={styles.handle}>{handle}</span>
    </button>
  )
}
