/**
 * The one account of an answer, normalized for the entity store (PLEROMA-API §4). Its own small
 * module so that profile.ts (loaded with the preference sync) shares it without accounts.ts.
 */
import { collectUsers, normalizeUser } from '../../entities/normalize/user'
import type { NormalizedBatch, User } from '../../entities/types'
import { isUsableId } from '../../lib/pageIds'
import { ApiError } from '../http'
import type { RawAccount } from '../schemas/account'

export interface AccountResult {
  user: User
  /** The user and the account it moved to, for the entity store. */
  batch: NormalizedBatch
}

/**
 * Normalizes the account of an answer to `method url`; one without a usable id is taken as the
 * account `asked` for when that is an id (the obvious repair, issue 22).
 * @throws ApiError (status 200) when the account is still unusable
 */
export function toAccountResult(
  raw: RawAccount,
  request: { method: string; url: string },
  asked?: string,
): AccountResult {
  const user = normalizeUser(isUsableId(raw.id) || !isUsableId(asked) ? raw : { ...raw, id: asked })
  if (!user) throw new ApiError(200, 'Unusable account in the answer', request)
  const users: User[] = []
  collectUsers(user, users)
  return { user, batch: { statuses: [], users } }
}
