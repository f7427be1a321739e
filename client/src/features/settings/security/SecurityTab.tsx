/**
 * The Security tab (s1 §2 "Settings tabs": two-factor, change email, change password, delete
 * account, move account, aliases, OAuth tokens), in that order. Its own lazy chunk with the QR
 * encoder (settingsTabs.ts); shown only while signed in.
 */
import { AliasesSection } from './AliasesSection'
import {
  ChangeEmailForm,
  ChangePasswordForm,
  DeleteAccountForm,
  MoveAccountForm,
} from './AccountForms'
import { TokensSection } from './TokensSection'
import { TwoFactorSection } from './TwoFactorSection'
import styles from './Security.module.css'

/** The Security tab's panel. */
export default function SecurityTab() {
  return (
    <div className={styles.tab}>
      <TwoFactorSection />
      <ChangeEmailForm />
      <ChangePasswordForm />
      <DeleteAccountForm />
      <MoveAccountForm />
      <AliasesSection />
      <TokensSection />
    </div>
  )
}
