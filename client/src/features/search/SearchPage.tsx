import { Search } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { encodePart } from '../../lib/urlPart'
import { Panel } from '../../ui/Panel'
import { SearchResults } from './SearchResults'
import styles from './Search.module.css'

/** The query field and the search button; submits only a non-blank query (s1 §5). */
function SearchForm({ initial }: { initial: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const id = useId()
  const [text, setText] = useState(initial)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const trimmed = text.trim()
    if (trimmed) void navigate(`/search?query=${encodePart(trimmed)}`)
  }
  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('nav.search_label')}
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={text}
        placeholder={t('nav.search')}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={styles.button}>
        <Search size={16} aria-hidden="true" />
        {t('search.search_button')}
      </button>
    </form>
  )
}

/**
 * The search page, route search /search?query= (s1 §2 "Search"; visitors too unless the
 * instance is private): the query field, where Enter or the button searches, and the results
 * of the query in the address (statuses, people, hashtags). The navbar search box leads here.
 */
export default function SearchPage() {
  const { t } = useTranslation()
  const headingId = useId()
  const [params] = useSearchParams()
  const query = (params.get('query') ?? '').trim()
  return (
    <Panel title={t('search.title')} level={1} headingId={headingId}>
      <SearchForm key={`form:${query}`} initial={query} />
      {query !== '' && <SearchResults key={query} query={query} />}
    </Panel>
  )
}
