/**
 * The profile settings group (s1 §3): default scope and the account switches, each saved at
 * once through update_credentials. While a change is saving the option shows cleared and
 * disabled, the one changed keeping focus (ui/useHeldFocus `useHeldChange`); a failure brings
 * the old value back with s2 §8's text (useProfileSave.ts).
 */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { User, Visibility } from '../../../entities/types'
import { useHeldChange } from '../../../ui/useHeldFocus'
import { optionValue, PROFILE_SWITCHES } from './profileRules'
import { useOptionSave } from './useProfileSave'
import modal from '../SettingsModal.module.css'
import styles from './ProfileTab.module.css'

const SCOPES: readonly Visibility[] = ['public', 'unlisted', 'private', 'direct']

/** One account switch: cleared and disabled while `busy` (its own save running). */
function ProfileSwitch(props: {
  label: string
  checked: boolean
  busy: boolean
  onChange: (checked: boolean) => void
}) {
  const held = useHeldChange<HTMLInputElement>(props.busy, (e) => props.onChange(e.target.checked))
  return (
    <label className={modal.checkbox}>
      <input
        type="checkbox"
        checked={!props.busy && props.checked}
        aria-busy={props.busy}
        {...held}
      />
      {props.label}
    </label>
  )
}

/** The settings group of `user` (the signed-in account). */
export function ProfileOptions({ user }: { user: User }) {
  const { t } = useTranslation()
  const id = useId()
  const { saving, save } = useOptionSave()
  const scopeSaving = saving.has('defaultScope')
  const scopeHeld = useHeldChange<HTMLSelectElement>(
    scopeSaving,
    (e) => void save('defaultScope', e.target.value as Visibility),
  )
  return (
    <fieldset className={modal.group}>
      <legend>{t('settings.profile.settings')}</legend>
      <label htmlFor={`${id}-scope`}>{t('settings.profile.default_vis')}</label>
      <select
        id={`${id}-scope`}
        className={styles.input}
        value={scopeSaving ? '' : String(optionValue(user, 'defaultScope') ?? 'public')}
        {...scopeHeld}
      >
        {scopeSaving && <option value="" />}
        {SCOPES.map((scope) => (
          <option key={scope} value={scope}>
            {t(`post_status.scope.${scope}`)}
          </option>
        ))}
      </select>
      {PROFILE_SWITCHES.map(({ key, label }) => (
        <ProfileSwitch
          key={key}
          label={t(label)}
          checked={optionValue(user, key) === true}
          busy={saving.has(key)}
          onChange={(checked) => void save(key, checked)}
        />
      ))}
    </fieldset>
  )
}
