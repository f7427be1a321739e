import { useStore } from 'zustand'
import { unreadAnnouncementCount, useAnnouncements } from '../../state/announcements'
import { useFollowRequests } from '../../state/followRequests'
import { unreadChatTotal } from '../../state/live/chatUpdates'
import { useScope } from '../../state/scope'
import type { BadgeCounts, Member } from './memberNav'

/**
 * The navigation's badge counts from one source each (issue 11 item 3; s1 §2 count badges):
 * follow requests from the account scope's follow-request list once it is loaded (so approving,
 * denying and a new request show at once), else the account's `follow_request_count`; unread
 * chats from the scope's chat counts (the same total as the title's), else the account's
 * `unread_chat_count`; unread announcements from the scope's announcements (state/announcements).
 */
export function useBadgeCounts(member: Member): BadgeCounts {
  const listed = useFollowRequests((state) => (state.loaded ? state.userIds.length : null))
  const chats = useStore(useScope().chatUpdates, (state) =>
    Object.keys(state.unreadByChat).length > 0 ? unreadChatTotal(state) : null,
  )
  const announcements = useAnnouncements(unreadAnnouncementCount)
  return {
    followRequests: listed ?? member.follow_request_count ?? 0,
    unreadChats: chats ?? member.unread_chat_count ?? 0,
    unreadAnnouncements: announcements,
  }
}
