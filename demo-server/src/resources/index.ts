/**
 * Every resource of the demo instance, one module each as Pleroma's controllers are: instance
 * documents, accounts, statuses, timelines, lists, follow requests, notifications, polls,
 * push subscriptions, reactions, media, search, reports, announcements, account data (settings/), the admin API,
 * chats, the streaming socket, the shoutbox's
 * Phoenix socket (socket/phoenix.ts) and served files.
 * A new resource is one module with a `register…(app, ctx)` added here. The sign-in resource
 * (auth/) is a plugin of its own that app.ts registers on the root, as it decorates it.
 */
import type { FastifyInstance } from 'fastify'
import { registerAccounts } from './accounts/index'
import { registerAccountData } from './settings/data'
import { registerAdmin } from './admin/index'
import { registerAnnouncements } from './announcements'
import { bodyParsers } from '../http/body-parsers'
import { registerChats } from './chats/index'
import { UPLOAD_LIMIT } from '../model/limits'
import type { Resource, ResourceContext } from './context'
import { registerFiles } from './files'
import { registerFollowRequests } from './follow-requests'
import { registerInstance } from './instance/index'
import { registerLists } from './lists'
import { registerMedia } from './media'
import { registerNotifications } from './notifications'
import { registerPolls } from './polls'
import { registerPush } from './push/index'
import { registerReactions } from './reactions'
import { registerReports } from './reports'
import { registerSearch } from './search'
import { registerSecurity } from './settings/security'
import { registerStatuses } from './statuses/index'
import { registerStreaming } from './streaming/index'
import { registerPhoenixSocket } from '../socket/phoenix'
import { registerTimelines } from './timelines/index'

/** The REST resources, in registration order. */
const REST: Resource[] = [
  registerInstance,
  registerAccounts,
  registerStatuses,
  registerTimelines,
  registerLists,
  registerFollowRequests,
  registerNotifications,
  registerPush,
  registerPolls,
  registerReactions,
  registerMedia,
  registerSearch,
  registerReports,
  registerAnnouncements,
  registerAccountData,
  registerAdmin,
  registerChats,
  registerSecurity,
  registerFiles,
]

/**
 * Registers every resource on `app` (a Fastify plugin body): the REST resources in one scope
 * with the form and multipart parsers, the streaming and Phoenix sockets in a scope of their own
 * (one @fastify/websocket per server).
 */
export async function registerResources(app: FastifyInstance, ctx: ResourceContext): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(bodyParsers, { fileSize: UPLOAD_LIMIT })
    for (const register of REST) await register(scope, ctx)
  })
  await app.register(async (scope) => {
    await registerStreaming(scope, ctx)
    registerPhoenixSocket(scope, ctx)
  })
}
