/** User cards and the follow button (s1 §2 "User card", s1 §4 "Follow button"). */
export { FollowButton } from './FollowButton'
export { UserCard, type UserCardProps } from './UserCard'
export { AvatarButton, useAvatarAction } from './avatarAction'
