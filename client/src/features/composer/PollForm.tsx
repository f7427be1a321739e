import { Plus, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useInstance } from '../../state/instance'
import {
  amountIn,
  availableUnits,
  clampExpiry,
  optionRules,
  unitBounds,
  type ExpiryUnit,
  type PollDraft,
} from './pollRules'
import styles from './Composer.module.css'
import { formatNumber } from '../../i18n'

/** Props of {@link PollForm}. */
export interface PollFormProps {
  poll: PollDraft
  onChange: (poll: PollDraft) => void
}

/**
 * The poll editor (s1 §5 "Poll"): options (at least 2, delete only above 2, at most the
 * instance's max_options, each at most max_option_chars), single or multiple choice, expiry
 * in the units the maximum allows, clamped to the instance's limits.
 */
export function PollForm({ poll, onChange }: PollFormProps) {
  const { t } = useTranslation()
  const limits = useInstance((s) => s.config.pollLimits)
  const rules = optionRules(poll.options.length, limits)
  const units = availableUnits(limits)
  const bounds = unitBounds(limits, poll.unit)
  const setOption = (index: number, value: string) =>
    onChange({ ...poll, options: poll.options.map((o, i) => (i === index ? value : o)) })
  const setUnit = (unit: ExpiryUnit) =>
    onChange({
      ...poll,
      unit,
      expiresIn: clampExpiry(amountIn(poll.expiresIn, unit), unit, limits),
    })
  return (
    <fieldset className={styles.poll}>
      <legend>{t('post_status.poll_legend')}</legend>
      {poll.options.map((option, index) => (
        <div key={index} className={styles.pollOption}>
          <input
            className={styles.input}
            value={option}
            maxLength={limits.max_option_chars}
            aria-label={t('post_status.poll_option', { n: formatNumber(index + 1) })}
            onChange={(e) => setOption(index, e.target.value)}
          />
          {rules.remove && (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('post_status.poll_remove_option', { n: formatNumber(index + 1) })}
              onClick={() =>
                onChange({ ...poll, options: poll.options.filter((_, i) => i !== index) })
              }
            >
              <X size={16} aria-hidden="true" />
            </button>
          )}
        </div>
      ))}
      {rules.add && (
        <button
          type="button"
          className={styles.textButton}
          onClick={() => onChange({ ...poll, options: [...poll.options, ''] })}
        >
          <Plus size={16} aria-hidden="true" />
          {t('post_status.poll_add_option')}
        </button>
      )}
      <div className={styles.row}>
        <label>
          <select
            className={styles.select}
            value={poll.multiple ? 'multiple' : 'single'}
            onChange={(e) => onChange({ ...poll, multiple: e.target.value === 'multiple' })}
            aria-label={t('post_status.poll_type')}
          >
            <option value="single">{t('post_status.poll_single')}</option>
            <option value="multiple">{t('post_status.poll_multiple')}</option>
          </select>
        </label>
        <label className={styles.expiry}>
          {t('post_status.poll_expires_in')}
          <input
            type="number"
            className={styles.number}
            min={bounds.min}
            max={bounds.max}
            value={amountIn(poll.expiresIn, poll.unit)}
            onChange={(e) =>
              onChange({
                ...poll,
                expiresIn: clampExpiry(Number(e.target.value), poll.unit, limits),
              })
            }
          />
        </label>
        <select
          className={styles.select}
          value={poll.unit}
          aria-label={t('post_status.poll_unit')}
          onChange={(e) => setUnit(e.target.value as ExpiryUnit)}
        >
          {units.map((unit) => (
            <option key={unit} value={unit}>
              {t(`post_status.poll_units.${unit}`)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  )
}
