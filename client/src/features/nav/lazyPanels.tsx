/**
 * Lazy panels written by other features, each its own chunk loaded on demand: the post form
 * (features/composer/PostForm.tsx) and the notifications panel
 * (features/notifications/NotificationsPanel.tsx). Render them inside Suspense.
 */
import { lazy } from 'react'

/** The post form (s1 §2 user panel and third column), lazily. */
export const LazyPostForm = lazy(() =>
  import('../composer').then((module) => ({ default: module.PostForm })),
)

/** The notifications panel (s1 §2 third column, sidebar, mobile drawer), lazily. */
export const LazyNotificationsPanel = lazy(() =>
  import('../notifications').then((module) => ({
    default: module.NotificationsPanel,
  })),
)
