import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { searchListCandidates } from '../../api/endpoints/lists'
import { errorText } from '../../state/errorText'
import { useLoad } from '../../state/load'
import { Spinner } from '../../ui/Spinner'
import { MemberList, type MemberListProps } from './MemberList'
import styles from './Lists.module.css'

/** s1 §9, s2 §9: the member search waits this long after the last key, ms. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 2000

/** `value`, once it has stayed the same for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}

/**
 * The add-members tab of the list edit page (s1 §2 "Lists", s1 §4 "Lists edit"): a search box
 * and a "Following only" checkbox; the search runs 2000 ms after the last change of the query
 * (never for an empty one, s1 §5) and asks for accounts (`resolve=true`, `following=true` when
 * ticked; DECISIONS.md "Calls"). Each result has the add / remove / undo toggle.
 */
export function AddMembers(props: Omit<MemberListProps, 'ids'>) {
  const { t } = useTranslation()
  const fieldId = useId()
  const [query, setQuery] = useState('')
  const [followingOnly, setFollowingOnly] = useState(false)
  const settled = useSettled(query.trim(), MEMBER_SEARCH_DEBOUNCE_MS)
  const key = settled === '' ? null : JSON.stringify([settled, followingOnly])
  const results = useLoad(key, (signal) => searchListCandidates(settled, followingOnly, signal))
  return (
    <div>
      <div className={styles.field}>
        <label htmlFor={fieldId}>{t('lists.search')}</label>
        <input
          id={fieldId}
          type="search"
          className={styles.input}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <label>
          <input
            type="checkbox"
            checked={followingOnly}
            onChange={(event) => setFollowingOnly(event.target.checked)}
          />{' '}
          {t('lists.following_only')}
        </label>
      </div>
      {results.status === 'loading' && <Spinner label={t('lists.searching')} />}
      {results.status === 'error' && (
        <p role="alert" className={styles.faint}>
          {errorText(results.error)}
        </p>
      )}
      {results.status === 'ready' &&
        (results.value.users.length === 0 ? (
          <p className={styles.faint}>{t('lists.no_results')}</p>
        ) : (
          <MemberList ids={results.value.users.map((user) => user.id)} {...props} />
        ))}
    </div>
  )
}
