/** Relationship. Mirrors PLEROMA-API §4 "Relationship" (Mastodon Relationship entity). */
import * as z from 'zod/mini'
import { bool, id, str } from './lenient'

export const relationshipSchema = z.object({
  id,
  following: bool,
  followed_by: bool,
  blocking: bool,
  blocked_by: bool,
  muting: bool,
  muting_notifications: bool,
  subscribing: bool,
  notifying: bool,
  requested: bool,
  domain_blocking: bool,
  showing_reblogs: bool,
  endorsed: bool,
  note: str,
})
export type RawRelationship = z.output<typeof relationshipSchema>
