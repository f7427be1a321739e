/**
 * The admin API's user routes (PLEROMA-API §14), under `/api/v1/pleroma/admin` and the
 * re-dispatching `/api/pleroma/admin`: tag and untag (204), delete (`["nickname"]`), the
 * permission groups admin and moderator (admins only), activate and deactivate
 * (`{"users":[AdminUser]}`). A deactivated or deleted account's tokens stop working (its
 * credentials are deactivated too).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requireAdmin, requirePrivilege } from '../../auth/guard'
import { actorOf } from '../context'
import type { ResourceContext } from '../context'
import { list, missingFields, one, requestParams } from '../../http/params'
import type { Params } from '../../http/params'
import { sendJson } from '../../http/reply'
import { ApiError, internalError } from '../../lib/errors'
import {
  deleteUser,
  setActivation,
  setPermissionGroup,
  tagUsers,
  untagUsers,
} from '../../model/operations/admin'
import type { AccountRecord } from '../../model/records'
import { findAccount } from '../../model/store'
import { serializeAdminUser } from '../../serialize/admin-user'

/** Both prefixes Pleroma answers the admin API on. */
export const ADMIN_PREFIXES = ['/api/v1/pleroma/admin', '/api/pleroma/admin'] as const

type GroupParams = { Params: { nickname: string; group: string } }

/** The accounts named by `nicknames[]` (unknown names are skipped, as Pleroma's bulk calls do). */
function named(ctx: ResourceContext, params: Params): AccountRecord[] {
  return list(params, 'nicknames').flatMap((n) => findAccount(ctx.store, n) ?? [])
}

/** `admin` or `moderator`. @throws ApiError 404 `No such permission_group` */
function groupOf(group: string): 'admin' | 'moderator' {
  if (group === 'admin' || group === 'moderator') return group
  throw new ApiError(404, { error: 'No such permission_group' })
}

/** Registers the user routes on both prefixes. */
export function registerAdminUsers(app: FastifyInstance, ctx: ResourceContext): void {
  const { store, auth } = ctx
  const tags = { preHandler: requirePrivilege('users_manage_tags', 'admin:write:accounts') }
  const del = { preHandler: requirePrivilege('users_delete', 'admin:write:accounts') }
  const activation = {
    preHandler: requirePrivilege('users_manage_activation_state', 'admin:write:accounts'),
  }
  const adminOnly = { preHandler: requireAdmin('admin:write:accounts') }

  const activate = (account: AccountRecord, active: boolean) => {
    setActivation(account, active)
    const creds = auth.credentials.get(account.id)
    if (creds) creds.deactivated = !active
  }
  const render = (account: AccountRecord) =>
    serializeAdminUser(store, account, auth.credentials.get(account.id))

  for (const base of ADMIN_PREFIXES) {
    app.put(`${base}/users/tag`, tags, async (req, reply) => {
      const params = requestParams(req)
      tagUsers(store, named(ctx, params), list(params, 'tags'))
      await reply.code(204).send()
    })

    app.delete(`${base}/users/tag`, tags, async (req, reply) => {
      const params = requestParams(req)
      untagUsers(store, named(ctx, params), list(params, 'tags'))
      await reply.code(204).send()
    })

    app.delete(`${base}/users`, del, (req, reply) => {
      const params = requestParams(req)
      const nicknames = [one(params, 'nickname') ?? [], list(params, 'nicknames')].flat()
      const accounts = nicknames.map((n) => findAccount(store, n))
      if (accounts.length === 0 || accounts.some((a) => a === undefined)) throw internalError()
      for (const account of accounts as AccountRecord[]) {
        deleteUser(store, account)
        activate(account, false)
      }
      return sendJson(reply, req, nicknames)
    })

    for (const [action, active] of [
      ['activate', true],
      ['deactivate', false],
    ] as const) {
      app.patch(`${base}/users/${action}`, activation, (req, reply) => {
        const params = requestParams(req)
        if (list(params, 'nicknames').length === 0) throw missingFields(['nicknames'])
        const accounts = named(ctx, params)
        for (const account of accounts) activate(account, active)
        return sendJson(reply, req, { users: accounts.map(render) })
      })
    }

    const permission = (req: FastifyRequest<GroupParams>, value: boolean) => {
      const group = groupOf(req.params.group)
      const me = actorOf(req, ['admin:write:accounts'])
      const account = findAccount(store, req.params.nickname)
      if (!account) throw new ApiError(404, { error: 'Not found' })
      if (!value && account.id === me.id)
        throw new ApiError(403, { error: `You can't revoke your own ${group} status.` })
      setPermissionGroup(account, group, value)
      return { [`is_${group}`]: value }
    }
    const groupPath = `${base}/users/:nickname/permission_group/:group`
    app.post<GroupParams>(groupPath, adminOnly, (req, reply) =>
      sendJson(reply, req, permission(req, true)),
    )
    app.delete<GroupParams>(groupPath, adminOnly, (req, reply) =>
      sendJson(reply, req, permission(req, false)),
    )
  }
}
