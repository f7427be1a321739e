/**
 * Server-side settings (s1 §3 "Profile settings group"): stored on the account, not in the preference store. Each
 * maps to the PATCH update_credentials parameter (s2 "Accounts") the Profile tab sends, or,
 * prefixed `notification_settings:`, to a field of PUT /api/pleroma/notification_settings.
 * A module of its own, so only the tabs that save them load it.
 */
export const SERVER_SIDE_SETTINGS = {
  defaultScope: 'source[privacy]',
  defaultNSFW: 'source[sensitive]',
  stripRichContent: 'no_rich_text',
  locked: 'locked',
  acceptChatMessages: 'accepts_chat_messages',
  allowFollowingMove: 'allow_following_move',
  discoverable: 'discoverable',
  hideFavorites: 'hide_favorites',
  hideFollowers: 'hide_followers',
  hideFollows: 'hide_follows',
  hideFollowersCount: 'hide_followers_count',
  hideFollowsCount: 'hide_follows_count',
  webPushHideContents: 'notification_settings:hide_notification_contents',
  blockNotificationsFromStrangers: 'notification_settings:block_from_strangers',
} as const
