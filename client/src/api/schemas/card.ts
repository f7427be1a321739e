/** Link preview card. Mirrors the Mastodon PreviewCard entity (PLEROMA-API §6 "card"). */
import * as z from 'zod/mini'
import { str, strOrNull } from './lenient'

export const cardSchema = z.object({
  url: str,
  title: str,
  description: str,
  image: strOrNull,
  type: str,
  provider_name: str,
  provider_url: str,
})
export type RawCard = z.output<typeof cardSchema>
