/**
 * The instance: its config (s1 §3 "Instance config"), nodeinfo, and the start-up sequence
 * (s2 §7 "Start-up"): every call in parallel, each failure logged with console.warn while
 * start-up continues (s2 §8 "Other"). Answers Pleroma embeds in the page (PLEROMA-API §2.10)
 * are used instead of fetching them.
 */
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import {
  fetchCustomEmoji,
  fetchFrontendConfigurations,
  fetchInstance,
  fetchInstancePanel,
  fetchNodeinfo,
  fetchPeers,
  fetchStaticConfig,
  fetchStickers,
  fetchStyles,
  fetchTermsOfService,
  startupSchemas,
} from '../api/endpoints/instance'
import { instanceOrigin } from '../api/http'
import type { RawNodeinfo } from '../api/schemas/instance'
import { hasFeature, type Feature } from '../entities/features'
import {
  buildInstanceConfig,
  defaultInstanceConfig,
  type InstanceConfig,
  type StartupAnswers,
} from '../entities/instanceConfig'

export type { Feature } from '../entities/features'
export type {
  InstanceConfig,
  PollLimits,
  UploadLimits,
  CustomEmoji,
} from '../entities/instanceConfig'

export interface InstanceState {
  config: InstanceConfig
  nodeinfo: RawNodeinfo | null
  /** True once bootInstance has finished (whatever failed). */
  loaded: boolean
}

/** The vanilla store of the instance; React reads it with useInstance. */
export const instanceStore = createStore<InstanceState>()(() => ({
  config: defaultInstanceConfig(instanceOrigin()),
  nodeinfo: null,
  loaded: false,
}))

/** Selects from the instance state, re-rendering when the selected value changes. */
export function useInstance<T>(selector: (state: InstanceState) => T): T {
  return useStore(instanceStore, selector)
}

/**
 * Whether the server has `feature` (STYLE.md 8): the one place that reads the instance's
 * metadata features and the nodeinfo software, through the table in features.ts.
 */
export function supports(feature: Feature): boolean {
  return hasFeature(instanceStore.getState().config, feature)
}

/** {@link supports} for components: re-renders when the instance config changes. */
export function useSupports(feature: Feature): boolean {
  return useStore(instanceStore, ({ config }) => hasFeature(config, feature))
}

/** Decodes base64 to UTF-8 text (atob alone gives Latin-1). */
function decodeBase64(value: string): string {
  const binary = atob(value)
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

/**
 * The embedded "initial results" (PLEROMA-API §2.10): `<script id="initial-results"
 * type="application/json">{path: base64(JSON)}</script>`, read with JSON.parse only.
 * Returns a map of path -> decoded JSON value; {} when absent or unreadable.
 */
export function readInitialResults(doc: Document = document): Record<string, unknown> {
  const el = doc.getElementById('initial-results')
  if (!el?.textContent) return {}
  try {
    const encoded: unknown = JSON.parse(el.textContent)
    if (!encoded || typeof encoded !== 'object') return {}
    const out: Record<string, unknown> = {}
    for (const [path, value] of Object.entries(encoded)) {
      if (typeof value === 'string') out[path] = JSON.parse(decodeBase64(value))
    }
    return out
  } catch (error) {
    console.warn('Unreadable initial results', error)
    return {}
  }
}

/** Runs one start-up call; a failure is logged and gives undefined (s2 §8 "Other"). */
async function attempt<T>(what: string, call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call()
  } catch (error) {
    console.warn(`Start-up: ${what} failed`, error)
    return undefined
  }
}

/** An embedded answer parsed with its schema, else the live call. */
function embeddedOr<K extends keyof typeof startupSchemas, T>(
  embedded: Record<string, unknown>,
  path: K,
  pick: (parsed: ReturnType<(typeof startupSchemas)[K]['parse']>) => T,
  live: () => Promise<T>,
): Promise<T | undefined> {
  if (path in embedded) {
    const parsed = startupSchemas[path].parse(embedded[path]) as ReturnType<
      (typeof startupSchemas)[K]['parse']
    >
    return Promise.resolve(pick(parsed))
  }
  return attempt(path, live)
}

/**
 * The start-up calls of s2 §7, in parallel, then one merge into `instanceStore`
 * (precedence: see instanceConfig.ts). Never rejects; sets `loaded` at the end.
 */
export async function bootInstance(doc: Document = document): Promise<void> {
  const embedded = readInitialResults(doc)
  const [
    instance,
    frontendConfig,
    nodeinfo,
    panel,
    staticConfig,
    tos,
    stickers,
    styles,
    emoji,
    peers,
  ] = await Promise.all([
    embeddedOr(embedded, '/api/v1/instance', (v) => v, fetchInstance),
    embeddedOr(
      embedded,
      '/api/pleroma/frontend_configurations',
      (v) => v.pleroma_fe ?? {},
      fetchFrontendConfigurations,
    ),
    embeddedOr(embedded, '/nodeinfo/2.0.json', (v) => v, fetchNodeinfo),
    embeddedOr(embedded, '/instance/panel.html', (v) => v, fetchInstancePanel),
    attempt('/static/config.json', fetchStaticConfig),
    attempt('/static/terms-of-service.html', fetchTermsOfService),
    attempt('/static/stickers.json', fetchStickers),
    attempt('/static/styles.json', fetchStyles),
    attempt('/api/pleroma/emoji.json', fetchCustomEmoji),
    attempt('/api/v1/instance/peers', fetchPeers),
  ])
  const answers: StartupAnswers = {
    instance,
    frontendConfig,
    nodeinfo,
    panel,
    staticConfig,
    tos,
    stickers,
    styles,
    customEmoji: emoji,
    peers,
  }
  let config: InstanceConfig
  try {
    config = buildInstanceConfig(instanceOrigin(), answers)
  } catch (error) {
    console.warn('Start-up: unusable instance documents; the defaults apply', error)
    config = defaultInstanceConfig(instanceOrigin())
  }
  instanceStore.setState({
    config,
    nodeinfo: nodeinfo ?? null,
    loaded: true,
  })
}
