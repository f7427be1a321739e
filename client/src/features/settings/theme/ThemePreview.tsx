/**
 * The live preview of the Theme tab (s1 §2 "Theme"): a small panel with a header, a sample post
 * with a link and faint text, a button, an input and an error alert, drawn with the theme's
 * custom properties, which the tab applies to the whole page as they change.
 */
import { useTranslation } from 'react-i18next'
import styles from './Theme.module.css'

/** A sample panel in the current theme. */
export function ThemePreview() {
  const { t } = useTranslation()
  return (
    <section className={styles.preview} aria-label={t('settings.style.preview.header')}>
      <div className={styles.previewHeader}>{t('settings.style.preview.header')}</div>
      <div className={styles.previewBody}>
        <p className={styles.previewPost}>
          {t('settings.style.preview.text')}{' '}
          <a href="#theme-preview" onClick={(event) => event.preventDefault()}>
            {t('settings.style.preview.link')}
          </a>
        </p>
        <p className={styles.previewFaint}>{t('settings.style.preview.faint')}</p>
        <code className={styles.previewCode}>{t('settings.style.preview.mono')}</code>
        <div className={styles.previewControls}>
          <button type="button" className={styles.button}>
            {t('settings.style.preview.button')}
          </button>
          <input
            type="text"
            className={styles.previewInput}
            aria-label={t('settings.style.preview.input_label')}
            defaultValue={t('settings.style.preview.input')}
          />
        </div>
        <p className={styles.previewError}>{t('settings.style.preview.error')}</p>
      </div>
    </section>
  )
}
