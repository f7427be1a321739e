import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { Hashtag } from '../../api/endpoints/search'
import { encodePart } from '../../lib/urlPart'
import { latestHistory } from './searchRules'
import styles from './Search.module.css'

/**
 * The hashtags tab (s1 §2 "Search"): each tag links to its tag timeline and, when the server
 * sends a history, shows the people talking and the uses of its latest day; or "No results".
 */
export function HashtagList({ hashtags }: { hashtags: readonly Hashtag[] }) {
  const { t } = useTranslation()
  if (hashtags.length === 0) return <p className={styles.message}>{t('search.no_results')}</p>
  return (
    <ul className={styles.list}>
      {hashtags.map((tag) => {
        const day = latestHistory(tag)
        return (
          <li key={tag.name} className={styles.item}>
            <Link to={`/tag/${encodePart(tag.name)}`} className={styles.hashtag}>
              #{tag.name}
            </Link>
            {day && (
              <span className={styles.talking}>
                {t('search.people_talking', { count: day.accounts })}
              </span>
            )}
            {day && <span className={styles.uses}>{t('search.uses', { count: day.uses })}</span>}
          </li>
        )
      })}
    </ul>
  )
}
