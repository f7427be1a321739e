/**
 * The interactions tabs (s1 §2 "Interactions tabs", DECISIONS.md "Calls", "Screens and rules"):
 * each tab's notification types and include_types[] (server names), and which tabs a user sees.
 */
import { serverNotificationType } from '../../entities/normalize/notification'
import type { NotificationType, User } from '../../entities/types'
import { can } from '../../state/privileges'

export type InteractionTab =
  'mentions' | 'likes_repeats' | 'follows' | 'reactions' | 'reports' | 'moves'

/** The spec types of each tab. */
export const TAB_TYPES: Record<InteractionTab, readonly NotificationType[]> = {
  mentions: ['mention'],
  likes_repeats: ['repeat', 'like'],
  follows: ['follow'],
  reactions: ['pleroma:emoji_reaction'],
  reports: ['pleroma:report'],
  moves: ['move'],
}

/** include_types[] of a tab, in the server's names (like -> favourite, repeat -> reblog). */
export function includeTypesOf(tab: InteractionTab): string[] {
  return TAB_TYPES[tab].map(serverNotificationType)
}

/**
 * The tabs `user` sees, in order: reports only with the privilege reports_manage_reports; moves
 * only when the user does not allow following moves.
 */
export function visibleTabs(
  user: Pick<User, 'privileges' | 'allow_following_move'> | undefined,
): InteractionTab[] {
  const tabs: InteractionTab[] = ['mentions', 'likes_repeats', 'follows', 'reactions']
  if (can(user, 'reports_manage_reports')) tabs.push('reports')
  if (user?.allow_following_move === false) tabs.push('moves')
  return tabs
}
