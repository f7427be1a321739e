/** The post card, for timelines, threads, notifications and profiles (s1 §2 "Post card"). */
export { StatusCard, type StatusCardProps } from './StatusCard'
