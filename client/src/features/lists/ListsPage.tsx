import { Pencil, Plus } from 'lucide-react'
import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { listPath, refreshLists, showListsError, useLists } from '../../state/lists'
import { useSignedIn } from '../../state/session'
import { Panel } from '../../ui/Panel'
import { Spinner } from '../../ui/Spinner'
import styles from './Lists.module.css'

/**
 * The lists page, route lists `/lists` (s1 §2 "Lists"): the member's lists newest first, each
 * a link to its timeline with an edit link, and a New button (route lists-new). The lists are
 * fetched again on opening (failures: the `lists.error` notice, s2 §8). Visitors are asked to
 * log in (the route is not login-only, DECISIONS.md).
 */
export default function ListsPage() {
  const { t } = useTranslation()
  const headingId = useId()
  const signedIn = useSignedIn()
  const lists = useLists((state) => state.lists)
  const loaded = useLists((state) => state.loaded)
  useEffect(() => {
    if (signedIn) refreshLists().catch(showListsError)
  }, [signedIn])
  if (!signedIn) {
    return (
      <Panel title={t('lists.lists')} level={1} headingId={headingId}>
        <p className={styles.faint}>{t('lists.login')}</p>
      </Panel>
    )
  }
  return (
    <Panel
      title={t('lists.lists')}
      level={1}
      headingId={headingId}
      actions={
        <Link to="/lists/new" className={styles.newButton}>
          <Plus size={16} aria-hidden="true" /> {t('lists.new')}
        </Link>
      }
    >
      {!loaded ? (
        <Spinner label={t('general.loading')} />
      ) : lists.length === 0 ? (
        <p className={styles.faint}>{t('lists.none')}</p>
      ) : (
        <ul className={styles.rows}>
          {lists.map((list) => (
            <li key={list.id} className={styles.row}>
              <Link to={listPath(list.id)} className={styles.rowTitle}>
                <bdi>{list.title}</bdi>
              </Link>
              <Link
                to={`${listPath(list.id)}/edit`}
                aria-label={t('lists.edit_list', { title: list.title })}
                title={t('lists.edit')}
              >
                <Pencil size={16} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}
