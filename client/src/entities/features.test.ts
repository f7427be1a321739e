/**
 * supports() as data over every server shape (issue 13): each instance document of
 * ../shared/fixtures (read in place; Pleroma, Akkoma, Mastodon 3.x and a Pleroma page's embedded
 * answers) and the shapes of servers the fixtures lack (Mastodon 4.x, GoToSocial 0.19.2 as
 * ../shared/peers/README.md describes it, Fedibird, Friendica, Mitra, Pixelfed: the fields their
 * `/api/v1/instance` and nodeinfo answer with that supports() reads) give the expected feature sets.
 * The fixture part skips itself, with a message, only when that folder is absent.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { startupSchemas } from '../api/endpoints/instance'
import { instanceSchema, type RawInstance, type RawNodeinfo } from '../api/schemas/instance'
import { readInitialResults } from '../state/instance'
import { FEATURE_TABLE, hasFeature, type Feature } from './features'
import { buildInstanceConfig } from './instanceConfig'

const dir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/fixtures',
)
const present = existsSync(dir)
if (!present) console.warn(`Fixture part of features.test skipped: ${dir} is absent.`)

const ALL = Object.keys(FEATURE_TABLE) as Feature[]

/** The features the config built from these documents has, sorted. */
function featureSet(instance: unknown, nodeinfo?: RawNodeinfo): Feature[] {
  const config = buildInstanceConfig('https://server.example', {
    instance: instanceSchema.parse(instance),
    nodeinfo,
  })
  return ALL.filter((f) => hasFeature(config, f)).sort()
}

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown

const nodeinfo = (name: string, version: string, features: string[] = []): RawNodeinfo =>
  startupSchemas['/nodeinfo/2.0.json'].parse({
    version: '2.0',
    software: { name, version },
    metadata: { features },
  })

const streaming = (host: string): Partial<RawInstance> => ({
  urls: { streaming_api: `wss://${host}` },
})

/** What every Pleroma-family fixture has (Mastodon API, streaming and Pleroma's extensions). */
const PLEROMA_FAMILY: Feature[] = [
  'bookmarks',
  'emojiPacks',
  'emojiReactions',
  'lists',
  'markers',
  'mediaProxy',
  'notificationTypesFilter',
  'polls',
  'streaming',
]
const sorted = (features: Feature[]) => [...features].sort()

describe.runIf(present)('supports() over the fixtures of ../shared/fixtures', () => {
  it('Pleroma 2.4 (Soapbox build): chats, reactions, quotes, streaming; no editing', () => {
    expect(featureSet(fixture('pleroma-instance.json'))).toEqual(
      sorted([...PLEROMA_FAMILY, 'chats', 'quotes']),
    )
  })

  it('Akkoma 3.3: editing and custom reactions, no chats and no quotes', () => {
    expect(featureSet(fixture('akkoma-instance.json'))).toEqual(
      sorted([...PLEROMA_FAMILY, 'customEmojiReactions', 'editing', 'remoteInteraction']),
    )
  })

  it('Mastodon 3.4: Mastodon features of its version, nothing of Pleroma', () => {
    expect(featureSet(fixture('mastodon-instance.json'))).toEqual(
      ['bookmarks', 'lists', 'markers', 'polls', 'streaming'].sort(),
    )
  })

  it("a Pleroma page's embedded answers (instance and nodeinfo of Pleroma 2.3)", () => {
    const doc = document.implementation.createHTMLDocument()
    const script = doc.createElement('script')
    script.id = 'initial-results'
    script.textContent = readFileSync(path.join(dir, 'pleroma_initial_results.json'), 'utf8')
    doc.body.append(script)
    const embedded = readInitialResults(doc)
    const info = startupSchemas['/nodeinfo/2.0.json'].parse(embedded['/nodeinfo/2.0.json'])
    expect(featureSet(embedded['/api/v1/instance'], info)).toEqual(
      sorted([...PLEROMA_FAMILY, 'chats']),
    )
  })
})

describe('supports() over the shapes of other servers', () => {
  it('Mastodon 4.5 (v1 document): editing, quotes, streaming; translation only from v2', () => {
    const v1 = { version: '4.5.0', ...streaming('mastodon.example') }
    expect(featureSet(v1)).toEqual(
      [
        'bookmarks',
        'editing',
        'lists',
        'markers',
        'notificationTypesFilter',
        'polls',
        'quotes',
        'streaming',
      ].sort(),
    )
    const v2 = {
      version: '4.5.0',
      configuration: {
        urls: { streaming: 'wss://mastodon.example' },
        translation: { enabled: true },
      },
    }
    expect(featureSet(v2)).toContain('translation')
    expect(featureSet(v2)).toContain('streaming')
  })

  it('GoToSocial 0.19.2: streaming from urls.streaming_api, no Pleroma extensions', () => {
    const instance = { version: '0.19.2+git-90851fc', ...streaming('gts.example') }
    expect(featureSet(instance, nodeinfo('gotosocial', '0.19.2'))).toEqual(
      ['bookmarks', 'editing', 'lists', 'markers', 'polls', 'streaming'].sort(),
    )
  })

  it('Fedibird: Mastodon 3.4 features, quotes, capabilities merged; no Pleroma reactions', () => {
    const instance = {
      version: '3.4.1',
      fedibird_capabilities: ['emoji_reaction', 'enable_wide_emoji'],
      ...streaming('fedibird.example'),
    }
    const set = featureSet(instance, nodeinfo('fedibird', '0.1'))
    expect(set).toEqual(['bookmarks', 'lists', 'quotes', 'streaming'].sort())
  })

  it('Friendica: bookmarks and lists by version, no stream without urls.streaming_api', () => {
    const instance = { version: '2.8.0 (compatible; Friendica 2024.03-dev-1547)' }
    expect(featureSet(instance, nodeinfo('friendica', '2024.03-dev-1547'))).toEqual([
      'bookmarks',
      'lists',
    ])
  })

  it('Mitra and Pixelfed: only what their documents name', () => {
    expect(featureSet({ version: '4.0.0 (compatible; Mitra 3.8.0)' })).toEqual([])
    const pixelfed = { version: '3.5.3 (compatible; Pixelfed 0.12.3)' }
    expect(featureSet(pixelfed, nodeinfo('pixelfed', '0.12.3'))).toEqual(['bookmarks'])
  })

  it('an unidentified server gets nothing it does not name; a bad streaming URL is no stream', () => {
    expect(featureSet({})).toEqual([])
    expect(featureSet({ urls: { streaming_api: 'not a url' } })).toEqual([])
  })
})
