/**
 * The admin calls (s2 §7 "Admin"; PLEROMA-API §14), by nickname (the user's acct): tags,
 * deleting a user, permission groups, activation and report states. Staff privileges are
 * checked by the server (403 otherwise).
 */
import * as z from 'zod/mini'
import type { ReportState } from '../../entities/types'
import { encodePart } from '../../lib/urlPart'
import { request } from '../http'
import { bool, list } from '../schemas/lenient'

const ADMIN = '/api/pleroma/admin'

/**
 * PUT (`on`) or DELETE /api/pleroma/admin/users/tag: adds or removes `tags` of one user (204).
 * @throws ApiError, NetworkError
 */
export async function setUserTag(nickname: string, tag: string, on: boolean): Promise<void> {
  await request(`${ADMIN}/users/tag`, {
    method: on ? 'PUT' : 'DELETE',
    json: { nicknames: [nickname], tags: [tag] },
    schema: z.unknown(),
  })
}

/**
 * DELETE /api/pleroma/admin/users?nickname=: deletes the user and their posts.
 * @throws ApiError, NetworkError
 */
export async function deleteUser(nickname: string): Promise<void> {
  await request(`${ADMIN}/users`, { method: 'DELETE', query: { nickname }, schema: z.unknown() })
}

/**
 * POST (`grant`) or DELETE /api/pleroma/admin/users/:nickname/permission_group/:group.
 * @returns whether the user is now in the group (the answer's `is_admin` / `is_moderator`)
 * @throws ApiError (403 for the own admin status), NetworkError
 */
export async function setPermissionGroup(
  nickname: string,
  group: 'admin' | 'moderator',
  grant: boolean,
): Promise<boolean> {
  const schema = z.object({ is_admin: bool, is_moderator: bool })
  const { data } = await request(
    `${ADMIN}/users/${encodePart(nickname)}/permission_group/${group}`,
    { method: grant ? 'POST' : 'DELETE', schema },
  )
  return (group === 'admin' ? data.is_admin : data.is_moderator) ?? grant
}

/**
 * PATCH /api/pleroma/admin/users/activate or /deactivate with `{"nicknames":[…]}`.
 * @returns whether the user is now deactivated, read from `users[0]` (s2 §3)
 * @throws ApiError, NetworkError
 */
export async function setActivation(nickname: string, active: boolean): Promise<boolean> {
  const schema = z.object({ users: list(z.object({ is_active: bool })) })
  const { data } = await request(`${ADMIN}/users/${active ? 'activate' : 'deactivate'}`, {
    method: 'PATCH',
    json: { nicknames: [nickname] },
    schema,
  })
  return !(data.users[0]?.is_active ?? active)
}

/**
 * PATCH /api/pleroma/admin/reports with `{"reports":[{"id","state"}]}` (204).
 * @throws ApiError (400 with `[{"id","error"}]`), NetworkError
 */
export async function setReportState(id: string, state: ReportState): Promise<void> {
  await request(`${ADMIN}/reports`, {
    method: 'PATCH',
    json: { reports: [{ id, state }] },
    schema: z.unknown(),
  })
}
