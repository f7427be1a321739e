/** List. Mirrors PLEROMA-API §9 "Lists": only `id` and `title` (ids are integers as strings). */
import * as z from 'zod/mini'
import { id, list, str } from './lenient'

export const listSchema = z.object({ id, title: str })
export type RawList = z.output<typeof listSchema>

/** An answer holding many lists (`GET /api/v1/lists`, `/accounts/:id/lists`). */
export const listsSchema = list(listSchema)
