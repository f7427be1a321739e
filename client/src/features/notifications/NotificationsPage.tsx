import { NotificationsPanel } from './NotificationsPanel'

/**
 * The stand-alone notifications page, route notifications /{username}/notifications (s1 §2;
 * login only): the notifications panel as the page, its title the page heading. The shell
 * leaves out its own copy of the panel on this route.
 */
export default function NotificationsPage() {
  return <NotificationsPanel level={1} />
}
