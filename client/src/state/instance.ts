/**
 * The instance: its config (s1 §3 "Instance config"), nodeinfo, and the start-up sequence
 * (s2 §7 "Start-up"): every call in parallel, each failure logged with console.warn while
 * start-up continues (s2 §8 "Other"). Answers Pleroma embeds in the page (PLEROMA-API §2.10)
 * are used instead of fetching them. The files the first screen does not need (ToS, stickers,
 * styles, custom emoji) are asked once the browser is idle after it (issue 20).
 */
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import {
  fetchCustomEmoji,
  fetchFrontendConfigurations,
  fetchInstance,
  fetchInstancePanel,
  fetchNodeinfo,
  fetchStaticConfig,
  fetchStickers,
  fetchStyles,
  fetchTermsOfService,
  startupSchemas,
} from '../api/endpoints/instance'
import { ApiError, BadResponseError, instanceOrigin } from '../api/http'
import type { RawInstance, RawNodeinfo } from '../api/schemas/instance'
import { hasFeature, type Feature } from '../entities/features'
import { instanceFileFields } from '../entities/instanceFiles'
import { afterStartup } from '../lib/whenIdle'
import { yieldToMain } from '../lib/yieldToMain'
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
  /**
   * False when the server answered /api/v1/instance with 404 or not a JSON object and nothing
   * else identified an instance (a static host: the build runs stand-alone); true otherwise,
   * network errors and 5xx included (a real instance having a bad moment).
   */
  isInstance: boolean
  /** True once bootInstance has finished (whatever failed). */
  loaded: boolean
}

/** The state before any answer from `server`. */
function initialState(server: string): InstanceState {
  return { config: defaultInstanceConfig(server), nodeinfo: null, isInstance: true, loaded: false }
}

/** The vanilla store of the instance; React reads it with useInstance. */
export const instanceStore = createStore<InstanceState>()(() => initialState(instanceOrigin()))

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

/** `Uint8Array.fromBase64` (Chromium 140, Firefox 133, Safari 18.2), not yet in TypeScript's lib. */
const fromBase64 = (Uint8Array as { fromBase64?: (base64: string) => Uint8Array }).fromBase64

/**
 * Decodes base64 to UTF-8 text (atob alone gives Latin-1). The embedded answers hold the first
 * page of posts (about 100 KB): natively where the browser can (under 1 ms), else by a loop over
 * atob's characters (`Uint8Array.from` with a function per character took 40 ms of the start-up,
 * issue 20; this loop, run cold at start-up, 10-20 ms).
 */
function decodeBase64(value: string): string {
  if (fromBase64) return new TextDecoder().decode(fromBase64(value))
  const binary = atob(value)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return new TextDecoder().decode(bytes)
}

/** Each page's embedded answers (boot and the landing timeline both read them). */
const decoded = new WeakMap<Element, Readonly<Record<string, unknown>>>()

/** One embedded answer: base64 of UTF-8 JSON. @throws on bad base64 or JSON. */
function decodeAnswer(value: string): unknown {
  return JSON.parse(decodeBase64(value))
}

/**
 * The embedded "initial results" (PLEROMA-API §2.10): `<script id="initial-results"
 * type="application/json">{path: base64(JSON)}</script>`, read with JSON.parse only (a data
 * block never runs). Returns path -> decoded JSON value in an object without a prototype (a
 * `__proto__` path is just a key), each answer decoded when first read: the first page of posts
 * (about 100 KB) is read only by a visitor's landing timeline, in a task of its own, and was
 * the longest part of a signed-in start's longest task (issue 20). An unreadable answer reads
 * as undefined (logged), so its path is fetched as usual; {} when the element is absent or its
 * text is not a JSON object. One object per element.
 */
export function readInitialResults(doc: Document = document): Readonly<Record<string, unknown>> {
  const el = doc.getElementById('initial-results')
  if (!el?.textContent) return {}
  const known = decoded.get(el)
  if (known) return known
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>
  let encoded: unknown = null
  try {
    encoded = JSON.parse(el.textContent)
  } catch (error) {
    console.warn('Unreadable initial results', error)
  }
  if (encoded && typeof encoded === 'object' && !Array.isArray(encoded)) {
    for (const [path, value] of Object.entries(encoded)) {
      if (typeof value === 'string') Object.defineProperty(out, path, lazyAnswer(path, value))
    }
  }
  decoded.set(el, out)
  return out
}

/** The property of one embedded answer: decoded at its first read, then kept. */
function lazyAnswer(path: string, value: string): PropertyDescriptor {
  let read = false
  let answer: unknown
  return {
    enumerable: true,
    get() {
      if (!read) {
        read = true
        try {
          answer = decodeAnswer(value)
        } catch (error) {
          console.warn(`Unreadable initial result ${path}`, error)
        }
      }
      return answer
    },
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

/**
 * An embedded answer parsed with its schema, else (absent or not of its shape) the live call.
 * Each embedded answer is decoded and checked in a task of its own: the four at once were one of
 * the long tasks of a phone's start-up (issue 20).
 */
async function embeddedOr<K extends keyof typeof startupSchemas, T>(
  embedded: Readonly<Record<string, unknown>>,
  path: K,
  pick: (parsed: ReturnType<(typeof startupSchemas)[K]['parse']>) => T,
  live: () => Promise<T>,
): Promise<T | undefined> {
  if (path in embedded) {
    await yieldToMain()
    try {
      const parsed = startupSchemas[path].parse(embedded[path]) as ReturnType<
        (typeof startupSchemas)[K]['parse']
      >
      return pick(parsed)
    } catch (error) {
      console.warn(`Start-up: embedded ${path} unusable`, error)
    }
  }
  return attempt(path, live)
}

/**
 * True when the instance document shows a server that answers Pleroma's start-up files
 * (PLEROMA-API §2.2-2.6): a `pleroma` key, or Pleroma or Akkoma in its version.
 */
function speaksPleroma(instance: RawInstance | undefined): boolean {
  return instance?.pleroma !== undefined || /pleroma|akkoma/i.test(instance?.version ?? '')
}

/** An answer to /api/v1/instance that says "no instance here": 404, or not a JSON object. */
function notAnInstance(error: unknown): boolean {
  return error instanceof BadResponseError || (error instanceof ApiError && error.status === 404)
}

/** The Pleroma-only start-up calls (front-end options, static files, custom emoji). */
function pleromaCalls(embedded: Readonly<Record<string, unknown>>) {
  return Promise.all([
    embeddedOr(
      embedded,
      '/api/pleroma/frontend_configurations',
      (v) => v.pleroma_fe ?? {},
      fetchFrontendConfigurations,
    ),
    embeddedOr(embedded, '/instance/panel.html', (v) => v, fetchInstancePanel),
    attempt('/static/config.json', fetchStaticConfig),
  ])
}

/**
 * Asks a Pleroma-family instance for its files (ToS, stickers, styles, custom emoji; PLEROMA-API
 * §2.4-2.6) and merges them into the config of boot `run`, unless a newer boot has started.
 */
async function loadInstanceFiles(run: number, server: string): Promise<void> {
  const [tos, stickers, styles, customEmoji] = await Promise.all([
    attempt('/static/terms-of-service.html', fetchTermsOfService),
    attempt('/static/stickers.json', fetchStickers),
    attempt('/static/styles.json', fetchStyles),
    attempt('/api/pleroma/emoji.json', fetchCustomEmoji),
  ])
  if (run !== bootRun) return
  const { config } = instanceStore.getState()
  instanceStore.setState({
    config: { ...config, ...instanceFileFields(server, { tos, stickers, styles, customEmoji }) },
  })
}

/** The answers of {@link pleromaCalls}, null when they were not asked. */
type PleromaAnswers = Awaited<ReturnType<typeof pleromaCalls>> | null

/** Increases with each boot, so an earlier boot that ends late changes nothing. */
let bootRun = 0
const noFiles = (): void => undefined
/** Cancels the files of the last boot while they still wait for the browser to be idle. */
let cancelFiles = noFiles

/**
 * The start-up calls of s2 §7 for the server `configureServer` set (api/http.ts), then one merge
 * into `instanceStore` (precedence: see instanceConfig.ts). Callable again after another
 * `configureServer`: the state is reset to that server's defaults first, so nothing of the
 * previous server stays, and a boot overtaken by a newer one writes nothing. The answers a
 * Pleroma embeds in the page (PLEROMA-API §2.10) are used only for the page's own server.
 * Pleroma-only calls are made when the embedded answers or the instance document show a
 * Pleroma-family server (a real Pleroma or Akkoma embeds its instance document, so they start at
 * once there; elsewhere they wait for /api/v1/instance). `isInstance` is false only when
 * /api/v1/instance answered 404 or not a JSON object and nodeinfo named no software.
 * Never rejects; sets `loaded` at the end. A Pleroma-family server's files (ToS, stickers,
 * styles, custom emoji) are asked once the app's first screen is committed and the browser idle
 * (lib/whenIdle.ts afterStartup) and merged into the config when they arrive.
 */
export async function bootInstance(doc: Document = document): Promise<void> {
  const run = ++bootRun
  cancelFiles()
  cancelFiles = noFiles
  const server = instanceOrigin()
  instanceStore.setState(initialState(server), true)
  const embedded = server === window.location.origin ? readInitialResults(doc) : {}
  // Reading the embedded answers and checking them against their schemas are a task each.
  await yieldToMain()
  let instanceError: unknown
  const instanceCall = embeddedOr(
    embedded,
    '/api/v1/instance',
    (v) => v,
    () =>
      fetchInstance().catch((error: unknown) => {
        instanceError = error
        throw error
      }),
  )
  // Only a Pleroma-family server embeds its answers in the page.
  const pleroma: Promise<PleromaAnswers> =
    '/api/v1/instance' in embedded
      ? pleromaCalls(embedded)
      : instanceCall.then<PleromaAnswers>((i) => (speaksPleroma(i) ? pleromaCalls(embedded) : null))
  const [instance, nodeinfo, pleromaAnswers] = await Promise.all([
    instanceCall,
    embeddedOr(embedded, '/nodeinfo/2.0.json', (v) => v, fetchNodeinfo),
    pleroma,
  ])
  const [frontendConfig, panel, staticConfig] = pleromaAnswers ?? []
  if (run !== bootRun) return
  const answers: StartupAnswers = {
    instance,
    frontendConfig,
    nodeinfo,
    panel,
    staticConfig,
  }
  let config: InstanceConfig
  try {
    config = buildInstanceConfig(server, answers)
  } catch (error) {
    console.warn('Start-up: unusable instance documents; the defaults apply', error)
    config = defaultInstanceConfig(server)
  }
  instanceStore.setState({
    config,
    nodeinfo: nodeinfo ?? null,
    isInstance: !notAnInstance(instanceError) || Boolean(nodeinfo?.software?.name),
    loaded: true,
  })
  if (pleromaAnswers) cancelFiles = afterStartup(() => void loadInstanceFiles(run, server))
}
