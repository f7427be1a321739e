/**
 * The instance resource, the start-up documents (s2 §7 "Start-up"; PLEROMA-API §2): instance,
 * frontend configurations, static config files, panel, nodeinfo, styles, custom emoji and peers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { vapidPublicKey } from '../../auth/push'
import { ORIGIN } from '../../lib/origin'
import { jsonText, sendJson } from '../../http/reply'
import type { ResourceContext } from '../context'
import { instanceDocument, manifestDocument, nodeinfoDocument, peers } from './documents'
import { preloadedPublicTimeline } from '../timelines/public'
import { FE_CONFIG, PANEL_HTML, TOS_HTML } from './frontend'
import { STYLES, THEME_FILES } from './themes'

const FRONTEND_CONFIGURATIONS = {
  pleroma_fe: FE_CONFIG,
  masto_fe: { showInstanceSpecificPanel: true },
}

/** `/api/v1/instance` as `request` gets it (its streaming URL follows the request's scheme). */
const instanceFor = ({ store, config, auth }: ResourceContext, request: FastifyRequest) =>
  instanceDocument(store, request.protocol === 'https', config, vapidPublicKey(auth.push, config))

/** The JSON text of nodeinfo `version` for `request`. */
const nodeinfoText = (
  { store, config }: ResourceContext,
  version: '2.0' | '2.1',
  request: FastifyRequest,
): string => jsonText(nodeinfoDocument(store, version, config), request)

/**
 * The start-up answers a Pleroma embeds in the page it serves for a front-end route (PLEROMA-API
 * §2.10, the stock Instance provider): path -> the JSON text that path answers `request` now
 * (the switches read per call), for `/api/v1/instance`, `/api/pleroma/frontend_configurations`,
 * `/nodeinfo/2.0.json` and `/instance/panel.html` (the demo always has a panel; its HTML as a
 * JSON string), and, as the optional Preload Timelines provider (which the demo turns on),
 * `/api/v1/timelines/public` when visitors may read it (timelines/public.ts).
 */
export function startupAnswers(
  ctx: ResourceContext,
  request: FastifyRequest,
): Record<string, string> {
  const answers: Record<string, string> = {
    '/api/v1/instance': jsonText(instanceFor(ctx, request), request),
    '/api/pleroma/frontend_configurations': jsonText(FRONTEND_CONFIGURATIONS, request),
    '/nodeinfo/2.0.json': nodeinfoText(ctx, '2.0', request),
    '/instance/panel.html': JSON.stringify(PANEL_HTML),
  }
  const timeline = preloadedPublicTimeline(ctx, request.url.split('?')[0] ?? '/')
  if (timeline) answers['/api/v1/timelines/public'] = jsonText(timeline, request)
  return answers
}

/** Registers the start-up documents (s2 §7 "Start-up"); the switches give the registration state. */
export function registerInstance(app: FastifyInstance, ctx: ResourceContext): void {
  const { store } = ctx
  app.get('/api/v1/instance', (req, reply) => sendJson(reply, req, instanceFor(ctx, req)))
  app.get('/api/pleroma/frontend_configurations', (req, reply) =>
    sendJson(reply, req, FRONTEND_CONFIGURATIONS),
  )
  app.get('/static/config.json', (req, reply) => sendJson(reply, req, FE_CONFIG))
  app.get('/manifest.json', (req, reply) =>
    reply.type('application/manifest+json; charset=utf-8').send(jsonText(manifestDocument(), req)),
  )
  app.get('/static/styles.json', (req, reply) => sendJson(reply, req, STYLES))
  app.get<{ Params: { file: string } }>('/static/themes/:file', (req, reply) => {
    const theme = THEME_FILES[req.params.file.replace(/\.json$/, '')]
    if (theme === undefined) return sendJson(reply, req, { error: 'Not found' }, 404)
    return sendJson(reply, req, theme)
  })
  app.get('/static/stickers.json', (req, reply) =>
    sendJson(reply, req, { starling: '/static/stickers/starling/' }),
  )
  app.get('/static/terms-of-service.html', (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(TOS_HTML),
  )
  app.get('/instance/panel.html', (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(PANEL_HTML),
  )
  app.get('/api/v1/instance/peers', (req, reply) => sendJson(reply, req, peers(store)))
  const emojiJson = (): Record<string, unknown> =>
    Object.fromEntries(
      [...store.customEmoji.entries()].map(([code, e]) => [
        code,
        { image_url: e.record.url.replace(ORIGIN, ''), tags: e.tags },
      ]),
    )
  for (const path of ['/api/pleroma/emoji.json', '/api/pleroma/emoji', '/api/v1/pleroma/emoji']) {
    app.get(path, (req, reply) => sendJson(reply, req, emojiJson()))
  }
  app.get('/api/v1/custom_emojis', (req, reply) =>
    sendJson(
      reply,
      req,
      [...store.customEmoji.values()].map((e) => ({
        ...e.record,
        visible_in_picker: true,
        tags: e.tags,
        category: e.tags.filter((t) => t !== 'Custom').join(','),
      })),
    ),
  )
  app.get('/.well-known/nodeinfo', (req, reply) =>
    sendJson(reply, req, {
      links: ['2.0', '2.1'].map((v) => ({
        rel: `http://nodeinfo.diaspora.software/ns/schema/${v}`,
        href: `${ORIGIN}/nodeinfo/${v}.json`,
      })),
    }),
  )
  app.get<{ Params: { version: string } }>('/nodeinfo/:version', (req, reply) => {
    const version = req.params.version.replace(/\.json$/, '')
    if (version !== '2.0' && version !== '2.1') {
      return sendJson(reply, req, { error: 'Nodeinfo schema version not handled' }, 404)
    }
    return reply
      .type(
        `application/json; profile=http://nodeinfo.diaspora.software/ns/schema/${version}#; charset=utf-8`,
      )
      .send(nodeinfoText(ctx, version, req))
  })
}
