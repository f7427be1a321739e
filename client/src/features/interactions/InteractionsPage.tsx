import { useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchNotifications } from '../../api/endpoints/notifications'
import { useSession } from '../../state/session'
import type { Notification } from '../../entities/types'
import { Button } from '../../ui/Button'
import { Panel } from '../../ui/Panel'
import { Spinner } from '../../ui/Spinner'
import { TabList, tabPanelProps } from '../../ui/TabList'
import { NotificationItem } from '../notifications'
import { includeTypesOf, visibleTabs, type InteractionTab } from './interactionTabs'
import styles from './InteractionsPage.module.css'
import { useUser } from '../../state/entities'
import { isAbort, load } from '../../state/load'
import { errorText } from '../../state/errorText'

interface TabState {
  items: Notification[]
  loading: boolean
  bottomedOut: boolean
  error: string | null
}

const EMPTY: TabState = { items: [], loading: false, bottomedOut: false, error: null }

/** Fetches pages of one tab's notifications (include_types[]), newest first. */
function useTabNotifications(tab: InteractionTab) {
  const [state, setState] = useState<TabState>(EMPTY)
  const fetchTab = useCallback(
    async (maxId: string | undefined, signal?: AbortSignal) => {
      setState((s) => ({ ...s, loading: true, error: null }))
      try {
        const page = await load(
          (joined) =>
            fetchNotifications({ include_types: includeTypesOf(tab), max_id: maxId }, joined),
          signal,
        )
        setState((s) => ({
          items: maxId ? [...s.items, ...page.notifications] : page.notifications,
          loading: false,
          bottomedOut: page.notifications.length === 0,
          error: null,
        }))
      } catch (error) {
        if (isAbort(error)) return
        console.warn('Fetching interactions failed', error)
        setState((s) => ({ ...s, loading: false, error: errorText(error) }))
      }
    },
    [tab],
  )
  useEffect(() => {
    const controller = new AbortController()
    setState(EMPTY)
    void fetchTab(undefined, controller.signal)
    return () => controller.abort()
  }, [fetchTab])
  const older = () => void fetchTab(state.items[state.items.length - 1]?.id)
  return { state, older }
}

/**
 * The interactions page, route interactions /users/:username/interactions (s1 §2; login only):
 * tabs mentions, likes+repeats, follows, reactions, reports (privilege reports_manage_reports)
 * and moves (when following moves is not allowed), each listing the notifications of its
 * include_types[], with load older, a spinner, no-more and a retry after an error.
 */
export default function InteractionsPage() {
  const { t } = useTranslation()
  const headingId = useId()
  const tabsId = useId()
  const userId = useSession((s) => s.user)
  const user = useUser(userId)
  const tabs = visibleTabs(user)
  const [tab, setTab] = useState<InteractionTab>('mentions')
  const { state, older } = useTabNotifications(tab)
  return (
    <Panel title={t('interactions.title')} level={1} headingId={headingId}>
      <TabList
        label={t('interactions.title')}
        idPrefix={tabsId}
        tabs={tabs}
        current={tab}
        labelOf={(name) => t(`interactions.${name}`)}
        onChoose={setTab}
        className={styles.tabStrip}
      />
      <div {...tabPanelProps(tabsId, tab)}>
        {state.items.map((n) => (
          <NotificationItem key={n.id} notification={n} />
        ))}
        <div className={styles.footer}>
          {state.loading ? (
            <Spinner />
          ) : state.error ? (
            <Button onClick={older}>{t('interactions.retry')}</Button>
          ) : state.bottomedOut ? (
            <span className={styles.faint}>
              {state.items.length === 0 ? t('interactions.none') : t('interactions.no_more')}
            </span>
          ) : (
            <Button variant="plain" onClick={older}>
              {t('interactions.load_older')}
            </Button>
          )}
        </div>
      </div>
    </Panel>
  )
}
