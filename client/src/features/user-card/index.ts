/**
 * User cards, the follow button and the user relations (s1 §2 "User card", "Full user card",
 * "Follow card"; s1 §4 "Follow button", "User relations", note editor, report modal).
 */
export { FollowButton } from './FollowButton'
export { UserCard, type UserCardProps } from './UserCard'
export { AvatarButton, useAvatarAction } from './avatarAction'
export { UserActions } from './UserActions'
export { NoteEditor } from './NoteEditor'
export { RemoveFollowerButton } from './RemoveFollowerButton'
export { openMention, openReport } from './dialogs'
export { UserRow } from './UserRow'
export { changeRelation } from './relations'
export { useCoverImage } from './coverImage'
