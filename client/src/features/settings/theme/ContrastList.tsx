/**
 * Every text/background pair of the theme with its contrast ratio (s1 §2 "Theme", s1 §9
 * minimum contrast 4.5; 3 for large text, WCAG 2.x): a sample of the text on its background,
 * the ratio to one decimal, and a warning on each pair under its minimum, numbers written as the
 * language writes them.
 */
import { AlertTriangle } from 'lucide-react'
import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { formatLocale, formatNumber } from '../../../i18n'
import { contrastPairs } from '../../../theme/contrast'
import styles from './Theme.module.css'

/** The catalogue key naming a custom property (`--panel-bg` -> `settings.style.vars.panel_bg`). */
function varLabel(property: string): string {
  return `settings.style.vars.${property.slice(2).replace(/-/g, '_')}`
}

/** A ratio to one decimal as the language writes numbers ("4.5", "4,5", "۴٫۵"). */
function oneDecimal(ratio: number): string {
  const digits = { minimumFractionDigits: 1, maximumFractionDigits: 1 }
  return new Intl.NumberFormat(formatLocale(), digits).format(ratio)
}

/** The ratios of the theme whose custom properties are `vars`. */
export function ContrastList({ vars }: { vars: Record<string, string> }) {
  const { t } = useTranslation()
  const pairs = contrastPairs(vars)
  const failing = pairs.filter((pair) => !pair.ok).length
  return (
    <fieldset className={styles.group}>
      <legend>{t('settings.style.contrast')}</legend>
      <p className={failing > 0 ? styles.warning : styles.hint} aria-live="polite">
        {failing > 0
          ? t('settings.style.contrast_failing', { count: failing })
          : t('settings.style.contrast_all_ok')}
      </p>
      <ul className={styles.pairs}>
        {pairs.map((pair) => {
          const name = t('settings.style.contrast_pair', {
            text: t(varLabel(pair.text)),
            background: t(varLabel(pair.background)),
          })
          const sample = {
            '--sample-fg': vars[pair.text],
            '--sample-bg': vars[pair.background],
          } as CSSProperties
          return (
            <li key={`${pair.text} ${pair.background}`} className={styles.pair}>
              <span className={styles.sample} style={sample} aria-hidden="true">
                Aa
              </span>
              <span className={styles.pairName}>{name}</span>
              <span>{t('settings.style.contrast_ratio', { ratio: oneDecimal(pair.ratio) })}</span>
              {!pair.ok && (
                <span className={styles.warning}>
                  <AlertTriangle size={14} aria-hidden="true" />
                  {t(
                    pair.large
                      ? 'settings.style.contrast_low_large'
                      : 'settings.style.contrast_low',
                    { min: formatNumber(pair.min) },
                  )}
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
