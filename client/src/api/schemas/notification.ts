/** Notification. Mirrors PLEROMA-API §8 (Mastodon Notification entity plus `pleroma`, `report`). */
import * as z from 'zod/mini'
import { accountSchema } from './account'
import { bool, id, opt, str, strOrNull } from './lenient'
import { reportSchema } from './report'
import { statusSchema } from './status'

export const notificationSchema = z.object({
  id,
  type: str,
  created_at: str,
  account: opt(accountSchema),
  status: opt(statusSchema),
  target: opt(accountSchema),
  emoji: strOrNull,
  emoji_url: strOrNull,
  report: opt(reportSchema),
  pleroma: opt(z.object({ is_seen: bool, is_muted: bool })),
})
export type RawNotification = z.output<typeof notificationSchema>
