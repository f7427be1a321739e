/**
 * Name, bio and profile fields of the own account (s1 §2 Profile tab; s1 §3 fieldsLimits:
 * count and lengths from the instance). Saved together with update_credentials (JSON). Focus
 * follows the field buttons (issue 21): "Add field" hands it to the new field's label, a
 * removed field's button to the next field, else to "Add field", else to the previous field.
 */
import { Plus, X } from 'lucide-react'
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { User } from '../../../entities/types'
import { useInstance } from '../../../state/instance'
import { Button } from '../../../ui/Button'
import { canAddField, initialFields, nameBioBody, type FieldDraft } from './profileRules'
import { saveProfile } from './useProfileSave'
import modal from '../SettingsModal.module.css'
import styles from './ProfileTab.module.css'
import { formatNumber } from '../../../i18n'

/** The name & bio form of `user` (the signed-in account). */
export function NameBioForm({ user }: { user: User }) {
  const { t } = useTranslation()
  const id = useId()
  const limits = useInstance((s) => s.config.fieldsLimits)
  const [name, setName] = useState(user.name)
  const [bio, setBio] = useState(user.description)
  const [fields, setFields] = useState<FieldDraft[]>(() => initialFields(user, limits))
  const [busy, setBusy] = useState(false)
  const fieldset = useRef<HTMLFieldSetElement>(null)
  // The field whose label takes focus after the next render, set by Add or Remove.
  const focusField = useRef<number | null>(null)

  useLayoutEffect(() => {
    const index = focusField.current
    if (index === null || !fieldset.current) return
    focusField.current = null
    const labels = fieldset.current.querySelectorAll<HTMLElement>('[data-field-label]')
    const add = fieldset.current.querySelector<HTMLElement>('[data-add-field]')
    ;(labels[index] ?? add ?? labels[labels.length - 1])?.focus()
  }, [fields])

  const addField = (): void => {
    focusField.current = fields.length
    setFields((all) => [...all, { name: '', value: '' }])
  }
  const removeField = (index: number): void => {
    focusField.current = index
    setFields((all) => all.filter((_, i) => i !== index))
  }

  const setField = (index: number, change: Partial<FieldDraft>): void =>
    setFields((all) => all.map((f, i) => (i === index ? { ...f, ...change } : f)))

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault()
    setBusy(true)
    await saveProfile(nameBioBody(name, bio, fields))
    setBusy(false)
  }

  return (
    <form className={modal.group} onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <h3>{t('settings.profile.name_bio')}</h3>
      <label htmlFor={`${id}-name`}>{t('settings.profile.name')}</label>
      <input
        id={`${id}-name`}
        value={name}
        onChange={(e) => setName(e.target.value)}
        className={styles.input}
      />
      <label htmlFor={`${id}-bio`}>{t('settings.profile.bio')}</label>
      <textarea
        id={`${id}-bio`}
        value={bio}
        rows={4}
        onChange={(e) => setBio(e.target.value)}
        className={styles.input}
      />
      <fieldset ref={fieldset} className={styles.fields}>
        <legend>{t('settings.profile.profile_fields.label')}</legend>
        {fields.map((field, index) => (
          <div key={index} className={styles.field}>
            <input
              data-field-label
              aria-label={t('settings.profile.profile_fields.name', { n: formatNumber(index + 1) })}
              placeholder={t('settings.profile.profile_fields.name_placeholder')}
              value={field.name}
              maxLength={limits?.nameLength}
              onChange={(e) => setField(index, { name: e.target.value })}
              className={styles.input}
            />
            <input
              aria-label={t('settings.profile.profile_fields.value', {
                n: formatNumber(index + 1),
              })}
              placeholder={t('settings.profile.profile_fields.value_placeholder')}
              value={field.value}
              maxLength={limits?.valueLength}
              onChange={(e) => setField(index, { value: e.target.value })}
              className={styles.input}
            />
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('settings.profile.profile_fields.remove', {
                n: formatNumber(index + 1),
              })}
              onClick={() => removeField(index)}
            >
              <X size={16} aria-hidden />
            </button>
          </div>
        ))}
        {canAddField(fields, limits) && (
          <Button onClick={addField} data-add-field>
            <Plus size={16} aria-hidden /> {t('settings.profile.profile_fields.add_field')}
          </Button>
        )}
      </fieldset>
      <Button type="submit" disabled={busy}>
        {t('settings.profile.save')}
      </Button>
    </form>
  )
}
