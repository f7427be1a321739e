/** AdminReport as a `pleroma:report` notification carries it (PLEROMA-API §8, §14). */
import * as z from 'zod/mini'
import { accountSchema } from './account'
import { id, list, opt, str } from './lenient'
import { statusSchema } from './status'

export const reportSchema = z.object({
  id,
  state: str,
  account: opt(accountSchema),
  actor: opt(accountSchema),
  content: opt(z.nullable(z.string())),
  statuses: list(statusSchema),
  notes: list(z.object({ id, content: str, created_at: str })),
})
export type RawReport = z.output<typeof reportSchema>
