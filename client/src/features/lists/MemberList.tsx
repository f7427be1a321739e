import { useTranslation } from 'react-i18next'
import { useUser } from '../../state/entities'
import { Button } from '../../ui/Button'
import { UserRow } from '../user-card'
import styles from './Lists.module.css'

/** Props of {@link MemberList}. */
export interface MemberListProps {
  /** Account ids, in order. */
  ids: readonly string[]
  /** True when the account is in the list after the edit. */
  inList: (id: string) => boolean
  /** Toggles the account in or out of the list. */
  onToggle: (id: string) => void
  /** Accounts that were members when the page opened (their toggle back reads "Undo"). */
  members: readonly string[]
  /** Accounts added during this edit (their toggle back reads "Undo"). */
  added: readonly string[]
}

function MemberItem({ id, ...props }: { id: string } & Omit<MemberListProps, 'ids'>) {
  const { t } = useTranslation()
  const user = useUser(id)
  if (!user) return null
  const inList = props.inList(id)
  const wasMember = props.members.includes(id)
  const undoable = wasMember ? !inList : props.added.includes(id)
  const action = undoable
    ? t('lists.undo')
    : inList
      ? t('lists.remove_from_list')
      : t('lists.add_to_list')
  return (
    <li>
      <UserRow user={user}>
        <Button
          onClick={() => props.onToggle(id)}
          aria-label={t('lists.member_action', { action, name: `@${user.screen_name_ui}` })}
        >
          {action}
        </Button>
      </UserRow>
    </li>
  )
}

/**
 * People with a toggle each (s1 §4 "Lists edit"): "Remove from list" or "Add to list", and
 * "Undo" for a change made during this edit. The button's name carries the handle
 * ("Undo: @bob"), so each is told apart.
 */
export function MemberList({ ids, ...props }: MemberListProps) {
  return (
    <ul className={styles.rows}>
      {ids.map((id) => (
        <MemberItem key={id} id={id} {...props} />
      ))}
    </ul>
  )
}
