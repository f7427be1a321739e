import { Search } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import styles from './SearchBox.module.css'
import { encodePart } from '../../lib/urlPart'

/**
 * The navbar search box, also the search page's field (starting with `initial`, `className`
 * added to the form): submitting a non-blank query opens /search?query=… (s1 §2 search, s1 §5
 * "Search only with a non-empty query").
 */
export function SearchBox({ initial = '', className }: { initial?: string; className?: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const id = useId()
  const [query, setQuery] = useState(initial)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const trimmed = query.trim()
    if (trimmed) void navigate(`/search?query=${encodePart(trimmed)}`)
  }
  return (
    <form role="search" className={`${styles.form} ${className ?? ''}`} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('nav.search_label')}
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={query}
        placeholder={t('nav.search')}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className={styles.button} aria-label={t('nav.search_button')}>
        <Search size={18} aria-hidden="true" />
      </button>
    </form>
  )
}
