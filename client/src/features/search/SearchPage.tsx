import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Panel } from '../../ui/Panel'
import { SearchBox } from '../nav'
import { SearchResults } from './SearchResults'
import styles from './Search.module.css'

/**
 * The search page, route search /search?query= (s1 §2 "Search"; visitors too unless the
 * instance is private): the query field (the navbar's search box), where Enter or the button
 * searches a non-blank query, and the results of the query in the address (statuses, people,
 * hashtags).
 */
export default function SearchPage() {
  const { t } = useTranslation()
  const headingId = useId()
  const [params] = useSearchParams()
  const query = (params.get('query') ?? '').trim()
  return (
    <Panel title={t('search.title')} level={1} headingId={headingId}>
      <SearchBox key={`form:${query}`} initial={query} className={styles.form} />
      {query !== '' && <SearchResults key={query} query={query} />}
    </Panel>
  )
}
