/** The notifications panel and one notification (s1 §2 "Notifications"). */
export { NotificationItem, type NotificationItemProps } from './NotificationItem'
export { NotificationsPanel } from './NotificationsPanel'
