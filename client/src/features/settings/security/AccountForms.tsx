/**
 * The account forms of the Security tab (s1 §2 "Settings tabs", s1 §5 "password or email change
 * requires the current password", "Account deletion requires the password", "move account …
 * also need it"; s2 §5, §7 "Account settings"): change e-mail, change password, move account,
 * delete account. A password change revokes every token of the account (Pleroma's
 * `User.reset_password`), so the member is signed out and told to sign in with the new one, as
 * Pleroma-FE does; a deleted account is signed out too.
 */
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  changeEmail,
  changePassword,
  deleteAccount,
  moveAccount,
} from '../../../api/endpoints/security'
import { pushNotice } from '../../../state/notices'
import { Button } from '../../../ui/Button'
import { useLogout } from '../../auth'
import { ActionMessage, CurrentPasswordField, SecurityField } from './SecurityField'
import { useAction } from './useAction'
import styles from './Security.module.css'

/** `onSubmit` of a form: no page load, then `action`. */
const submitWith = (action: () => void) => (event: FormEvent) => {
  event.preventDefault()
  action()
}

/**
 * A signed-out end of the tab (password changed, account deleted): a notice that stays until
 * dismissed, then sign-out (the modal closes with the session, SettingsModal.tsx).
 */
function useSignOutWith(): (messageKey: string) => void {
  const logout = useLogout()
  return (messageKey) => {
    pushNotice({ messageKey, level: 'success', timeout: 0 })
    void logout()
  }
}

/** Change e-mail: new address and current password. */
export function ChangeEmailForm() {
  const { t } = useTranslation()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const action = useAction()
  const send = () =>
    void action.run(
      () => changeEmail(email, password),
      () => setPassword(''),
    )
  return (
    <form
      className={styles.section}
      aria-label={t('settings.change_email')}
      onSubmit={submitWith(send)}
    >
      <h3>{t('settings.change_email')}</h3>
      <SecurityField
        label={t('settings.new_email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
      />
      <CurrentPasswordField value={password} onChange={setPassword} />
      <Button type="submit" disabled={action.pending || !email || !password}>
        {t('settings.change_email')}
      </Button>
      <ActionMessage state={action.state} success={t('settings.changed_email')} />
    </form>
  )
}

/** Change password: current, new and its confirmation; on success the member is signed out. */
export function ChangePasswordForm() {
  const { t } = useTranslation()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const action = useAction()
  const signOutWith = useSignOutWith()
  const send = () =>
    void action.run(
      () => changePassword(current, next, confirmation),
      () => signOutWith('settings.changed_password'),
    )
  return (
    <form
      className={styles.section}
      aria-label={t('settings.change_password')}
      onSubmit={submitWith(send)}
    >
      <h3>{t('settings.change_password')}</h3>
      <CurrentPasswordField value={current} onChange={setCurrent} />
      <SecurityField
        label={t('settings.new_password')}
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={setNext}
      />
      <SecurityField
        label={t('settings.confirm_new_password')}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={setConfirmation}
      />
      <p className={styles.hint}>{t('settings.change_password_hint')}</p>
      <Button type="submit" disabled={action.pending || !current || !next || !confirmation}>
        {t('settings.change_password')}
      </Button>
      <ActionMessage state={action.state} success="" />
    </form>
  )
}

/** Move account: the target (`nick@host`, which lists this account as an alias) and password. */
export function MoveAccountForm() {
  const { t } = useTranslation()
  const [target, setTarget] = useState('')
  const [password, setPassword] = useState('')
  const action = useAction()
  const send = () =>
    void action.run(
      () => moveAccount(target.trim(), password),
      () => setPassword(''),
    )
  return (
    <form
      className={styles.section}
      aria-label={t('settings.move_account')}
      onSubmit={submitWith(send)}
    >
      <h3>{t('settings.move_account')}</h3>
      <p className={styles.hint}>{t('settings.move_account_notes')}</p>
      <SecurityField
        label={t('settings.move_account_target')}
        value={target}
        onChange={setTarget}
      />
      <CurrentPasswordField value={password} onChange={setPassword} />
      <Button type="submit" disabled={action.pending || !target.trim() || !password}>
        {t('settings.move_account')}
      </Button>
      <ActionMessage state={action.state} success={t('settings.moved_account')} />
    </form>
  )
}

/** Delete account: a first press asks for the password; the deletion then signs out. */
export function DeleteAccountForm() {
  const { t } = useTranslation()
  const [asking, setAsking] = useState(false)
  const [password, setPassword] = useState('')
  const action = useAction()
  const signOutWith = useSignOutWith()
  const send = () =>
    void action.run(
      () => deleteAccount(password),
      () => signOutWith('settings.account_deleted'),
    )
  return (
    <form
      className={styles.section}
      aria-label={t('settings.delete_account')}
      onSubmit={submitWith(send)}
    >
      <h3>{t('settings.delete_account')}</h3>
      <p className={styles.hint}>{t('settings.delete_account_description')}</p>
      {asking ? (
        <>
          <p>{t('settings.delete_account_instructions')}</p>
          <CurrentPasswordField value={password} onChange={setPassword} />
          <div className={styles.row}>
            <Button type="submit" className={styles.danger} disabled={action.pending || !password}>
              {t('settings.delete_account_confirm')}
            </Button>
            <Button onClick={() => setAsking(false)}>{t('general.cancel')}</Button>
          </div>
        </>
      ) : (
        <Button onClick={() => setAsking(true)}>{t('settings.delete_account')}</Button>
      )}
      <ActionMessage state={action.state} success="" />
    </form>
  )
}
