/**
 * Media attachment. Mirrors PLEROMA-API §6 "Media attachment" (Mastodon MediaAttachment entity
 * plus `pleroma.mime_type`).
 */
import * as z from 'zod/mini'
import { id, num, opt, str, strOrNull } from './lenient'

const dims = opt(z.object({ width: num, height: num, aspect: num }))

export const attachmentSchema = z.object({
  id,
  type: str,
  url: str,
  remote_url: strOrNull,
  preview_url: strOrNull,
  text_url: strOrNull,
  description: strOrNull,
  blurhash: strOrNull,
  meta: opt(z.object({ original: dims, small: dims })),
  pleroma: opt(z.object({ mime_type: str })),
})
export type RawAttachment = z.output<typeof attachmentSchema>
