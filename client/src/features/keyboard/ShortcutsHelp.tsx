import { useTranslation } from 'react-i18next'
import { Dialog } from '../../ui/Dialog'
import styles from './ShortcutsHelp.module.css'

/** The keys and what they do, in the order the help lists them. */
const ROWS: readonly [keys: readonly string[], message: string][] = [
  [['j'], 'next'],
  [['k'], 'previous'],
  [['Enter'], 'open'],
  [['.'], 'show_new'],
  [['n'], 'compose'],
  [['/'], 'search'],
  [['g', 'h'], 'home'],
  [['g', 'n'], 'notifications'],
  [['g', 'p'], 'public'],
  [['Escape'], 'escape'],
  [['?'], 'help'],
]

/**
 * The keyboard help (issue 21), opened by '?': a modal dialog (ui/Dialog: focus inside, Tab
 * kept there, Escape and the close button close it, focus returns) listing every shortcut.
 */
export default function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Dialog title={t('keyboard.title')} closeLabel={t('keyboard.close')} onClose={onClose}>
      <p>{t('keyboard.intro')}</p>
      <dl className={styles.list}>
        {ROWS.map(([keys, message]) => (
          <div key={message} className={styles.row}>
            <dt className={styles.keys}>
              {keys.map((key, index) => (
                <span key={key}>
                  {index > 0 ? ` ${t('keyboard.then')} ` : null}
                  <kbd className={styles.key}>{key}</kbd>
                </span>
              ))}
            </dt>
            <dd className={styles.action}>{t(`keyboard.${message}`)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  )
}
