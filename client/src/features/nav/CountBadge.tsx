import { badgeText } from '../../state/notifications/notificationRules'
import styles from './CountBadge.module.css'

/**
 * A count badge (s1 §2 count badges): the number, or '∞' above 99 on mobile (s1 §9). Hidden
 * from screen readers: the control carrying it says the count in its accessible name
 * (catalogue key nav.entry_with_count).
 */
export function CountBadge({ count, mobile = false }: { count: number; mobile?: boolean }) {
  return (
    <span className={styles.badge} aria-hidden="true">
      {badgeText(count, mobile)}
    </span>
  )
}
