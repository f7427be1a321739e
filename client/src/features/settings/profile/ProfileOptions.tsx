/**
 * The profile settings group (s1 §3): default scope and the account switches, each saved at
 * once through update_credentials. While a change is saving the option shows cleared and
 * disabled; a failure brings the old value back with s2 §8's text (useProfileSave.ts).
 */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { User, Visibility } from '../../../entities/types'
import { optionValue, PROFILE_SWITCHES } from './profileRules'
import { useOptionSave } from './useProfileSave'
import modal from '../SettingsModal.module.css'
import styles from './ProfileTab.module.css'

const SCOPES: readonly Visibility[] = ['public', 'unlisted', 'private', 'direct']

/** The settings group of `user` (the signed-in account). */
export function ProfileOptions({ user }: { user: User }) {
  const { t } = useTranslation()
  const id = useId()
  const { saving, save } = useOptionSave()
  const scopeSaving = saving.has('defaultScope')
  return (
    <fieldset className={modal.group}>
      <legend>{t('settings.profile.settings')}</legend>
      <label htmlFor={`${id}-scope`}>{t('settings.profile.default_vis')}</label>
      <select
        id={`${id}-scope`}
        className={styles.input}
        value={scopeSaving ? '' : String(optionValue(user, 'defaultScope') ?? 'public')}
        disabled={scopeSaving}
        onChange={(e) => void save('defaultScope', e.target.value as Visibility)}
      >
        {scopeSaving && <option value="" />}
        {SCOPES.map((scope) => (
          <option key={scope} value={scope}>
            {t(`post_status.scope.${scope}`)}
          </option>
        ))}
      </select>
      {PROFILE_SWITCHES.map(({ key, label }) => {
        const busy = saving.has(key)
        return (
          <label key={key} className={modal.checkbox}>
            <input
              type="checkbox"
              checked={!busy && optionValue(user, key) === true}
              disabled={busy}
              aria-busy={busy}
              onChange={(e) => void save(key, e.target.checked)}
            />
            {t(label)}
          </label>
        )
      })}
    </fieldset>
  )
}
