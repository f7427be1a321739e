/**
 * The moderation menu's items (s1 §6 "Moderation menu", "Menu on a card"; s1 §4 "User
 * relations" admin part; DECISIONS.md "Moderation menu items send Pleroma MRF tags"): which
 * items a staff member sees on a user's card and in what order. Pure functions.
 */
import type { User } from '../../entities/types'
import type { ModerationAction } from '../../state/moderation'
import { can } from '../../state/privileges'

/** One tag policy: its Pleroma tag, its catalogue key and whether it applies to local users only. */
export interface TagPolicy {
  tag: string
  key: string
  localOnly: boolean
}

/** The tag policies in the menu's order (s1 §6; DECISIONS.md). */
export const TAG_POLICIES: readonly TagPolicy[] = [
  { tag: 'mrf_tag:media-force-nsfw', key: 'force_nsfw', localOnly: false },
  { tag: 'mrf_tag:media-strip', key: 'strip_media', localOnly: false },
  { tag: 'mrf_tag:force-unlisted', key: 'force_unlisted', localOnly: false },
  { tag: 'mrf_tag:sandbox', key: 'sandbox', localOnly: false },
  {
    tag: 'mrf_tag:disable-remote-subscription',
    key: 'disable_remote_subscription',
    localOnly: true,
  },
  { tag: 'mrf_tag:disable-any-subscription', key: 'disable_any_subscription', localOnly: true },
  { tag: 'mrf_tag:quarantine', key: 'quarantine', localOnly: true },
]

/** One menu item: its id, the key under `user_card.admin_menu`, the action, a tag's state. */
export interface ModerationItem {
  id: string
  key: string
  action: ModerationAction
  /** For tag items: whether the user carries the tag now. */
  checked?: boolean
}

/**
 * Whether the moderation menu shows on user cards (s1 §6): for admins, and for staff with
 * users_manage_activation_state, users_delete or users_manage_tags.
 */
export function canModerate(user: Pick<User, 'role' | 'privileges'>): boolean {
  if (user.role === 'admin') return true
  return (['users_manage_activation_state', 'users_delete', 'users_manage_tags'] as const).some(
    (privilege) => can(user, privilege),
  )
}

/**
 * Whether the server applies tag policies: its MRF transparency object (PLEROMA-API §2.7
 * `metadata.federation`) lists TagPolicy, as Pleroma-FE checks.
 */
export function tagPolicyAvailable(federation: Record<string, unknown> | null): boolean {
  const policies = federation?.mrf_policies
  return Array.isArray(policies) && policies.includes('TagPolicy')
}

/**
 * The items `viewer` sees for `user`, in the card's order: admin and moderator rights (admins,
 * for local active users), activate or deactivate (users_manage_activation_state), delete
 * (users_delete), then the tag policies with their state (users_manage_tags and server support;
 * subscription and quarantine tags only for local users).
 */
export function moderationItems(
  viewer: Pick<User, 'role' | 'privileges'>,
  user: Pick<User, 'is_local' | 'deactivated' | 'rights' | 'tags'>,
  tagPolicy: boolean,
): ModerationItem[] {
  const items: ModerationItem[] = []
  if (viewer.role === 'admin' && user.is_local && !user.deactivated) {
    for (const group of ['admin', 'moderator'] as const) {
      const grant = !user.rights[group]
      const key = `${grant ? 'grant' : 'revoke'}_${group}`
      items.push({ id: key, key, action: { kind: 'group', group, grant } })
    }
  }
  if (can(viewer, 'users_manage_activation_state')) {
    const active = user.deactivated
    const key = active ? 'activate_account' : 'deactivate_account'
    items.push({ id: key, key, action: { kind: 'activation', active } })
  }
  if (can(viewer, 'users_delete'))
    items.push({ id: 'delete_account', key: 'delete_account', action: { kind: 'delete' } })
  if (tagPolicy && can(viewer, 'users_manage_tags')) {
    for (const policy of TAG_POLICIES) {
      if (policy.localOnly && !user.is_local) continue
      const checked = user.tags.includes(policy.tag)
      const action = { kind: 'tag', tag: policy.tag, on: !checked } as const
      items.push({ id: policy.tag, key: policy.key, action, checked })
    }
  }
  return items
}
