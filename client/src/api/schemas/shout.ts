/**
 * Shoutbox messages (PLEROMA-API §16): `{text, author: Account, id}` in `new_msg` payloads and
 * in the `messages` list pushed on join (oldest first). The author is an Account rendered
 * without a viewer; `id` an integer.
 */
import * as z from 'zod/mini'
import { accountSchema } from './account'
import { list, num, str } from './lenient'

export const shoutSchema = z.object({ id: num, text: str, author: accountSchema })
export type RawShout = z.output<typeof shoutSchema>

/** The `messages` push on join. */
export const shoutHistorySchema = z.object({ messages: list(shoutSchema) })
