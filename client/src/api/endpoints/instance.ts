/**
 * Start-up calls (s2 §7 "Start-up"; PLEROMA-API §2). Each returns the parsed document; the
 * instance entity (entities/instance.ts) merges them into the InstanceConfig.
 */
import * as z from 'zod/mini'
import { BadResponseError, buildUrl, request, requestText } from '../http'
import type { StickerPack } from '../../entities/types'
import { emojiJsonSchema, type RawEmojiJson } from '../schemas/emoji'
import {
  frontendConfigurationsSchema,
  frontendOptionsSchema,
  instanceSchema,
  nodeinfoLinksSchema,
  nodeinfoSchema,
  peersSchema,
  stickerPackSchema,
  stickersSchema,
  stylesSchema,
  type RawFrontendOptions,
  type RawInstance,
  type RawNodeinfo,
} from '../schemas/instance'

/**
 * GET /api/v1/instance (PLEROMA-API §2.1).
 * @throws BadResponseError when the answer is not a JSON object (a static host's HTML page);
 *   ApiError, NetworkError
 */
export async function fetchInstance(signal?: AbortSignal): Promise<RawInstance> {
  const { data, status } = await request('/api/v1/instance', { schema: z.unknown(), signal })
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new BadResponseError(status, data, {
      method: 'GET',
      url: buildUrl('/api/v1/instance').href,
    })
  }
  return instanceSchema.parse(data)
}

/** GET /api/pleroma/frontend_configurations -> its `pleroma_fe` options, {} when absent (§2.2). */
export async function fetchFrontendConfigurations(
  signal?: AbortSignal,
): Promise<RawFrontendOptions> {
  const { data } = await request('/api/pleroma/frontend_configurations', {
    schema: frontendConfigurationsSchema,
    signal,
  })
  return data.pleroma_fe ?? {}
}

/**
 * GET /static/config.json: front-end options; {} when the server has none (§2.3). A static
 * file, asked for without a token, as the page's first script asks for it (state/firstCalls.ts).
 */
export async function fetchStaticConfig(signal?: AbortSignal): Promise<RawFrontendOptions> {
  const options = { schema: frontendOptionsSchema, signal, anonymous: true }
  return (await request('/static/config.json', options)).data
}

/** GET /static/terms-of-service.html: an HTML fragment, or null when absent (§2.3). */
export function fetchTermsOfService(signal?: AbortSignal): Promise<string | null> {
  return requestText('/static/terms-of-service.html', signal)
}

/** GET /instance/panel.html: the instance-specific panel, or null when absent (§2.3). */
export function fetchInstancePanel(signal?: AbortSignal): Promise<string | null> {
  return requestText('/instance/panel.html', signal)
}

/**
 * GET /static/stickers.json, then each pack's pack.json in parallel (§2.4). Packs whose
 * pack.json fails are left out; the rest are sorted by title.
 * @throws ApiError, NetworkError for stickers.json itself
 */
export async function fetchStickers(signal?: AbortSignal): Promise<StickerPack[]> {
  const { data } = await request('/static/stickers.json', { schema: stickersSchema, signal })
  const packs = await Promise.all(
    Object.entries(data).map(async ([pack, base]): Promise<StickerPack | null> => {
      const path = base.endsWith('/') ? base : `${base}/`
      try {
        const meta = (await request(`${path}pack.json`, { schema: stickerPackSchema, signal })).data
        return {
          pack,
          path,
          meta: {
            title: meta.title ?? pack,
            tabIcon: meta.tabIcon ?? null,
            stickers: meta.stickers,
          },
        }
      } catch (error) {
        console.warn(`Sticker pack ${pack} failed to load`, error)
        return null
      }
    }),
  )
  return packs
    .filter((p): p is StickerPack => p !== null)
    .sort((a, b) => a.meta.title.localeCompare(b.meta.title))
}

/**
 * Nodeinfo (s2 §7; PLEROMA-API §2.7): /.well-known/nodeinfo names the document (2.1 preferred,
 * then 2.0; only its path is used, so the call stays on the instance origin); when that
 * fails, /nodeinfo/2.0.json directly. @throws ApiError, NetworkError
 */
export async function fetchNodeinfo(signal?: AbortSignal): Promise<RawNodeinfo> {
  let path = '/nodeinfo/2.0.json'
  try {
    const { data } = await request('/.well-known/nodeinfo', { schema: nodeinfoLinksSchema, signal })
    const pick = (v: string) => data.links.find((l) => l.rel?.endsWith(`/schema/${v}`))?.href
    const href = pick('2.1') ?? pick('2.0')
    if (href) path = new URL(href, 'http://localhost').pathname
  } catch (error) {
    console.warn('/.well-known/nodeinfo failed; trying /nodeinfo/2.0.json', error)
  }
  return (await request(path, { schema: nodeinfoSchema, signal })).data
}

/** GET /static/styles.json: theme name -> URL or inline colour array (§2.5). */
export async function fetchStyles(signal?: AbortSignal): Promise<Record<string, unknown>> {
  return (await request('/static/styles.json', { schema: stylesSchema, signal })).data
}

/** GET /api/pleroma/emoji.json: custom emoji by name, image_url relative (§2.6). */
export async function fetchCustomEmoji(signal?: AbortSignal): Promise<RawEmojiJson> {
  return (await request('/api/pleroma/emoji.json', { schema: emojiJsonSchema, signal })).data
}

/** GET /api/v1/instance/peers: known domains (§2.8). */
export async function fetchPeers(signal?: AbortSignal): Promise<string[]> {
  return (await request('/api/v1/instance/peers', { schema: peersSchema, signal })).data
}

/** Re-exported for tests and callers that parse embedded answers. */
export const startupSchemas = {
  '/api/v1/instance': instanceSchema,
  '/api/pleroma/frontend_configurations': frontendConfigurationsSchema,
  '/nodeinfo/2.0.json': nodeinfoSchema,
  '/instance/panel.html': z.catch(z.nullable(z.string()), null),
} as const
