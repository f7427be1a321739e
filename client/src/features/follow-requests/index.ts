/** Approve and deny buttons of a follow request (s1 §4 "Follow request"). */
export { FollowRequestButtons, type FollowRequestButtonsProps } from './FollowRequestButtons'
