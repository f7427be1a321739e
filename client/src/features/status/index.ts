/** The post card, for timelines, threads, notifications and profiles (s1 §2 "Post card"). */
export { StatusCard, type StatusCardProps } from './StatusCard'
/** The user popover on mention links, for RichText's MentionLinkContext (bios, fields). */
export { MentionPopoverLink } from './UserPopover'
