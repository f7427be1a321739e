/**
 * `PATCH /api/v1/accounts/update_credentials` (s2 §7 "Account settings"; PLEROMA-API §4.2):
 * JSON for settings and the preference cache (`pleroma_settings_store`), form data when images
 * travel (avatar, header, pleroma_background_image). The answer is the own account, normalized.
 * Kept apart from accounts.ts so the preference sync (loaded with the live side) pulls in only
 * the account schema and its normalizer.
 */
import { request } from '../http'
import { accountSchema } from '../schemas/account'
import { toAccountResult, type AccountResult } from './accountResult'

/**
 * Sends profile changes: a plain object as JSON, or FormData (multipart) for images.
 * @returns the own user and the batch for the entity store
 * @throws ApiError (413 `File is too large`, `Bio is too long`..., 403 `Invalid request`; 200
 *   when the answer holds no usable account), NetworkError
 */
export async function updateCredentials(
  changes: Record<string, unknown> | FormData,
  signal?: AbortSignal,
): Promise<AccountResult> {
  const path = '/api/v1/accounts/update_credentials'
  const body = changes instanceof FormData ? { form: changes } : { json: changes }
  const { data } = await request(path, { method: 'PATCH', schema: accountSchema, signal, ...body })
  return toAccountResult(data, { method: 'PATCH', url: path })
}
