import { useTranslation } from 'react-i18next'
import styles from './Composer.module.css'
import { formatNumber } from '../../i18n'

/** From this many characters left on, the counter is also announced as it changes. */
export const ANNOUNCE_FROM = 20

/**
 * The composer's character counter (s1 §4): the number left, read as "N characters left" by
 * the text field it describes (`id`, the field's aria-describedby); near the limit (at most
 * {@link ANNOUNCE_FROM} left, or over it) also said in a polite live region as it changes, so
 * the count is not announced at every keystroke of a short post.
 */
export function CharacterCounter({ id, left }: { id: string; left: number }) {
  const { t } = useTranslation()
  const text = t('post_status.characters_left', { count: left })
  return (
    <>
      <span id={id} className={left < 0 ? styles.over : styles.faint}>
        <span aria-hidden="true">{formatNumber(left)}</span>
        <span className="visually-hidden">{text}</span>
      </span>
      <span className="visually-hidden" aria-live="polite">
        {left <= ANNOUNCE_FROM ? text : ''}
      </span>
    </>
  )
}
