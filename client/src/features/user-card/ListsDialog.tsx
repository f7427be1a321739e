import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchAccountLists } from '../../api/endpoints/accounts'
import { changeListMembers } from '../../api/endpoints/lists'
import { displayHandle } from '../../lib/handle'
import { useUser } from '../../state/entities'
import { isAbort } from '../../state/load'
import { refreshLists, showListsError, useLists } from '../../state/lists'
import { Dialog } from '../../ui/Dialog'
import { Spinner } from '../../ui/Spinner'
import { closeLists } from './dialogs'
import styles from './Relations.module.css'

/**
 * Adds the stored user `userId` to or removes them from the viewer's lists (s1 §2 account
 * actions; s2 §7 `GET /api/v1/accounts/:id/lists`, `POST`/`DELETE /api/v1/lists/:id/accounts`):
 * a checkbox per list, ticked for the lists holding the user; a change is sent at once and
 * undone, with the `lists.error` notice (s2 §8), when it fails. Default export: a lazy chunk.
 */
export default function ListsDialog({ userId }: { userId: string }) {
  const { t } = useTranslation()
  const user = useUser(userId)
  const lists = useLists((state) => state.lists)
  const [holding, setHolding] = useState<ReadonlySet<string> | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    refreshLists().catch(showListsError)
    fetchAccountLists(userId, controller.signal).then(
      (found) => setHolding(new Set(found.map((list) => list.id))),
      (error: unknown) => {
        if (isAbort(error)) return
        showListsError(error)
        setHolding(new Set())
      },
    )
    return () => controller.abort()
  }, [userId])
  if (!user) return null

  const flip = (listId: string) =>
    setHolding((current) => {
      const next = new Set(current)
      if (!next.delete(listId)) next.add(listId)
      return next
    })
  const toggle = (listId: string, add: boolean) => {
    flip(listId)
    changeListMembers(listId, add ? 'add' : 'remove', [userId]).catch((error: unknown) => {
      flip(listId)
      showListsError(error)
    })
  }

  return (
    <Dialog
      title={t('lists.lists_of', { name: `@${displayHandle(user.screen_name)}` })}
      closeLabel={t('general.close')}
      onClose={closeLists}
    >
      {holding === null ? (
        <Spinner label={t('general.loading')} />
      ) : lists.length === 0 ? (
        <p>{t('lists.none')}</p>
      ) : (
        <ul className={styles.listChoices}>
          {lists.map((list) => (
            <li key={list.id}>
              <label>
                <input
                  type="checkbox"
                  checked={holding.has(list.id)}
                  onChange={(event) => toggle(list.id, event.target.checked)}
                />{' '}
                <bdi>{list.title}</bdi>
              </label>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  )
}
