/**
 * The "new version" prompt (issue 19): a small banner, outside the app's tree (it may show on
 * any page, before or after sign-in), saying a new version is ready, with "Reload" and "Later".
 * Mounted in a root of its own at the end of <body> the first time it is needed.
 */
import { createRoot, type Root } from 'react-dom/client'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/Button'
import styles from './UpdatePrompt.module.css'

let root: Root | null = null

/** The banner: the message, "Reload" (runs `onReload`) and "Later" (closes it). */
export function UpdatePrompt({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  const { t } = useTranslation()
  return (
    <div role="status" className={styles.prompt}>
      <span className={styles.text}>{t('general.new_version')}</span>
      <Button onClick={onReload}>{t('general.reload')}</Button>
      <Button variant="plain" onClick={onLater}>
        {t('general.later')}
      </Button>
    </div>
  )
}

/** Shows the prompt (once; a second call while it shows changes nothing but the action). */
export function showUpdatePrompt(onReload: () => void): void {
  if (!root) {
    const host = document.createElement('div')
    document.body.append(host)
    root = createRoot(host)
  }
  const current = root
  current.render(<UpdatePrompt onReload={onReload} onLater={() => current.render(null)} />)
}
