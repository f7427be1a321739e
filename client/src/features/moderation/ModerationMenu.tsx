import {
  Shield,
  ShieldOff,
  SquareCheck,
  Square,
  UserRoundX,
  UserCheck,
  UserX,
  Gavel,
  type LucideIcon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { User } from '../../entities/types'
import { useUser } from '../../state/entities'
import { useInstance } from '../../state/instance'
import { useSession } from '../../state/session'
import { Menu, type MenuEntry } from '../../ui/Menu'
import buttonStyles from '../../ui/Button.module.css'
import { moderate } from '../../state/moderation'
import {
  canModerate,
  moderationItems,
  tagPolicyAvailable,
  type ModerationItem,
} from './moderationRules'

function iconOf(item: ModerationItem): LucideIcon {
  switch (item.action.kind) {
    case 'group':
      return item.action.grant ? Shield : ShieldOff
    case 'activation':
      return item.action.active ? UserCheck : UserX
    case 'delete':
      return UserRoundX
    case 'tag':
      return item.checked ? SquareCheck : Square
  }
}

/**
 * The moderation menu of a user card or popover (s1 §2 "Full user card", s1 §6): the items of
 * moderationRules.ts for the signed-in staff member, tag policies as checkboxes showing their
 * state; delete calls `onDelete`, which opens the confirmation (user-card's
 * DeleteUserDialog, mounted outside the popover the menu may sit in); every other item runs at once and changes the
 * card only when the server said ok (state/moderation.ts). Renders nothing for a viewer who may not
 * moderate (canModerate) or when no item applies.
 */
export function ModerationMenu({ user, onDelete }: { user: User; onDelete: () => void }) {
  const { t } = useTranslation()
  const viewer = useUser(useSession((s) => s.user))
  const tagPolicy = useInstance((state) => tagPolicyAvailable(state.config.federation))
  if (!viewer || !canModerate(viewer)) return null
  const entries = moderationItems(viewer, user, tagPolicy).map((item): MenuEntry => ({
    id: item.id,
    label: t(`user_card.admin_menu.${item.key}`),
    icon: iconOf(item),
    checked: item.checked,
    onSelect: () => (item.action.kind === 'delete' ? onDelete() : void moderate(user, item.action)),
  }))
  if (entries.length === 0) return null
  return (
    <Menu
      label={t('user_card.admin_menu.moderation')}
      entries={entries}
      buttonClassName={`${buttonStyles.button} ${buttonStyles.default}`}
    >
      <Gavel aria-hidden="true" size={16} />
    </Menu>
  )
}
