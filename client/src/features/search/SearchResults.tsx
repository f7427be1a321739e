import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { search, type SearchResult } from '../../api/endpoints/search'
import { errorText } from '../../state/errorText'
import { useInstance } from '../../state/instance'
import { isAbort, load, useLoad } from '../../state/load'
import { Spinner } from '../../ui/Spinner'
import { TabList } from '../../ui/TabList'
import { StatusCard } from '../status'
import { TimelineFooter, type FooterTexts } from '../timeline'
import { HashtagList } from './HashtagList'
import { PeopleResults } from './PeopleResults'
import {
  firstNonEmptyTab,
  resolvedTarget,
  SEARCH_TABS,
  type SearchTab,
  type TabCounts,
} from './searchRules'
import styles from './Search.module.css'
import { formatNumber } from '../../i18n'

const FOOTER_TEXTS: FooterTexts = {
  loading: 'search.loading',
  loadError: 'search.error',
  none: 'search.no_results',
  noMore: 'search.no_more_results',
  loadOlder: 'search.load_more',
}

const TAB_LABELS: Record<SearchTab, string> = {
  statuses: 'search.statuses',
  people: 'search.people',
  hashtags: 'search.hashtags',
}

/** The statuses tab: the cards, then load more (offset grows), or no (more) results. */
function StatusResults({ query, first }: { query: string; first: string[] }) {
  const [ids, setIds] = useState(first)
  const [lastCount, setLastCount] = useState(first.length)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const mounted = useRef<AbortController | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    mounted.current = controller
    return () => controller.abort()
  }, [])

  const loadMore = async () => {
    setLoading(true)
    setError(null)
    try {
      const page = await load(
        (signal) => search({ q: query, type: 'statuses', offset: ids.length }, signal),
        mounted.current?.signal,
      )
      const fresh = page.statusIds.filter((id) => !ids.includes(id))
      setIds([...ids, ...fresh])
      setLastCount(fresh.length)
      setLoading(false)
    } catch (failure) {
      if (isAbort(failure)) return
      console.warn('Loading more search results failed', failure)
      setError(errorText(failure))
      setLoading(false)
    }
  }
  return (
    <>
      {ids.map((id) => (
        <StatusCard key={id} statusId={id} />
      ))}
      <div className={styles.footer}>
        <TimelineFooter
          loading={loading}
          error={error}
          bottomedOut={lastCount === 0}
          empty={ids.length === 0}
          texts={FOOTER_TEXTS}
          onLoadOlder={() => void loadMore()}
          onRetry={() => void loadMore()}
        />
      </div>
    </>
  )
}

/** The tabs with their counts and the chosen tab's results. */
function ResultTabs({ query, result }: { query: string; result: SearchResult }) {
  const { t } = useTranslation()
  const counts: TabCounts = {
    statuses: result.statusIds.length,
    people: result.users.length,
    hashtags: result.hashtags.length,
  }
  const [chosen, setChosen] = useState<SearchTab | null>(null)
  const tab = chosen ?? firstNonEmptyTab(counts)
  return (
    <>
      <TabList
        tabs={SEARCH_TABS}
        current={tab}
        label={t('search.results')}
        idPrefix="search"
        labelOf={(name) => `${t(TAB_LABELS[name])} (${formatNumber(counts[name])})`}
        onChoose={setChosen}
        className={styles.tabs}
      />
      {SEARCH_TABS.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`search-tabpanel-${name}`}
          aria-labelledby={`search-tab-${name}`}
          hidden={name !== tab}
        >
          {name === 'statuses' && <StatusResults query={query} first={result.statusIds} />}
          {name === 'people' && <PeopleResults users={result.users} />}
          {name === 'hashtags' && <HashtagList hashtags={result.hashtags} />}
        </div>
      ))}
    </>
  )
}

/**
 * The results of `query` (s1 §2 "Search", §4 "not loaded, loading, loaded"; s2 §7 "Search"):
 * GET /api/v2/search with resolve=true; a spinner while loading, the error text when it fails
 * (s2 §8 generic error). A handle or URL query whose answer holds exactly that account or post
 * opens its profile or conversation instead, in place of the search in the history.
 */
export function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const restricted = useInstance((state) => state.config.restrictedNicknames)
  const state = useLoad(query, (signal) => search({ q: query }, signal))
  const target = state.status === 'ready' ? resolvedTarget(query, state.value, restricted) : null

  useEffect(() => {
    if (target !== null) void navigate(target, { replace: true })
    if (state.status === 'error') console.warn('Searching failed', state.error)
  }, [target, state, navigate])

  if (state.status === 'error') {
    return (
      <p role="alert" className={styles.message}>
        {errorText(state.error)}
      </p>
    )
  }
  if (state.status !== 'ready' || target !== null) {
    return (
      <div className={styles.message}>
        <Spinner label={t('search.loading')} />
      </div>
    )
  }
  return <ResultTabs query={query} result={state.value} />
}
