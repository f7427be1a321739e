import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { changeListMembers, createList, deleteList } from '../../api/endpoints/lists'
import { forgetList, keepList, listPath, showListsError } from '../../state/lists'
import { Button } from '../../ui/Button'
import { membersToAdd, type MemberEdit } from './memberEdit'
import styles from './Lists.module.css'

/** Props of {@link ListEditFooter}. */
export interface ListEditFooterProps {
  /** The list being edited, or null for a new one. */
  listId: string | null
  /** The title as typed. */
  title: string
  /** The member edit (a new list sends its added members after creation). */
  edit: MemberEdit
  /** Called with the path to go to when the list was created or deleted. */
  onDone: (path: string) => void
}

/**
 * The edit page's footer (s1 §2 "Lists": "footer with create, or delete with yes/no
 * confirmation"; s1 §5; DECISIONS.md "Deleting a list"). A new list: Create sends POST
 * /api/v1/lists, then its added members, then goes to its timeline (s1 §4). An existing list:
 * "Delete list" asks "Really delete this list?" with Yes and No; Yes sends DELETE and goes to
 * the lists page. Failures show the `lists.error` notice (s2 §8).
 */
export function ListEditFooter({ listId, title, edit, onDone }: ListEditFooterProps) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [asking, setAsking] = useState<boolean | null>(null)
  const questionRef = useRef<HTMLButtonElement>(null)
  const deleteRef = useRef<HTMLButtonElement>(null)
  // Focus follows the question: onto "No" when it opens, back to "Delete list" when it closes.
  useEffect(() => {
    if (asking === null) return
    ;(asking ? questionRef : deleteRef).current?.focus()
  }, [asking])

  const create = async () => {
    setBusy(true)
    try {
      const list = await createList(title.trim())
      keepList(list)
      try {
        await changeListMembers(list.id, 'add', membersToAdd(edit))
        onDone(listPath(list.id))
      } catch (error) {
        showListsError(error)
        onDone(`${listPath(list.id)}/edit`)
      }
    } catch (error) {
      showListsError(error)
      setBusy(false)
    }
  }

  const remove = async (id: string) => {
    setBusy(true)
    try {
      await deleteList(id)
      forgetList(id)
      onDone('/lists')
    } catch (error) {
      showListsError(error)
      setBusy(false)
      setAsking(false)
    }
  }

  if (listId === null) {
    return (
      <div className={styles.footer}>
        <Button onClick={() => void create()} disabled={busy || title.trim() === ''}>
          {t('lists.create')}
        </Button>
      </div>
    )
  }
  return (
    <div className={styles.footer}>
      {asking ? (
        <div role="group" aria-label={t('lists.really_delete')} className={styles.footer}>
          <span>{t('lists.really_delete')}</span>
          <Button onClick={() => void remove(listId)} disabled={busy}>
            {t('lists.yes')}
          </Button>
          <Button ref={questionRef} onClick={() => setAsking(false)} disabled={busy}>
            {t('lists.no')}
          </Button>
        </div>
      ) : (
        <Button ref={deleteRef} onClick={() => setAsking(true)}>
          {t('lists.delete')}
        </Button>
      )}
    </div>
  )
}
