/** ListRecord -> Pleroma List JSON (PLEROMA-API §9): only `id` and `title`. */
import type { ListRecord } from '../model/records'

/** The List entity (no `replies_policy` or `exclusive` in Pleroma). */
export const serializeList = (list: ListRecord): { id: string; title: string } => ({
  id: list.id,
  title: list.title,
})
